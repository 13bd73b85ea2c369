import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The one PostgreSQL schema of Patrimo, shared by PGlite and PostgreSQL (ARCHITECTURE §4).
 * Migrations under `api/drizzle/` are generated from this file with `pnpm --filter @patrimo/api db:generate`.
 * Dates are `timestamptz`; money, when it comes, is integer cents or `numeric`.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Savers and advisors alike: an advisor is a user whose roles include admin, advisor or manager. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** Per-user feature flags layered over the brand's (spec §6). */
    features: jsonb('features').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    coupon: text('coupon'),
    /** Recommended risk profile 1 (prudent) … 5 (aggressive); null until the questionnaire is done (spec §3 Risk). */
    recommendedRisk: smallint('recommended_risk'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail addresses are unique whatever their case: "Demo@Patrimo.fr" is the demo account too.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_recommended_risk_range', sql`${t.recommendedRisk} IS NULL OR ${t.recommendedRisk} BETWEEN 1 AND 5`),
  ],
);

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
 * Refresh tokens, stored as SHA-256 hashes. Each password grant starts a family; each refresh marks the
 * presented token used and issues the next one in the same family. Presenting a used token again means it
 * leaked: the whole family is revoked (reuse detection).
 */
export const oauthRefreshTokens = pgTable(
  'oauth_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_refresh_tokens_family_idx').on(t.familyId), index('oauth_refresh_tokens_user_idx').on(t.userId)],
);

/** Access tokens, stored as SHA-256 hashes; `familyId` ties them to the refresh family that issued them. */
export const oauthAccessTokens = pgTable(
  'oauth_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_access_tokens_family_idx').on(t.familyId), index('oauth_access_tokens_user_idx').on(t.userId)],
);

/**
 * Single-use tickets opening the live channel (`/ws?ticket=…`). Kept in the database rather than in memory
 * so that any API instance behind a load balancer can accept a ticket issued by another.
 */
export const websocketTickets = pgTable(
  'websocket_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('websocket_tickets_user_idx').on(t.userId)],
);

/**
 * The saver's profile (spec §3 "User profile"), one row per user once they first save it. Enumerations are
 * the contract's numeric codes; `riskSurvey` holds the user-level questionnaire's answers.
 */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mobile: text('mobile'),
  birthdate: text('birthdate'),
  birthplace: text('birthplace'),
  nationality: text('nationality'),
  maritalStatus: smallint('marital_status'),
  children: smallint('children'),
  scp: smallint('scp'),
  professionnalStatus: smallint('professionnal_status'),
  jobTitle: text('job_title'),
  incomeRange: smallint('income_range'),
  moneySource: smallint('money_source'),
  investableAssets: smallint('investable_assets'),
  annualSavings: smallint('annual_savings'),
  monthlyCharges: smallint('monthly_charges'),
  riskSurvey: jsonb('risk_survey').$type<{ type: 'profile' | 'contract'; answers: number[] }>(),
  emailPreferences: text('email_preferences').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The pending e-mail confirmation of a user: the 8-character code (hashed), the wrong attempts since it was
 * sent and, after too many, the end of the 30-minute block (spec §9).
 */
export const emailConfirmations = pgTable('email_confirmations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Single-use secrets sent by e-mail, stored hashed: password reset and account deletion links.
 * `usedAt` is set when one is spent; a newer secret of the same purpose supersedes the older ones.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'account_deletion'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
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

/** Money in euros: numeric(16,2), read as a JS number (amounts stay far below 2^53 cents). */
const euros = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

/**
 * The saver's identity at the aggregation partner (GET/POST /users/me/connection), created on their first
 * connection. The partner's permanent token is a secret: it never leaves the server.
 */
export const aggregatorUsers = pgTable('aggregator_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['sandbox', 'powens'] }).notNull(),
  providerUserId: text('provider_user_id').notNull(),
  token: text('token').notNull(),
  createdAt: createdAt(),
});

/**
 * A saver's bank connection, the spec's "Account" (§3): one institution reached through the partner, with the
 * state of its last synchronisation. The « Démonstration » account is one too (`demo`, no partner connection).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'powens', 'demo'] }).notNull(),
    /** The partner's connection id; null for the demonstration account. */
    connectionId: text('connection_id'),
    bankId: text('bank_id').notNull(),
    bankName: text('bank_name').notNull(),
    /** Spec §4's connection states (`none` when the last synchronisation went well). */
    state: text('state').notNull().default('none'),
    /** The follow-up form when `state` is `additionalInformationNeeded`. */
    fields: jsonb('fields').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    message: text('message'),
    syncing: boolean('syncing').notNull().default(false),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    // Adding the same connection twice updates it instead of doubling every contract.
    uniqueIndex('bank_accounts_connection_key').on(t.userId, t.connectionId),
  ],
);

/**
 * A contract (spec §3 "Contract / portfolio"): a bank account, a savings account, an investment envelope or a
 * loan, found at a connection (`accountId`) or entered by hand. `externalId` is the partner's id, the key of
 * idempotent synchronisations.
 */
