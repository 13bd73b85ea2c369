// A saver's properties (spec §3 "Real estate", issue 14).
import { date, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EstimateRefusal, RealEstateEstimate } from '@patrimo/shared';
import { createdAt, euros, updatedAt } from './columns';
import { portfolios } from './aggregation';
import { users } from './identity';

/**
 * A property. Its id is the id of the portfolio (category `real_estate`) that carries it in the wealth, so a
 * loan's `portfolios.real_estate_id` names both, and deleting the portfolio deletes the property. `fields` holds
 * what the saver typed (spec §3, checked by the shared schema), `estimate` the last estimate.
 */
export const realEstates = pgTable('real_estates', {
  id: uuid('id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  estimate: jsonb('estimate').$type<RealEstateEstimate>(),
  estimateRefusal: text('estimate_refusal').$type<EstimateRefusal>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The link of a loan to the property it financed: the part of the loan and the date (spec §3 "Loan"). */
export const realEstateLoans = pgTable('real_estate_loans', {
  loanId: uuid('loan_id')
    .primaryKey()
    .references(() => portfolios.id, { onDelete: 'cascade' }),
  realEstateId: uuid('real_estate_id')
    .notNull()
    .references(() => realEstates.id, { onDelete: 'cascade' }),
  amount: euros('amount').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
});
