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

/** A fund of an arbitration basket. */
export const basketItemSchema = z.object({
  isin: isinSchema,
  basketFrom: basketFromSchema,
  /** Amount currently held, `null` for a fund picked in the market. */
  amount: amountSchema.nullable(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** A basket: no fund twice (spec §3 "A basket allows no duplicate funds by isin"). */
export const basketSchema = z
  .array(basketItemSchema)
  .refine((items) => new Set(items.map((item) => item.isin)).size === items.length, 'duplicate');
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
