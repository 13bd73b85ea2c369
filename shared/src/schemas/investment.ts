import { z } from 'zod';
import {
  amountSchema,
  currencySchema,
  dateSchema,
  historySchema,
  idSchema,
  paginationMetaSchema,
  ratioSchema,
  shareSchema,
} from './common';
import { assetClassSchema, regionSchema, sectorSchema } from './analysis';
import { riskProfileLevelSchema, srriSchema } from './risk';
import { INVESTMENT_SEARCH_LIMIT, INVESTMENT_SEARCH_PAGE } from '../constants/ui';
import { ARBITRATION_MAX_BASKET } from '../constants/analysis';

/**
 * Investments (funds) and tags (spec §3 "Investment (fund)").
 */

/** International Securities Identification Number: country, 9 characters, check digit. */
export const isinSchema = z
  .string('blank')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/, 'invalid');
export type Isin = z.infer<typeof isinSchema>;

/** Where a fund of an arbitration basket comes from: held today, recommended, or picked in the market. */
export const basketFromSchema = z.enum(['current', 'recommended', 'market'], 'invalid');
export type BasketFrom = z.infer<typeof basketFromSchema>;

/** The descriptive facts of a fund. */
export const investmentGeneralSchema = z.object({
  name: z.string(),
  managementCompany: z.string().nullable(),
  assetClass: assetClassSchema,
  srri: srriSchema.nullable(),
  currency: currencySchema,
  /** Yearly ongoing charges, as a ratio (0.018 = 1,8 %). */
  ongoingCharges: ratioSchema.nullable(),
  /** Actively managed (about 2 % fees) rather than an index fund (about 0,3 %), spec §9. */
  active: z.boolean(),
  /** Name of the index the fund is measured against. */
  benchmark: z.string().nullable(),
  /** Last known net asset value per share, in the fund's currency. */
  lastPrice: z.number().nullable(),
  lastPriceDate: dateSchema.nullable(),
});
export type InvestmentGeneral = z.infer<typeof investmentGeneralSchema>;

/** Performances over rolling periods, as ratios; `null` when the fund is too young. */
export const investmentPerformancesSchema = z.object({
  oneYear: ratioSchema.nullable(),
  threeYears: ratioSchema.nullable(),
  fiveYears: ratioSchema.nullable(),
  /** Whether the fund beat its index every year of the last 5 (spec §9). */
  beatsIndexFiveYears: z.boolean().nullable(),
});
export type InvestmentPerformances = z.infer<typeof investmentPerformancesSchema>;

/** A fund as listed (search results, holdings). */
export const investmentSchema = z.object({
  isin: isinSchema,
  general: investmentGeneralSchema,
  performances: investmentPerformancesSchema,
  /** Ranking score for the requested risk profile (GET /investments sorts by it); `null` if unranked. */
  score: z.number().nullable(),
  tags: z.array(z.string()),
});
export type Investment = z.infer<typeof investmentSchema>;

/** A share of one exposure key (an asset class, a sector, a region). */
function exposure<T extends z.ZodType>(key: T) {
  return z.array(z.object({ key, share: shareSchema }));
}

/** GET /investments/{isin}: the fund page (spec §2 contract/{id}/fund/{isin}). */
export const investmentDetailSchema = investmentSchema.extend({
  /** Value history based at 100 (spec §9 "Performance history based at 100"). */
  history: historySchema,
  benchmarkHistory: historySchema,
  assetClasses: exposure(assetClassSchema),
  sectors: exposure(sectorSchema),
  regions: exposure(regionSchema),
  /** Yearly performances, most recent last. */
  yearly: z.array(z.object({ year: z.number().int(), performance: ratioSchema, benchmark: ratioSchema.nullable() })),
});
export type InvestmentDetail = z.infer<typeof investmentDetailSchema>;

