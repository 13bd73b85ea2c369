import { z } from 'zod';
import { amountSchema, dateSchema, dateTimeSchema, positiveAmountSchema, ratioSchema, shareSchema } from './common';
import { assetClassSchema } from './analysis';
import { basketFromSchema, basketSchema, isinSchema } from './investment';
import { optimisationStrategySchema, startAllocationSchema } from './portfolio-analysis';
import { recommendedRiskSchema, riskProfileLevelSchema, srriSchema } from './risk';

/**
 * The arbitration of one contract (spec §2 `contract/{id}/arbitration`: start, market, optimize; §4
 * "Arbitration"; §5; §8): the starting allocations, the optimisation of a basket for a strategy, and the plan
 * the saver keeps. Every figure is computed by the API; the screens only show them.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/** A fund line of an allocation: a proposal, the current allocation, a starting allocation. */
export const arbitrationLineSchema = z.object({
  /** Null for a euro fund (or the envelope's cash) without an ISIN. */
  isin: isinSchema.nullable(),
  name: z.string(),
  /** True for the contract's euro fund. */
  euroFund: z.boolean(),
  assetClass: assetClassSchema,
  /** SRRI 1–7 (1 for the euro fund); null when the fund has no price history to read it from. */
  srri: srriSchema.nullable(),
  /** Weight in the allocation, 0–1; the lines of one allocation sum to 1. */
  share: shareSchema,
  /** Euros: the share of the amount allocated (whole cents). */
  amount: amountSchema,
});
export type ArbitrationLine = z.infer<typeof arbitrationLineSchema>;

/** The one-year range of outcomes at `confidence` (spec §9: 0.95): [expected − z·σ, expected + z·σ]. */
export const outcomeRangeSchema = z.object({
  confidence: z.number().min(0).max(1),
  low: ratioSchema,
  high: ratioSchema,
});
export type OutcomeRange = z.infer<typeof outcomeRangeSchema>;

/**
 * Expected return and risk of an allocation as the optimiser estimates them (shrunk covariance of 5 years of
 * weekly returns, expected returns net of the funds' charges). What the starting allocations and the frontier
 * show.
 */
export const estimatedFiguresSchema = z.object({
  /** Expected one-year return, net of the funds' ongoing charges. */
  expectedReturn: ratioSchema,
  range: outcomeRangeSchema,
  /** Yearly volatility. */
  volatility: ratioSchema,
});
export type EstimatedFigures = z.infer<typeof estimatedFiguresSchema>;

/**
 * Figures of an allocation on the result screen: the expected return and its range from the optimiser, the
 * volatility, level and SRRI read by the analysis's risk step (its own estimator: 5 years of weekly closes of
 * the rebalanced mix, the euro fund accruing its credited yield), so that the proposal is shown in the same
 * band the risk step of the analysis will read it in (issue 12 defect 3).
 */
export const allocationFiguresSchema = z.object({
  expectedReturn: ratioSchema,
  range: outcomeRangeSchema,
  /** Yearly volatility read by the risk step; null when the funds' prices cannot give one. */
  volatility: ratioSchema.nullable(),
  /** Risk level 0–5 of that volatility; null with it. */
  level: riskProfileLevelSchema.nullable(),
  /** SRRI 1–7 of that volatility (the regulatory bands); null with it. */
  srri: srriSchema.nullable(),
  /** Where the volatility stands against the saver's profile band. */
  profileRange: z.enum(['below', 'within', 'above'], 'invalid').nullable(),
});
export type AllocationFigures = z.infer<typeof allocationFiguresSchema>;

/** Fees of an allocation on this contract (the analysis's fees engine, spec §9). */
export const allocationFeesSchema = z.object({
  /** Fees expected over the next 12 months, euros (the contract's fee kinds plus the funds' ongoing charges). */
  next12Months: amountSchema,
  /** What fees cost over the 20-year projection (the largest gap between the curves without and with fees). */
  twentyYears: amountSchema,
  /** Yearly fees as a share of the value. */
  yearlyRate: ratioSchema,
  /** True when some fund's charges are spec §9's estimate (2 % active, 0,3 % passive). */
  estimated: z.boolean(),
});
export type AllocationFees = z.infer<typeof allocationFeesSchema>;

