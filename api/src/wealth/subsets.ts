import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  BANK_ACCOUNT_KINDS,
  KINDS_WITH_REPARTITION,
  RISKED_KINDS,
  SUPPORTED_KINDS,
  SUPPORTED_SAVINGS_KIND_DETAILS,
  type CompositionSubset,
  type ContractCategory,
} from '@patrimo/shared';
import { portfolios } from '../db/schema';

/**
 * Which of a saver's contracts a wealth figure counts (spec §3 "Composition subsets"), as SQL conditions on
 * `portfolios`. Every wealth read starts from {@link countedContracts}: the saver's `active` contracts — hidden
 * ones (the saver asked not to see them) and closed ones (nothing left at the institution) never count. The
 * « Démonstration » account's contracts do count: until a first add they are the saver's only data, and the
 * add removes them.
 *
 * The subsets, each a set of contracts:
 * - `all`: every counted contract, assets and loans (loans are stored negative, so a sum is the net wealth);
 * - `loan`: the loans;
 * - `contract`: the investment contracts (category `invested_wealth`: life insurance, PEA, securities…);
 * - `bank`: the bank accounts (checking, card, deposit);
 * - `kind`: the contracts the product supports by kind (spec §3 supported kinds and savings details);
 * - `risk`: the risked kinds (their holdings carry market risk);
 * - `spending`: the accounts spending goes through (checking and card);
 * - `asset_class`: the contracts whose content has a breakdown (kinds with repartition).
 */

/** The saver's contracts that count in any wealth figure: theirs and active. */
export function countedContracts(userId: string): SQL {
  return and(eq(portfolios.userId, userId), eq(portfolios.status, 'active')) as SQL;
}

/** The condition of a subset; undefined for `all` (no further condition). */
export function subsetCondition(subset: CompositionSubset): SQL | undefined {
  switch (subset) {
    case 'all':
      return undefined;
    case 'loan':
      return eq(portfolios.kind, 'loan');
    case 'contract':
      return eq(portfolios.category, 'invested_wealth');
    case 'bank':
      return inArray(portfolios.kind, [...BANK_ACCOUNT_KINDS]);
    case 'kind':
      return and(
        inArray(portfolios.kind, [...SUPPORTED_KINDS]),
        or(ne(portfolios.kind, 'savings'), inArray(portfolios.kindDetail, [...SUPPORTED_SAVINGS_KIND_DETAILS])),
      );
    case 'risk':
      return inArray(portfolios.kind, [...RISKED_KINDS]);
    case 'spending':
      return inArray(portfolios.kind, ['checking', 'card']);
    case 'asset_class':
      return inArray(portfolios.kind, [...KINDS_WITH_REPARTITION]);
  }
}

/** Contracts of some wealth categories (loans have none, so a category list leaves them out). */
export function categoriesCondition(categories: readonly ContractCategory[] | undefined): SQL | undefined {
  if (categories === undefined) return undefined;
  if (categories.length === 0) return sql`false`;
  return inArray(portfolios.category, [...categories]);
}

/** The counted contracts of a subset, optionally restricted to some categories. */
export function selectedContracts(userId: string, subset: CompositionSubset, categories?: readonly ContractCategory[]): SQL {
  return and(countedContracts(userId), subsetCondition(subset), categoriesCondition(categories)) as SQL;
}
