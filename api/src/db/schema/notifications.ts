// Notifications shown to savers.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

/**
 * A saver's notifications (spec §3 "Notification"): what happened to their accounts, their subscription, a
 * message from their advisor. Delivered live on the channel when they are connected, listed by page otherwise.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `account_fetched`, `account_deleted`, `account_sync_failed`… (the contract's notificationEventSchema). */
    event: text('event').notNull(),
    kind: text('kind', { enum: ['system', 'other'] }).notNull().default('system'),
    /** The bank connection concerned; no foreign key: the notice of a deleted connection outlives it. */
    accountId: uuid('account_id'),
    /** Free text of a `message` notification, or the name of the institution concerned. */
    text: text('text'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);
