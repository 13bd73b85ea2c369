// The contract analysis (issue 12): each step's figures cached per contract, and the saver's progress through the pages.
import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portfolios } from './aggregation';
import { users } from './identity';

/**
 * One computed step of a contract's analysis (GET …/analyses/{type}), kept until the contract changes.
 * `version` names the data it was computed from (the recommended risk it was read against and the contract's
 * last change): a row of another version is stale and recomputed. Every edit and every synchronisation of the
 * contract deletes its rows (`clearContractAnalyses`).
 */
export const portfolioAnalyses = pgTable(
  'portfolio_analyses',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['allocation', 'performances', 'risk', 'fees', 'advices'] }).notNull(),
    version: text('version').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.type] })],
);

/** A page of a contract's analysis the saver read (spec §4 stepper, « ANALYSÉ » badge); an advisor's reading writes nothing. */
export const analysisPageVisits = pgTable(
  'analysis_page_visits',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ['allocation', 'performances', 'risk', 'fees', 'advices'] }).notNull(),
    substep: smallint('substep').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.userId, t.step, t.substep] }), index('analysis_page_visits_user_idx').on(t.userId)],
);

/**
 * One optimisation of a contract (POST …/optimize, issue 13), kept until the contract changes (spec §4: « Editing
 * a contract clears its cached optimisation »). `key` is the hash of the request (start, strategy, basket,
 * amount); `version` the data it was computed from, as for the analysis. Cleared with the analysis by
 * `clearContractAnalyses`.
 */
export const portfolioOptimisations = pgTable(
  'portfolio_optimisations',
  {
    portfolioId: uuid('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    version: text('version').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.key] })],
);

/**
 * The arbitration plan a saver keeps on a contract (PUT …/arbitration_plan): the choice, the result as computed,
 * and the version of the contract's data it was computed from (the plan survives an edit of the contract; a
 * version that no longer matches makes it `stale`). One plan per contract.
 */
export const arbitrationPlans = pgTable('arbitration_plans', {
  portfolioId: uuid('portfolio_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  choice: jsonb('choice').$type<Record<string, unknown>>().notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  version: text('version').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
});