/** A point of the efficient frontier (the optimiser's estimates). */
export const frontierPointSchema = z.object({ volatility: ratioSchema, expectedReturn: ratioSchema });
export type FrontierPoint = z.infer<typeof frontierPointSchema>;

// ---------------------------------------------------------------------------------------------------------
// Starting allocations: GET …/portfolios/{id}/arbitration/starts

/** Why a starting allocation cannot be offered. */
export const startUnavailableReasonSchema = z.enum(['profileRequired', 'noHoldings', 'noFunds'], 'invalid');
export type StartUnavailableReason = z.infer<typeof startUnavailableReasonSchema>;

/** A line of a starting allocation, ready to be put in the basket (`basketFrom` says where it comes from). */
export const startLineSchema = arbitrationLineSchema.extend({
  basketFrom: basketFromSchema,
  /** Null for a line without a weight (the blank start's euro fund). */
  share: shareSchema.nullable(),
  amount: amountSchema.nullable(),
});
export type StartLine = z.infer<typeof startLineSchema>;

export const arbitrationStartSchema = z.object({
  start: startAllocationSchema,
  /** False when this start cannot be offered (then `lines` is empty and `unavailableReason` says why). */
  available: z.boolean(),
  unavailableReason: startUnavailableReasonSchema.nullable(),
  lines: z.array(startLineSchema),
  /** Null for the blank start (no weights) or when the prices cannot give figures. */
  figures: estimatedFiguresSchema.nullable(),
  /**
   * Asset classes of the recommended target no fund of the contract can fill, with their target share (moved to
   * the euro fund, see the recommended start in the API's README). Empty for the other starts.
   */
  unfilled: z.array(z.object({ assetClass: assetClassSchema, share: shareSchema })),
});
export type ArbitrationStart = z.infer<typeof arbitrationStartSchema>;

export const arbitrationStartsSchema = z.object({
  /** The profile the recommended start and the optimisation aim at; null: profile required (spec §4 lock). */
  recommendedRisk: recommendedRiskSchema.nullable(),
  /** Value of the contract today, euros. */
  contractValue: amountSchema,
  asOf: dateSchema.nullable(),
  /** The contract's euro fund (held or available); null when the contract cannot hold one. */
  euroFund: z.object({ isin: isinSchema.nullable(), name: z.string(), yield: ratioSchema }).nullable(),
  /** What the analysis advises to start from (the recommended one, or the current one without a profile). */
  suggested: startAllocationSchema,
  /** Recommended, current, blank, in that order. */
  starts: z.array(arbitrationStartSchema).length(3),
});
export type ArbitrationStarts = z.infer<typeof arbitrationStartsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Optimisation: POST …/portfolios/{id}/optimize

/**
 * POST …/portfolios/{id}/optimize `{ data }`. The basket needs a euro fund (422 `no_euro_fund`) and a fund with
 * an SRRI below 4 (422 `no_low_risk_fund`), spec §5; every fund must be one the contract can hold (400
 * `not_holdable` on the line's `isin`). `amount` is what the proposal distributes: the contract's value when
 * omitted; a different amount means a payment (more) or a partial withdrawal (less) along with the arbitration.
 */
export const optimisationInputSchema = z.object({
  data: z.object({
    start: startAllocationSchema,
    strategy: optimisationStrategySchema,
    basket: basketSchema.min(1, 'required'),
    amount: positiveAmountSchema.refine((value) => value > 0, 'must_be_positive').optional(),
  }),
});
export type OptimisationInput = z.infer<typeof optimisationInputSchema>;
export type OptimisationInputBody = z.input<typeof optimisationInputSchema>;

/** A movement to send to the insurer: sell or buy whole euros of one fund. */
export const movementSchema = z.object({
  kind: z.enum(['sell', 'buy'], 'invalid'),
  isin: isinSchema.nullable(),
  name: z.string(),
  euroFund: z.boolean(),
  /** Whole euros, at least `ARBITRATION_MIN_MOVEMENT` (a whole sale of a line may be smaller). */
  amount: z.number().int().min(0),
});
export type Movement = z.infer<typeof movementSchema>;

/**
 * The movements from the current allocation to the proposal, rounded as an insurer takes them: whole euros,
 * no line under `minimum` (a small line is left out, unless it sells a whole holding), sells first then buys,
 * each by decreasing amount, and `sells + payment = buys + withdrawal` to the euro.
 */
