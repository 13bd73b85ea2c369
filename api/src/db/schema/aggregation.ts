// What the aggregation partner brings: the saver's identity there, bank accounts, portfolios (a saver's contracts, spec "contract"), their daily values, lines, movements and loans.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, euros, updatedAt } from './columns';
import { users } from './identity';

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
    /**
     * The contract's risk level 0–5 (the analysis' `riskLevelOfVolatility` of its current allocation), written
     * when its lines are stored (`advisory/contract-risk.ts`); null when unknown. Cash kinds count as 0 in the
     * summaries whatever this holds.
     */
    riskLevel: smallint('risk_level'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('portfolios_user_idx').on(t.userId),
    uniqueIndex('portfolios_account_external_key').on(t.accountId, t.externalId),
    check('portfolios_recommended_risk_range', sql`${t.recommendedRisk} IS NULL OR ${t.recommendedRisk} BETWEEN 1 AND 5`),
    check('portfolios_risk_level_range', sql`${t.riskLevel} IS NULL OR ${t.riskLevel} BETWEEN 0 AND 5`),
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
