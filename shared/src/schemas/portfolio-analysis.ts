import { z } from 'zod';
import { amountSchema, dateSchema, dateTimeSchema, historySchema, ratioSchema, shareSchema } from './common';
import { assetClassSchema, regionSchema, sectorSchema } from './analysis';
import { feeKindSchema } from './contract';
import { isinSchema } from './investment';
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

/**
 * What every step answers besides its figures. `asOf` is the date of the contract's last value. Without a
 * recommended risk (neither the contract's own questionnaire nor the saver's profile gives one), every figure
 * that depends on it is `null` and `profileRequired` is true: the screen shows the partial lock of spec §4.
 * A figure the data cannot support is `null`, never invented.
 */
const analysisHeader = {
  /** Date of the contract's last value; null when it has none. */
  asOf: dateSchema.nullable(),
  /** The risk profile the figures are read against: the contract's own questionnaire, else the saver's profile. */
  recommendedRisk: recommendedRiskSchema.nullable(),
  /** Where `recommendedRisk` comes from. */
  recommendedRiskSource: z.enum(['contract', 'profile'], 'invalid').nullable(),
  /** True when `recommendedRisk` is null: the profile-dependent figures are null (spec §4 partial lock). */
  profileRequired: z.boolean(),
  /** When the figures were computed (they are cached until the contract or the profile changes). */
  computedAt: dateTimeSchema,
};

/** A period of dates, both included. */
export const analysisPeriodSchema = z.object({ from: dateSchema, to: dateSchema });
export type AnalysisPeriod = z.infer<typeof analysisPeriodSchema>;

/** The allocation the arbitration starts from (spec §4): recommended, current, or blank. */
export const startAllocationSchema = z.enum(['recommended', 'current', 'blank'], 'invalid');
export type StartAllocation = z.infer<typeof startAllocationSchema>;

/** An amount with its share of a whole. */
const amountShareSchema = z.object({ amount: amountSchema, share: shareSchema });

/** A holding of the contract as the analyses see it. */
export const holdingSchema = z.object({
  isin: isinSchema.nullable(),
  name: z.string(),
  amount: amountSchema,
  share: shareSchema,
  assetClass: assetClassSchema,
  srri: srriSchema.nullable(),
  /** True for the contract's euro fund (guaranteed capital, its yield credited yearly). */
  euroFund: z.boolean(),
});
export type Holding = z.infer<typeof holdingSchema>;

// ---------------------------------------------------------------------------------------------------------
// Allocation

/** The current share against the recommended profile's target share of one asset class. */
export const allocationGapSchema = z.object({
  assetClass: assetClassSchema,
  current: shareSchema,
  target: shareSchema,
  /** current − target: positive means more than the target. */
  gap: ratioSchema,
});
export type AllocationGap = z.infer<typeof allocationGapSchema>;

