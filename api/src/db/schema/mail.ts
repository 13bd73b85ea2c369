// E-mails kept in the database when no SMTP server is configured.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

/**
 * E-mails written when no SMTP server is configured (`SMTP_URL` unset): the development outbox, readable
 * through GET /api/dev/outbox outside production. With SMTP they are sent and not kept.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user the mail is about, when there is one; their mails go with their account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to_idx').on(sql`lower(${t.toAddress})`, t.createdAt)],
);
