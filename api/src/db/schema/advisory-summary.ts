// Precomputed figures of the advisor's customer list (issue 16): kept by triggers of migration 0011, read by
// GET /customers and GET /advisory_stats. See api/src/advisory/README.md for the definitions.
import { boolean, date, index, integer, numeric, pgTable, smallint, text, timestamp, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { euros } from './columns';
import { advisoryCustomers } from './advisory';
import { users } from './identity';

/**
 * One row per saver holding at least one contract: their wealth as they see it (net: active contracts, loans
 * negative), available liquidities, contract counts, amount-weighted risk and largest contract. Recomputed by
 * `patrimo_refresh_saver_summaries(uuid[])`, which the triggers on `portfolios`, `advisory_customers` and
 * `catalogue_products` call; never written by the application.
 */
export const saverSummaries = pgTable(
  'saver_summaries',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    wealthAmount: euros('wealth_amount').notNull(),
    availableLiquidities: euros('available_liquidities').notNull(),
    contractsCount: integer('contracts_count').notNull(),
    internalContracts: integer('internal_contracts').notNull(),
    /** 0–5, weighted by amount over the contracts with a risk level; null when none has one. */
    riskAvg: numeric('risk_avg', { precision: 7, scale: 5, mode: 'number' }),
    favoritePortfolioId: uuid('favorite_portfolio_id'),
    favoriteName: text('favorite_name'),
    favoriteKind: text('favorite_kind'),
    favoriteAmount: euros('favorite_amount'),
    /**
     * The saver's wealth series at month ends, for GET /advisory_stats: `monthValues[k]` (1-based) is the sum of
     * the active contracts' last value on or before the last day of month number `valuesStart + k - 1`
     * (`patrimo_month_number`: year × 12 + month − 1), from the month of the first value to the month of the
     * last; the last element is therefore the sum of every contract's latest value. Null without any value.
     */
    valuesStart: integer('values_start'),
    monthValues: numeric('month_values').array(),
    /** The date of the saver's latest value (active contracts): after it, the series stays at the last element. */
    valuesThrough: date('values_through', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saver_summaries_wealth_idx').on(t.wealthAmount)],
);

type ListColumns = Record<'firmId' | 'customerId' | 'wealthAmount' | 'availableLiquidities' | 'contractsCount' | 'internalContracts' | 'riskAvg' | 'favoriteKey' | 'lastInteractionAt' | 'invitationRank', ExtraConfigColumn>;

function sortIndexes(t: ListColumns) {
  const sorted = { wealth: t.wealthAmount, liquidities: t.availableLiquidities, contracts: t.contractsCount, internal: t.internalContracts, risk: t.riskAvg, favorite: t.favoriteKey, interaction: t.lastInteractionAt, invitation: t.invitationRank };
  return Object.entries(sorted).flatMap(([name, column]) => [
    index(`customer_list_rows_${name}_asc_idx`).on(t.firmId, column.asc().nullsLast(), t.customerId),
    index(`customer_list_rows_${name}_desc_idx`).on(t.firmId, column.desc().nullsLast(), t.customerId),
  ]);
}

/**
 * One row per customer record, what GET /customers filters and sorts on, in one table: its scope (firm,
 * advisor), its name and search keys (`patrimo_fold`), its wealth figures — copied from the saver summary, null
 * unless access is granted, 0 for a granted customer without a contract —, the latest interaction and the latest
 * invitation. Recomputed by `patrimo_refresh_customer_rows(uuid[])` from the triggers on `advisory_customers`,
 * `customer_events`, `invitations` and from every saver summary refresh; never written by the application.
 */
export const customerListRows = pgTable(
  'customer_list_rows',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => advisoryCustomers.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').notNull(),
    advisorUserId: uuid('advisor_user_id'),
    lastKey: text('last_key').notNull(),
    firstKey: text('first_key').notNull(),
    /** « first last|last first|e-mail|client id », folded: what `q` is searched in. */
    searchText: text('search_text').notNull(),
    granted: boolean('granted').notNull(),
    wealthAmount: euros('wealth_amount'),
    availableLiquidities: euros('available_liquidities'),
    contractsCount: integer('contracts_count'),
    internalContracts: integer('internal_contracts'),
    riskAvg: numeric('risk_avg', { precision: 7, scale: 5, mode: 'number' }),
    favoritePortfolioId: uuid('favorite_portfolio_id'),
    favoriteName: text('favorite_name'),
    favoriteKind: text('favorite_kind'),
    favoriteAmount: euros('favorite_amount'),
    favoriteKey: text('favorite_key'),
    lastInteractionAt: timestamp('last_interaction_at', { withTimezone: true }),
    invitationState: text('invitation_state', { enum: ['sent', 'read', 'accepted', 'canceled'] }),
    /** The invitation state's place in its life: sent 1, read 2, accepted 3, canceled 4. */
    invitationRank: smallint('invitation_rank'),
  },
  (t) => [
    index('customer_list_rows_firm_name_idx').on(t.firmId, t.lastKey, t.firstKey, t.customerId),
    index('customer_list_rows_advisor_name_idx').on(t.advisorUserId, t.lastKey, t.firstKey, t.customerId),
    // Every other sort, both ways, nulls last, ties by id: a firm's page is read from an index, not a sort.
    ...sortIndexes(t),
  ],
);
