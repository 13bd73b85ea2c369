// Who signs in: users, their tokens and tickets, their profile, e-mail confirmations and e-mailed links.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
