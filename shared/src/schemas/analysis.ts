import { z } from 'zod';
import { amountSchema } from './common';

/**
 * Analysis vocabularies (spec §3 "Analysis vocabularies") and the wealth-wide analyses: composition,
 * aggregation and the wealth series. Per-contract analyses are in `portfolio-analysis.ts`.
 */

/** Asset classes a fund or a cash line belongs to. */
export const assetClassSchema = z.enum(
  [
    'euroFund',
    'stockUs',
    'stockFrance',
    'stockOther',
    'stockEurope',
    'bond',
    'other',
    'cash',
    'realEstate',
    'peaGuaranteed',
  ],
  'invalid',
);
export type AssetClass = z.infer<typeof assetClassSchema>;

/** The 11 sectors of the Global Industry Classification Standard. */
export const sectorSchema = z.enum(
  [
    'energy',
    'materials',
    'industrials',
    'consumerDiscretionary',
    'consumerStaples',
    'healthCare',
    'financials',
    'informationTechnology',
    'communicationServices',
    'utilities',
    'realEstate',
  ],
  'invalid',
);
export type Sector = z.infer<typeof sectorSchema>;

/** Geographic regions of an exposure. */
export const regionSchema = z.enum(
  ['northAmerica', 'europe', 'asia', 'latinAmerica', 'africa', 'oceania', 'others'],
  'invalid',
);
export type Region = z.infer<typeof regionSchema>;

/** Categories of the saver's spending, from checking-account transactions. */
export const spendingCategorySchema = z.enum(
  ['housing', 'grocery', 'clothing', 'communication', 'transport', 'health', 'finances', 'hobby', 'other'],
  'invalid',
);
export type SpendingCategory = z.infer<typeof spendingCategorySchema>;

/** Subsets a composition can be computed on (spec §3 "Composition subsets"). */
export const compositionSubsetSchema = z.enum(
  ['all', 'loan', 'contract', 'bank', 'kind', 'risk', 'spending', 'asset_class'],
  'invalid',
);
export type CompositionSubset = z.infer<typeof compositionSubsetSchema>;

/**
 * What a composition groups by (GET …/portfolios/composition `type`): the contract's own fields
 * (kind, bank, category, type), the risk level, or the look-through of the holdings.
 */
export const compositionTypeSchema = z.enum(
  ['kind', 'bank', 'category', 'type', 'risk', 'asset_class', 'sector', 'region', 'spending'],
  'invalid',
);
export type CompositionType = z.infer<typeof compositionTypeSchema>;

/** One slice of a composition; `key` is a value of the grouping (a kind, a bank id, a sector…). */
export const compositionItemSchema = z.object({
  key: z.string(),
  /** Display name when the key is not an enumeration value (a bank's name, a contract's name). */
  label: z.string().nullable(),
  amount: amountSchema,
  /** Share of the total, 0 to 1. */
  share: z.number().min(0).max(1),
});
export type CompositionItem = z.infer<typeof compositionItemSchema>;

/** GET /users/{userId}/portfolios/composition. Items are sorted by decreasing amount. */
export const compositionSchema = z.object({
  type: compositionTypeSchema,
  subset: compositionSubsetSchema,
  total: amountSchema,
  items: z.array(compositionItemSchema),
});
export type Composition = z.infer<typeof compositionSchema>;
