import { z } from 'zod';
import { amountSchema, historySchema, ratioSchema, shareSchema } from './common';
import { assetClassSchema, regionSchema, sectorSchema } from './analysis';
import { feeKindSchema } from './contract';
import { basketSchema, isinSchema } from './investment';
import {
  allocationTargetLineSchema,
  recommendedRiskSchema,
  riskProfileLevelSchema,
  riskRatioRangeSchema,
  srriSchema,
} from './risk';

/**
 * The five-step analysis of one contract (spec §3, §4 "Analysis") and its optimisation
 * (arbitration, spec §4 "Arbitration").
 */

/** The steps, in order; GET …/portfolios/{id}/analyses/{type}. */
export const ANALYSIS_TYPES = ['allocation', 'performances', 'risk', 'fees', 'advices'] as const;
export const analysisTypeSchema = z.enum(ANALYSIS_TYPES, 'invalid');
export type AnalysisType = z.infer<typeof analysisTypeSchema>;

/** A holding of the contract as the analyses see it. */
export const holdingSchema = z.object({
  isin: isinSchema.nullable(),
  name: z.string(),
  amount: amountSchema,
  share: shareSchema,
  assetClass: assetClassSchema,
  srri: srriSchema.nullable(),
});
export type Holding = z.infer<typeof holdingSchema>;

function shares<T extends z.ZodType>(key: T) {
  return z.array(z.object({ key, share: shareSchema }));
}

export const allocationAnalysisSchema = z.object({
  type: z.literal('allocation'),
  assetClasses: z.array(z.object({ key: assetClassSchema, amount: amountSchema, share: shareSchema })),
  sectors: shares(sectorSchema),
  regions: shares(regionSchema),
  holdings: z.array(holdingSchema),
  /** The model allocation of the saver's recommended profile, to compare with. */
  target: z.array(allocationTargetLineSchema),
});

export const performancesAnalysisSchema = z.object({
  type: z.literal('performances'),
  /** The contract's value based at 100. */
  history: historySchema,
  benchmarkHistory: historySchema,
  yearly: z.array(z.object({ year: z.number().int(), performance: ratioSchema, benchmark: ratioSchema.nullable() })),
  /** Share of the contract's funds beating their index over 1, 3 and 5 years (spec §9 gauges). */
  outperformance: z.array(z.object({ years: z.literal([1, 3, 5]), share: shareSchema })),
  funds: z.array(
    z.object({
      isin: isinSchema,
      name: z.string(),
      performance: ratioSchema.nullable(),
      benchmarkPerformance: ratioSchema.nullable(),
      beatsIndexFiveYears: z.boolean().nullable(),
    }),
  ),
});

/** Risk ratios the risk step shows, each placed in its usual range. */
export const riskRatioNameSchema = z.enum(['volatility', 'maxDrawdown', 'sharpe', 'var'], 'invalid');
export type RiskRatioName = z.infer<typeof riskRatioNameSchema>;

export const riskAnalysisSchema = z.object({
  type: z.literal('risk'),
  /** Risk level of the contract as it is, 0 to 5; `null` when it cannot be computed. */
  level: riskProfileLevelSchema.nullable(),
  recommendedRisk: recommendedRiskSchema.nullable(),
  /** Amount-weighted SRRI of the holdings, 1 to 7. */
  srri: z.number().min(1).max(7).nullable(),
  ratios: z.array(
    z.object({
      name: riskRatioNameSchema,
      value: ratioSchema,
      range: riskRatioRangeSchema,
    }),
  ),
  holdings: z.array(holdingSchema),
});

export const feesAnalysisSchema = z.object({
  type: z.literal('fees'),
  /** Fees expected over the next 12 months (spec §9). */
  estimatedFees: amountSchema,
  byKind: z.array(z.object({ kind: feeKindSchema, amount: amountSchema })),
  /** Value over 20 years with and without fees (spec §9), one point per year. */
  projection: z.array(z.object({ year: z.number().int().min(0), withFees: amountSchema, withoutFees: amountSchema })),
  funds: z.array(
    z.object({ isin: isinSchema, name: z.string(), ongoingCharges: ratioSchema.nullable(), active: z.boolean() }),
  ),
});

/** What an advice asks the saver to do. */
export const adviceKindSchema = z.enum(
  ['rebalance', 'reduceFees', 'reduceRisk', 'increaseRisk', 'diversify', 'completeProfile'],
  'invalid',
);
export type AdviceKind = z.infer<typeof adviceKindSchema>;

export const advicesAnalysisSchema = z.object({
  type: z.literal('advices'),
  recommendedRisk: recommendedRiskSchema.nullable(),
  advices: z.array(z.object({ kind: adviceKindSchema, priority: z.number().int().min(1) })),
  recommendedAllocation: z.array(allocationTargetLineSchema),
});

/** Any step's result, told apart by `type`. */
export const portfolioAnalysisSchema = z.discriminatedUnion('type', [
  allocationAnalysisSchema,
  performancesAnalysisSchema,
  riskAnalysisSchema,
  feesAnalysisSchema,
  advicesAnalysisSchema,
]);
export type PortfolioAnalysis = z.infer<typeof portfolioAnalysisSchema>;
export type AllocationAnalysis = z.infer<typeof allocationAnalysisSchema>;
export type PerformancesAnalysis = z.infer<typeof performancesAnalysisSchema>;
export type RiskAnalysis = z.infer<typeof riskAnalysisSchema>;
export type FeesAnalysis = z.infer<typeof feesAnalysisSchema>;
export type AdvicesAnalysis = z.infer<typeof advicesAnalysisSchema>;

/** The allocation the arbitration starts from (spec §4): recommended, current, or blank. */
export const startAllocationSchema = z.enum(['recommended', 'current', 'blank'], 'invalid');
export type StartAllocation = z.infer<typeof startAllocationSchema>;

/** Optimisation strategies offered at the « optimize » step. */
export const optimisationStrategySchema = z.enum(['minRisk', 'balanced', 'maxReturn'], 'invalid');
export type OptimisationStrategy = z.infer<typeof optimisationStrategySchema>;

/**
 * POST …/portfolios/{id}/optimize `{ data }`. The basket needs a euro fund (`no_euro_fund`) and a fund
 * with an SRRI below 4 (`no_low_risk_fund`), spec §5.
 */
export const optimisationInputSchema = z.object({
  data: z.object({
    start: startAllocationSchema,
    strategy: optimisationStrategySchema,
    basket: basketSchema.min(1, 'required'),
    /** Amount to allocate; the contract's current value when omitted. */
    amount: amountSchema.optional(),
  }),
});
export type OptimisationInput = z.infer<typeof optimisationInputSchema>;

/** One proposed allocation. */
export const optimisedAllocationSchema = z.object({
  id: z.string(),
  expectedReturn: ratioSchema,
  volatility: ratioSchema,
  /** Confidence level of the expected return interval (spec §9: 0.95). */
  confidence: z.number().min(0).max(1),
  expectedReturnLow: ratioSchema,
  expectedReturnHigh: ratioSchema,
  level: riskProfileLevelSchema,
  lines: z.array(z.object({ isin: isinSchema, name: z.string(), share: shareSchema, amount: amountSchema })),
});
export type OptimisedAllocation = z.infer<typeof optimisedAllocationSchema>;

export const optimisationResultSchema = z.object({
  strategy: optimisationStrategySchema,
  allocations: z.array(optimisedAllocationSchema).min(1),
});
export type OptimisationResult = z.infer<typeof optimisationResultSchema>;