export const allocationAnalysisSchema = z.object({
  type: z.literal('allocation'),
  ...analysisHeader,
  /** Value of the contract the allocation splits, euros. */
  total: amountSchema,
  /** Asset classes with a positive amount, by decreasing amount; shares of `total` (the euro fund included). */
  assetClasses: z.array(z.object({ key: assetClassSchema, amount: amountSchema, share: shareSchema })),
  /** The euro fund apart (spec: shown on its own); null when the contract has none. */
  euroFund: amountShareSchema.nullable(),
  /** Look-through top sectors (at most 4, spec §9), by decreasing amount; shares of `sectorsClassified`. */
  sectors: z.array(z.object({ key: sectorSchema, share: shareSchema, amount: amountSchema })),
  /** Everything with a sector beyond the top 4 (spec §9 « autres »). */
  sectorsOthers: amountShareSchema,
  /** Euros with a known sector (equity funds): the base of the sector shares. */
  sectorsClassified: amountSchema,
  /** Look-through regions with a positive amount, by decreasing amount; shares of `total`. */
  regions: z.array(z.object({ key: regionSchema, share: shareSchema, amount: amountSchema })),
  /** The lines, by fund, by decreasing amount. */
  holdings: z.array(holdingSchema),
  /**
   * The model allocation of the recommended profile (`GET /portfolios/targets`), to compare with; null
   * without a recommended risk.
   */
  target: z.array(allocationTargetLineSchema).nullable(),
  /** Current against target for every asset class of either; null without a recommended risk. */
  gaps: z.array(allocationGapSchema).nullable(),
  /** « Comment est-ce calculé ? » */
  method: z.object({
    /** Number of lines (funds and euro fund) the contract holds. */
    lines: z.number().int().min(0),
    /** Share of the value whose fund the universe describes (look-through); the rest is `other`/`others`. */
    lookThroughCoverage: shareSchema,
    /** Cash held by the contract, euros (asset class `cash`, region Europe). */
    cash: amountSchema,
    /** Value of the contract that no line describes, euros (asset class `other`). */
    undescribed: amountSchema,
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Performances

/** Time-weighted return over a period (never annualised under a year). */
export const timeWeightedReturnSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  days: z.number().int().min(0),
  cumulative: ratioSchema,
  /** Null for a period of a year or less. */
  annualised: ratioSchema.nullable(),
});

/** Money-weighted return (XIRR) over the same period. */
export const moneyWeightedReturnSchema = z.object({
  /** Yearly rate. */
  rate: ratioSchema,
  /** The same rate over the period's length. */
  cumulative: ratioSchema,
  days: z.number().int().min(0),
});

/** A sum of flows and how many there were. */
const flowTotalSchema = z.object({ sum: amountSchema, count: z.number().int().min(0) });

export const performancesAnalysisSchema = z.object({
  type: z.literal('performances'),
  ...analysisHeader,
  /**
   * The contract's value based at 100 (time-weighted, spec §9), as a chart draws it: daily up to about two
   * years, else the last value of each week (the figures below are computed on the daily values).
   */
  history: historySchema,
  /** The blend of its funds' indices at current weights, based at 100 on the same first day; empty when none. */
  benchmarkHistory: historySchema,
  /** Share of the contract's amount whose index is known (the rest is left out of the blend). */
  benchmarkCoverage: shareSchema,
  /** Time-weighted return of the period; null without two values. */
  timeWeighted: timeWeightedReturnSchema.nullable(),
  /** Money-weighted return (XIRR) of the period; null = « non calculable ». */
  moneyWeighted: moneyWeightedReturnSchema.nullable(),
  /** External flows of the period: why TWR and XIRR differ for this saver. Sums are positive euros. */
  flows: z.object({ deposits: flowTotalSchema, withdrawals: flowTotalSchema }),
  /** Calendar years the contract covers from their first day, against the benchmark. */
  yearly: z.array(z.object({ year: z.number().int(), performance: ratioSchema, benchmark: ratioSchema.nullable() })),
  /**
   * Share (by amount) of the contract's measured funds beating their index over 1, 3 and 5 years after the
   * 0.5 % hurdle (spec §9 gauges); `measuredShare` is the share of the funds' amount with a figure.
   */
  outperformance: z.array(
    z.object({ years: z.literal([1, 3, 5]), share: shareSchema, measuredShare: shareSchema }),
  ),
  funds: z.array(
    z.object({
      isin: isinSchema,
      name: z.string(),
      amount: amountSchema,
      /** Cumulative return over the period. */
      performance: ratioSchema.nullable(),
      benchmarkPerformance: ratioSchema.nullable(),
      /** Name of the fund's index; null when none is known. */
      benchmarkName: z.string().nullable(),
      /** Annualised excess return over 1, 3, 5 years after the hurdle; null when the history is too short. */
      outperformance: z
        .array(z.object({ years: z.literal([1, 3, 5]), excess: ratioSchema.nullable() })),
      /** Beat its index (after the hurdle) every one of the last 5 calendar years; null under 5 years. */
      beatsIndexFiveYears: z.boolean().nullable(),
    }),
  ),
  method: z.object({
    period: analysisPeriodSchema.nullable(),
    /** Base of the history (spec §9: 100). */
    base: z.number(),
    /** Spec §9 penalty: a fund beats its index only by more than this yearly margin (0.005). */
    hurdle: ratioSchema,
    /** Number of daily values behind the history. */
    values: z.number().int().min(0),
    /** Flows are counted at the end of their day. */
    flowTiming: z.literal('endOfDay'),
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Risk

/** Risk ratios the risk step shows, each placed in its usual range. */
export const riskRatioNameSchema = z.enum(['volatility', 'maxDrawdown', 'sharpe', 'var'], 'invalid');
export type RiskRatioName = z.infer<typeof riskRatioNameSchema>;

/** A one-year loss at 95 %, as a positive ratio of the value and in euros on the current value. */
const tailFigureSchema = z.object({ ratio: ratioSchema, amount: amountSchema });

export const riskAnalysisSchema = z.object({
  type: z.literal('risk'),
  ...analysisHeader,
  /** Risk level of the contract as it is, 0 to 5; `null` when it cannot be computed. */
  level: riskProfileLevelSchema.nullable(),
  /** SRRI of the contract's current allocation, 1 to 7. */
  srri: z.number().min(1).max(7).nullable(),
  /** Distance between the contract's level and the recommended profile, 0 to 5; null when locked or unknown. */
  profileGap: z.number().int().min(0).max(5).nullable(),
  /** Whether the contract is below, within or above its profile's volatility band; null when locked or unknown. */
  profileRange: riskRatioRangeSchema.nullable(),
  /** The recommended profile's volatility band; null when locked. */
  profileBand: z.object({ min: ratioSchema, max: ratioSchema }).nullable(),
  /** 5-year weekly volatility of the current allocation. */
  volatility: z
    .object({
      value: ratioSchema,
      /** Weekly returns behind it (260 over 5 years). */
      weeks: z.number().int().min(0),
      /** True when the history is shorter than 5 years (shown with a warning). */
      shortHistory: z.boolean(),
    })
    .nullable(),
  /** Largest fall of the base-100 history over the period; null without values. */
  maxDrawdown: z
    .object({
      /** Negative ratio (−0.25 = −25 %); 0 when it never fell. */
      value: ratioSchema,
      peakDate: dateSchema.nullable(),
      troughDate: dateSchema.nullable(),
      /** First date back at the peak; null when not recovered yet. */
      recoveryDate: dateSchema.nullable(),
      /** Days from trough to recovery; null when not recovered. */
      recoveryDays: z.number().int().min(0).nullable(),
    })
    .nullable(),
  /** 95 % one-year value at risk. */
  valueAtRisk: z.object({ parametric: tailFigureSchema.nullable(), historical: tailFigureSchema.nullable() }),
  /** 95 % one-year expected shortfall. */
  expectedShortfall: z.object({ parametric: tailFigureSchema.nullable(), historical: tailFigureSchema.nullable() }),
  /** Sharpe ratio over the period, period-consistent. */
  sharpe: ratioSchema.nullable(),
  /**
   * The ratios, each with its range against the recommended profile; `range`, `low` and `high` are null
   * when locked.
   */
  ratios: z.array(
    z.object({
      name: riskRatioNameSchema,
      value: ratioSchema,
      range: riskRatioRangeSchema.nullable(),
      /** Below this the ratio reads « low », above `high` « high ». */
      low: ratioSchema.nullable(),
      high: ratioSchema.nullable(),
    }),
  ),
  /** Lines with their SRRI and their own 5-year volatility (null when the fund has no prices). */
  holdings: z.array(holdingSchema.extend({ volatility: ratioSchema.nullable() })),
  method: z.object({
    /** Window of the weekly sample (end = the funds' last common price). */
    volatilityPeriod: analysisPeriodSchema.nullable(),
    /** The displayed period (drawdown and Sharpe). */
    period: analysisPeriodSchema.nullable(),
    /** Share of the value whose prices are known (the rest is left out of the risk). */
    measuredShare: shareSchema,
    /** Risk-free rate used by the Sharpe ratio (the Livret A rate). */
    riskFree: ratioSchema,
    /** Return of the period the Sharpe ratio uses, over the same period as its risk-free part. */
    sharpeReturn: ratioSchema.nullable(),
    /** Days of that period. */
    sharpeDays: z.number().int().min(0).nullable(),
    /** Confidence of the VaR and expected shortfall (0.95). */
    confidence: z.number().min(0).max(1),
    /** Overlapping one-year windows behind the historical VaR; null when too few (under 104). */
    historicalWindows: z.number().int().min(0).nullable(),
    /** Current value the euro losses are computed on. */
    value: amountSchema,
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Fees

/** What a fee kind is charged on (api engines `FEE_BASES`). */
export const FEE_BASES_VALUES = [
  'deposits',
  'orders',
  'rebalancing',
  'euroFund',
  'unitLinked',
  'withdrawals',
  'value',
  'exit',
  'transfer',
] as const;
export const feeBaseSchema = z.enum(FEE_BASES_VALUES, 'invalid');
export type FeeBaseName = z.infer<typeof feeBaseSchema>;

const feeTotalsSchema = z.object({
  /** Value held in those funds, euros. */
  amount: amountSchema,
  /** Their ongoing charges over 12 months, euros. */
  fees: amountSchema,
  count: z.number().int().min(0),
});

export const feesAnalysisSchema = z.object({
  type: z.literal('fees'),
  ...analysisHeader,
  /** Fees expected over the next 12 months (spec §9): the kinds plus the funds' ongoing charges. */
  estimatedFees: amountSchema,
  /** Every fee kind asked for this contract kind or listed by it, in the spec's order. */
  byKind: z.array(
    z.object({
      kind: feeKindSchema,
      amount: amountSchema,
      /** The contract's rate; null when the contract does not list it (counted as 0, see `missingKinds`). */
      rate: ratioSchema.nullable(),
      base: feeBaseSchema,
    }),
  ),
  /** Kinds the settings ask for that the contract does not give (counted as 0). */
  missingKinds: z.array(feeKindSchema),
  /** Funds' ongoing charges over 12 months, euros. */
  ongoingCharges: amountSchema,
  /** Value over 20 years with and without fees (spec §9), one point per year from year 0. */
  projection: z.array(z.object({ year: z.number().int().min(0), withFees: amountSchema, withoutFees: amountSchema })),
  /**
   * What the fees cost over the projection: the largest gap between the curves without and with fees, and
   * its year. Not the gap at year 20 alone: scheduled withdrawals can empty both curves before the horizon,
   * where the gap reads 0 € although the curve with fees ran lower for years.
   */
  feeDrag: z.object({
    /** Largest gap between the two curves over the horizon, euros. */
    amount: amountSchema,
    /** Year of that largest gap. */
    year: z.number().int().min(0),
    /** Gap at the last year of the projection (0 when both curves are spent). */
    atHorizon: amountSchema,
  }),
  funds: z.array(
    z.object({
      isin: isinSchema.nullable(),
      name: z.string(),
      /** The yearly rate counted: the fund's own or the estimate. */
      ongoingCharges: ratioSchema,
      active: z.boolean(),
      amount: amountSchema,
      /** True when the rate is the spec §9 estimate (2 % active, 0,3 % passive). */
      estimated: z.boolean(),
      /** Euros over the next 12 months. */
      yearlyCost: amountSchema,
    }),
  ),
  activePassive: z.object({ active: feeTotalsSchema, passive: feeTotalsSchema }),
  /** True when some fund's charges are the spec §9 estimate. */
  estimated: z.boolean(),
  method: z.object({
    /** Gross yearly return assumed by the projection, before every fee. */
    grossYearlyReturn: ratioSchema,
    monthlyDeposit: amountSchema,
    monthlyWithdrawal: amountSchema,
    /** Yearly fees as a share of the value, what the projection charges each year. */
    yearlyRate: ratioSchema,
    /** Share of each deposit taken by fees. */
    depositRate: ratioSchema,
    /** Fees on each withdrawal, as a share of it. */
    withdrawalRate: ratioSchema,
    horizonYears: z.number().int().min(1),
    /** Share of the unit-linked value traded by the yearly rebalancing (second brokerage tier). */
    rebalancingTurnover: ratioSchema,
    value: amountSchema,
    euroFundValue: amountSchema,
    unitLinkedValue: amountSchema,
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Advices

/** What an advice asks the saver to do. */
export const adviceKindSchema = z.enum(
  ['rebalance', 'reduceFees', 'reduceRisk', 'increaseRisk', 'diversify', 'completeProfile'],
  'invalid',
);
export type AdviceKind = z.infer<typeof adviceKindSchema>;

/** The figure an advice rests on. */
export const adviceFigureSchema = z.enum(['riskLevel', 'feeRate', 'allocationGap', 'fundCount', 'profile'], 'invalid');
export type AdviceFigure = z.infer<typeof adviceFigureSchema>;

export const adviceSchema = z.object({
  kind: adviceKindSchema,
  /** 1 = first to do. */
  priority: z.number().int().min(1),
  /** The figure behind it, e.g. riskLevel 4 against reference 2, feeRate 0.024 against 0.015. */
  figure: adviceFigureSchema,
  value: z.number().nullable(),
  reference: z.number().nullable(),
  /** The asset class of an allocation gap. */
  assetClass: assetClassSchema.nullable(),
});
export type Advice = z.infer<typeof adviceSchema>;

export const advicesAnalysisSchema = z.object({
  type: z.literal('advices'),
  ...analysisHeader,
  /**
   * `unavailable`: the recommendation cannot be computed for this contract (spec §8 « Impossible de
   * récupérer notre recommandation pour ce contrat »); `advices` is then empty.
   */
  status: z.enum(['available', 'unavailable'], 'invalid'),
  /** Why it is unavailable; null when available. */
  unavailableReason: z.enum(['noHoldings', 'noRiskFigures'], 'invalid').nullable(),
  advices: z.array(adviceSchema),
  /** The target allocation of the recommended profile; empty when locked. */
  recommendedAllocation: z.array(allocationTargetLineSchema),
  /** What the arbitration starts from (spec §4): the recommended allocation, or the current one when locked. */
  arbitrationStart: startAllocationSchema,
  method: z.object({
    /** Risk level of the contract (0–5) and of the profile. */
    riskLevel: riskProfileLevelSchema.nullable(),
    /** Yearly fee rate of the contract (its 12-month fees over its value). */
    feeRate: ratioSchema.nullable(),
    /** The reference rate a fee advice compares with. */
    referenceFeeRate: ratioSchema,
    /** Largest allocation gap a rebalance advice triggers at. */
    allocationGapThreshold: ratioSchema,
    fundCount: z.number().int().min(0),
  }),
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


/** Optimisation strategies offered at the « optimize » step. */
export const optimisationStrategySchema = z.enum(['minRisk', 'balanced', 'maxReturn'], 'invalid');
export type OptimisationStrategy = z.infer<typeof optimisationStrategySchema>;

// The optimisation's input and result: `arbitration.ts`.
