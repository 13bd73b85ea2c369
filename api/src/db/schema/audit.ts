// Audit log of advisor reads and sensitive changes.
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every advisor read of a customer's data (ARCHITECTURE §6). The user ids carry no foreign key on purpose:
 * the trail outlives an advisor's account. A saver who deletes their account takes their rows with them
 * (right to erasure; `identity/account-deletion.ts`); advisory accounts cannot self-delete.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').notNull(),
    firmId: uuid('firm_id'),
    /** The saver whose data was read; null for a customer without an account (then `customer_id` says whom). */
    subjectUserId: uuid('subject_user_id'),
    /** The firm's customer record concerned, when the call named one. */
    customerId: uuid('customer_id'),
    /** What was done, e.g. `GET /users/:userId/portfolios`. */
    action: text('action').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectUserId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_customer_idx').on(t.customerId, t.createdAt),
  ],
);
