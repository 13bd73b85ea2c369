// Advisory firms, their advisors and customers, and the invitations they send.
import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The customers of a firm (spec §3 "Customer"): added by hand or by invitation, followed by one of its advisors.
 * `user_id` is the saver's account once they have one (an accepted invitation); the advisor reads the saver's
 * data only while `access_granted_at` is set and `access_withdrawn_at` is not (issue 16). A saver is the
 * customer of one firm at most. The record, its notes and interactions are the firm's own and outlive a
 * withdrawal.
 */
export const advisoryCustomers = pgTable(
  'advisory_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => advisoryFirms.id, { onDelete: 'cascade' }),
    advisorUserId: uuid('advisor_user_id').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .unique('advisory_customers_user_key')
      .references(() => users.id, { onDelete: 'set null' }),
    civilTitle: text('civil_title', { enum: ['mr', 'mrs'] }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    clientId: text('client_id'),
    birthDate: date('birth_date', { mode: 'string' }),
    birthplace: text('birthplace'),
    maritalStatus: smallint('marital_status'),
    children: smallint('children'),
    advisorNotes: text('advisor_notes').notNull().default(''),
    accessGrantedAt: timestamp('access_granted_at', { withTimezone: true }),
    accessWithdrawnAt: timestamp('access_withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('advisory_customers_firm_idx').on(t.firmId, sql`lower(${t.lastName})`),
    index('advisory_customers_advisor_idx').on(t.advisorUserId),
    uniqueIndex('advisory_customers_firm_email_key').on(t.firmId, sql`lower(${t.email})`),
  ],
);

/** Interactions an advisor logs with a customer (spec §3 "Interaction"; the API calls them events). */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => advisoryCustomers.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => advisoryFirms.id, { onDelete: 'cascade' }),
    advisorUserId: uuid('advisor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The advisor's name when logged: it stays after their account is gone. */
    advisorName: text('advisor_name').notNull(),
    kind: text('kind', { enum: ['note', 'inbound_call', 'outbound_call'] }).notNull(),
    content: text('content').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    contactName: text('contact_name'),
    promoCode: text('promo_code'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_events_customer_idx').on(t.customerId, t.occurredAt), index('customer_events_firm_idx').on(t.firmId, t.occurredAt)],
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
    /** The customer record the invitation belongs to (created with the first invitation of an address). */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => advisoryCustomers.id, { onDelete: 'cascade' }),
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
  (t) => [index('invitations_firm_idx').on(t.firmId), index('invitations_customer_idx').on(t.customerId), index('invitations_email_idx').on(sql`lower(${t.email})`)],
);