export const movementsSchema = z.object({
  lines: z.array(movementSchema),
  totals: z.object({
    sells: z.number().int().min(0),
    buys: z.number().int().min(0),
    /** New money the proposal needs beyond the contract's value (`amount` above it), whole euros. */
    payment: z.number().int().min(0),
    /** Money taken out (`amount` below the contract's value), whole euros. */
    withdrawal: z.number().int().min(0),
  }),
  /** The smallest line, euros (`ARBITRATION_MIN_MOVEMENT`). */
  minimum: z.number().int().min(0),
  /** Euros of differences left unmoved because they were under the minimum (the proposal is met within it). */
  leftUnmoved: z.number().int().min(0),
});
export type Movements = z.infer<typeof movementsSchema>;

/** A fund of the basket the optimiser could not use, and why. */
export const excludedFundSchema = z.object({
  isin: isinSchema,
  name: z.string(),
  /** `noProxy`: no price history to measure its risk; `shortHistory`: less than the 5-year window. */
  reason: z.enum(['noProxy', 'shortHistory'], 'invalid'),
});
export type ExcludedFund = z.infer<typeof excludedFundSchema>;

/** The answer of POST …/optimize: the proposal for the strategy and everything to judge it against today. */
export const optimisationResultSchema = z.object({
  strategy: optimisationStrategySchema,
  start: startAllocationSchema,
  /** The profile aimed at, and its volatility band. */
  recommendedRisk: recommendedRiskSchema,
  profileBand: z.object({ min: ratioSchema, max: ratioSchema }),
  /** False when the basket cannot reach the profile's band: the closest point is proposed (change the basket). */
  withinBand: z.boolean(),
  /** Value of the contract the movements start from, euros; and the amount the proposal distributes. */
  contractValue: amountSchema,
  amount: amountSchema,
  /** Date of the contract's last value. */
  asOf: dateSchema.nullable(),
  proposal: z.object({
    /** The funds with a weight, by decreasing share (funds left at 0 are not listed). */
    lines: z.array(arbitrationLineSchema),
    figures: allocationFiguresSchema,
    fees: allocationFeesSchema,
  }),
  /** Today's allocation of the contract; figures null when it holds nothing measurable. */
  current: z.object({
    lines: z.array(arbitrationLineSchema),
    figures: allocationFiguresSchema.nullable(),
    fees: allocationFeesSchema,
  }),
  /** The efficient frontier of the basket, by increasing volatility, with the proposal and today's allocation. */
  frontier: z.object({
    points: z.array(frontierPointSchema),
    proposed: frontierPointSchema,
    /** Null when today's allocation holds funds outside the basket or nothing measurable. */
    current: frontierPointSchema.nullable(),
  }),
  movements: movementsSchema,
  excluded: z.array(excludedFundSchema),
  computedAt: dateTimeSchema,
});
export type OptimisationResult = z.infer<typeof optimisationResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// The saved plan: PUT | GET | DELETE …/portfolios/{id}/arbitration_plan, GET …/arbitration_plan/pdf

/**
 * PUT …/arbitration_plan: the same choice as the optimisation; the API recomputes (or reads its cache) and keeps
 * it. Saving and deleting are the saver's own (like every write of a saver's data under `{userId}`: an advisor
 * viewing a customer reads and optimises, and gets 403 `forbidden` on a write).
 */
export const arbitrationPlanInputSchema = optimisationInputSchema;
export type ArbitrationPlanInput = z.infer<typeof arbitrationPlanInputSchema>;

export const arbitrationPlanSchema = z.object({
  /** The choice saved (start, strategy, basket, amount). */
  choice: optimisationInputSchema.shape.data.extend({ amount: amountSchema }),
  result: optimisationResultSchema,
  savedAt: dateTimeSchema,
  /**
   * True when the contract changed after the plan was computed (an edit, a sync with new values or lines): the
   * figures and movements may no longer hold; optimise again.
   */
  stale: z.boolean(),
});
export type ArbitrationPlan = z.infer<typeof arbitrationPlanSchema>;

/** GET …/arbitration_plan: the plan, or null when the contract has none. */
export const arbitrationPlanAnswerSchema = z.object({ plan: arbitrationPlanSchema.nullable() });
export type ArbitrationPlanAnswer = z.infer<typeof arbitrationPlanAnswerSchema>;