/**
 * A fund of an arbitration basket (spec §3 "Investment": isin, general, basketFrom). The contract's euro fund
 * usually has no ISIN: it is named by `euroFund: true` with `isin` null (only a euro fund may omit the ISIN).
 * `share` is its weight in the starting allocation (recommended or current, spec §4), null for a fund added in
 * the market or a blank start; the shares given must sum to 1 (400 `shares_do_not_sum`).
 */
export const basketItemSchema = z
  .object({
    isin: isinSchema.nullable(),
    euroFund: z.boolean('invalid').default(false),
    basketFrom: basketFromSchema,
    share: shareSchema.nullable().default(null),
  })
  .refine((item) => item.isin !== null || item.euroFund, { message: 'required', path: ['isin'] });
export type BasketItem = z.infer<typeof basketItemSchema>;
export type BasketItemInput = z.input<typeof basketItemSchema>;

/** The key of a basket line: its ISIN, or `EURO_FUND` for a euro fund without one. */
export const EURO_FUND_LINE_KEY = 'EURO_FUND';
export function basketLineKey(item: { isin: string | null; euroFund: boolean }): string {
  return item.isin ?? EURO_FUND_LINE_KEY;
}

/** Tolerance on the sum of a basket's starting shares (they are rounded to 4 decimals by the screens). */
export const BASKET_SHARES_TOLERANCE = 0.001;

/**
 * A basket: no fund twice (spec §3 "A basket allows no duplicate funds by isin", the euro fund without ISIN
 * counted once), at most `ARBITRATION_MAX_BASKET` funds, and the starting shares, when some are given, summing
 * to 1.
 */
export const basketSchema = z
  .array(basketItemSchema)
  .max(ARBITRATION_MAX_BASKET, 'too_long')
  .refine((items) => new Set(items.map(basketLineKey)).size === items.length, 'duplicate')
  .refine((items) => {
    const shares = items.flatMap((item) => (item.share === null ? [] : [item.share]));
    return shares.length === 0 || Math.abs(shares.reduce((sum, share) => sum + share, 0) - 1) <= BASKET_SHARES_TOLERANCE;
  }, 'shares_do_not_sum');
export type Basket = z.infer<typeof basketSchema>;

/** A theme funds are filed under (GET /tags), e.g. « ESG ». */
export const tagSchema = z.object({
  id: z.string(),
  label: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

/** GET /investments: one page of search results. */
export const investmentSearchResultSchema = z.object({
  investments: z.array(investmentSchema),
  meta: paginationMetaSchema,
  /**
   * With `contract_id`: the contract's euro fund, always available to its basket whatever the query, tag or
   * page (it has no ISIN and no market prices, so it is not among `investments`); null without `contract_id`
   * or for a contract that cannot hold one (a securities account, a PEA).
   */
  euroFund: z
    .object({
      isin: isinSchema.nullable(),
      name: z.string(),
      /** Its expected yearly yield as the optimiser counts it: the last full year's credited yield. */
      yield: ratioSchema,
      /** Amount the contract holds in it today (0 when none). */
      amount: amountSchema,
    })
    .nullable(),
});
export type InvestmentSearchResult = z.infer<typeof investmentSearchResultSchema>;

/** GET /investments query (spec §7, defaults of spec §9: limit 10, page 1). */
export const searchInvestmentsQuerySchema = z.object({
  /** Only the funds a contract can hold. */
  contractId: idSchema.optional(),
  query: z.string().trim().max(120, 'too_long').optional(),
  tag: z.string().min(1).optional(),
  limit: z.coerce
    .number('not_a_number')
    .int('invalid')
    .min(1, 'out_of_range')
    .max(50, 'out_of_range')
    .default(INVESTMENT_SEARCH_LIMIT),
  page: z.coerce
    .number('not_a_number')
    .int('invalid')
    .min(1, 'out_of_range')
    .default(INVESTMENT_SEARCH_PAGE),
  /** Risk profile whose score orders the results; the saver's recommended one when absent. */
  risk: z.coerce.number('not_a_number').pipe(riskProfileLevelSchema).optional(),
});
export type SearchInvestmentsQuery = z.input<typeof searchInvestmentsQuerySchema>;
