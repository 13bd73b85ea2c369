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
      await db.insert(outboxEmails).values({
        userId: message.userId ?? null,
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // The database's time, not the injected clock: the outbox lists mails in the order they were written,
        // which a test's frozen clock would not tell apart.
      });
    },
  };
}
