// Advisory firms, their advisors and customers, and the invitations they send.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './identity';

export const advisoryFirms = pgTable('advisory_firms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which firm an advisory user works for (one firm per advisor; the role itself is in `users.roles`). */
export const advisorMemberships = pgTable(
  'advisor_memberships',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => advisoryFirms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('advisor_memberships_firm_idx').on(t.firmId)],
);

/** Savers who are customers of a firm, optionally followed by one of its advisors. */
export const advisoryCustomers = pgTable(
  'advisory_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => advisoryFirms.id, { onDelete: 'cascade' }),
    advisorUserId: uuid('advisor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('advisory_customers_firm_idx').on(t.firmId), index('advisory_customers_advisor_idx').on(t.advisorUserId)],
);

/**
 * Invitations an advisor sends to a future customer (spec §3 "Invitation", §4 states sent → read → accepted,
 * or canceled). The link's token is kept readable: the advisor may copy the link again from their list.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => advisoryFirms.id, { onDelete: 'cascade' }),
    advisorUserId: uuid('advisor_user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['sent', 'read', 'accepted', 'canceled'] }).notNull().default('sent'),
    token: text('token').notNull().unique(),
    civilTitle: text('civil_title', { enum: ['mr', 'mrs'] }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message'),
    companyName: text('company_name'),
    contactName: text('contact_name'),
    promoCode: text('promo_code'),
    /** The saver's account once the invitation is accepted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_firm_idx').on(t.firmId), index('invitations_email_idx').on(sql`lower(${t.email})`)],
);
