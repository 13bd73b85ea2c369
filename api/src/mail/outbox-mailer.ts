import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

/**
 * Without an SMTP server (development, tests, a demo): mails are written to `outbox_emails`, where a developer
 * reads them through GET /api/dev/outbox. The row carries the user id, so deleting an account deletes its mails.
 */
export function createOutboxMailer(db: Database): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage): Promise<void> {
      // The database's time, not the injected clock: the outbox lists mails in the order they were written,
      // which a test's frozen clock would not tell apart.
      await db.insert(outboxEmails).values(outboxRow(message));
    },
    async sendMany(messages: readonly MailMessage[]): Promise<void> {
      // One array parameter per column (unnest): thousands of separate parameters cost more than the insert.
      for (let start = 0; start < messages.length; start += OUTBOX_BATCH) {
        const batch = messages.slice(start, start + OUTBOX_BATCH);
        const column = (pick: (message: MailMessage) => string | null) => sql`${sql.param(batch.map(pick))}`;
        await db.execute(sql`
          INSERT INTO outbox_emails (user_id, to_address, subject, text, html)
          SELECT * FROM unnest(${column((m) => m.userId ?? null)}::uuid[], ${column((m) => m.to)}::text[], ${column((m) => m.subject)}::text[],
                               ${column((m) => m.text)}::text[], ${column((m) => m.html)}::text[])`);
      }
    },
  };
}

/** Mails per statement of `sendMany`. */
const OUTBOX_BATCH = 1000;

function outboxRow(message: MailMessage): typeof outboxEmails.$inferInsert {
  return { userId: message.userId ?? null, toAddress: message.to, subject: message.subject, text: message.text, html: message.html };
}