export const portfolios = pgTable(
  'portfolios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => bankAccounts.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    name: text('name').notNull(),
    number: text('number'),
    kind: text('kind').notNull(),
    kindDetail: text('kind_detail'),
    status: text('status', { enum: ['active', 'hidden', 'closed'] }).notNull().default('active'),
    /** invested_wealth, savings or real_estate; null for loans. */
    category: text('category'),
    type: text('type', { enum: ['asset', 'liability'] }).notNull().default('asset'),
    amount: euros('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    openingDate: date('opening_date', { mode: 'string' }),
    /** First date of the value history that is simulated (after the last real market date); null if none. */
    simulatedFrom: date('simulated_from', { mode: 'string' }),
    realEstateId: uuid('real_estate_id'),
    /** Savings goal and fees (PUT /portfolios/{id}/portfolio_infos). */
    infos: jsonb('infos').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    recommendedRisk: smallint('recommended_risk'),
    riskSurvey: jsonb('risk_survey').$type<{ type: 'profile' | 'contract'; answers: number[] }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('portfolios_user_idx').on(t.userId),
    uniqueIndex('portfolios_account_external_key').on(t.accountId, t.externalId),
    check('portfolios_recommended_risk_range', sql`${t.recommendedRisk} IS NULL OR ${t.recommendedRisk} BETWEEN 1 AND 5`),
  ],
);

/** Daily values of a contract, one row a day (the wealth history and every performance figure come from it). */
export const portfolioValues = pgTable(
  'portfolio_values',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    value: euros('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.date] })],
);

/** The lines of an investment contract: funds, securities, the euro fund. Replaced whole at each sync. */
export const portfolioInvestments = pgTable(
  'portfolio_investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    isin: text('isin'),
    label: text('label').notNull(),
    valuation: euros('valuation').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 6, mode: 'number' }),
    unitValue: numeric('unit_value', { precision: 20, scale: 6, mode: 'number' }),
    valuationDate: date('valuation_date', { mode: 'string' }).notNull(),
    investedAmount: euros('invested_amount'),
    euroFund: boolean('euro_fund').notNull().default(false),
  },
  (t) => [index('portfolio_investments_portfolio_idx').on(t.portfolioId)],
);

/** Movements of a contract; `externalId` (the partner's) makes re-reading them harmless. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: euros('amount').notNull(),
    label: text('label').notNull(),
    category: text('category'),
  },
  (t) => [uniqueIndex('transactions_portfolio_external_key').on(t.portfolioId, t.externalId), index('transactions_portfolio_date_idx').on(t.portfolioId, t.date)],
);

/** What a loan contract adds (spec §3 "Loan"). Rates are ratios (0.0135 = 1,35 %). */
export const loans = pgTable('loans', {
  portfolioId: uuid('portfolio_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  kindDetail: text('kind_detail').notNull(),
  totalAmount: euros('total_amount').notNull(),
  remainingCapital: euros('remaining_capital').notNull(),
  rate: numeric('rate', { precision: 8, scale: 6, mode: 'number' }).notNull(),
  /** Eight decimals: a monthly insurance typed in cents must read back the same on loans up to millions. */
  insuranceRate: numeric('insurance_rate', { precision: 10, scale: 8, mode: 'number' }),
  monthlyPayment: euros('monthly_payment').notNull(),
  signatureDate: date('signature_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
});

/**
 * Durable background work (synchronisations first): a row per job, claimed with `FOR UPDATE SKIP LOCKED` so
 * that with several API instances a job runs once; retried with a growing delay; a job whose worker died
 * (`lockedAt` too old) is claimed again. Jobs are idempotent: running one twice changes nothing more.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The user the job is about; their jobs go with their account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Progress shown while a synchronisation runs (0 … 1) and what it is doing, in French. */
    progress: jsonb('progress').$type<{ ratio: number; step: string } | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_claim_idx').on(t.status, t.runAfter), index('jobs_user_idx').on(t.userId)],
);

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

/**
 * The product catalogue's rows that are not in the code (`banks/catalogue.ts`): products a saver declared as
 * missing from an institution's range (`source` `declared`, POST /banks/{bankId}/contracts), and advisors'
 * edits of the code's products (`override`, PUT /contracts/{id}: the row's id is the product's own). The
 * catalogue routes merge them over the code's products. `nameKey` is the name's search form (case, accents and
 * punctuation ignored): one name per institution.
 */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['declared', 'override'] }).notNull(),
    bankId: text('bank_id').notNull(),
    /** Public address `/contrats/{url}`; an override keeps the code product's. */
    url: text('url').notNull().unique(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    kind: text('kind').notNull(),
    description: text('description'),
    fees: jsonb('fees').$type<{ kind: string; rate: number }[]>().notNull().default(sql`'[]'::jsonb`),
    minimumDeposit: euros('minimum_deposit'),
    euroFundRate: numeric('euro_fund_rate', { precision: 8, scale: 6, mode: 'number' }),
    /** Who declared or last edited it; kept when they leave, without the link. */
    editedByUserId: uuid('edited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who declared it (declared rows): they see it while it awaits review. */
    declaredByUserId: uuid('declared_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When an advisory firm admin published it; null while it awaits review (only its author and admins see it). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per institution among published products; a pending name is unique for its author only, so that
    // nobody can squat a name with a declaration no one else sees. Publishing checks the published names.
    uniqueIndex('catalogue_products_bank_name_key').on(t.bankId, t.nameKey).where(sql`${t.publishedAt} is not null`),
    uniqueIndex('catalogue_products_pending_name_key').on(t.bankId, t.nameKey, t.declaredByUserId).where(sql`${t.publishedAt} is null`),
  ],
);

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
    subjectUserId: uuid('subject_user_id').notNull(),
    /** What was done, e.g. `GET /users/:userId/portfolios`. */
    action: text('action').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectUserId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);

export const schema = {
  users,
  advisoryFirms,
  advisorMemberships,
  advisoryCustomers,
  oauthRefreshTokens,
  oauthAccessTokens,
  websocketTickets,
  userProfiles,
  emailConfirmations,
  emailTokens,
  invitations,
  outboxEmails,
  aggregatorUsers,
  bankAccounts,
  portfolios,
  portfolioValues,
  portfolioInvestments,
  transactions,
  loans,
  jobs,
  notifications,
  catalogueProducts,
  auditLog,
};
