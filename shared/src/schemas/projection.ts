import { z } from 'zod';
import { amountSchema, dateSchema, positiveAmountSchema, ratioSchema } from './common';

/**
 * The projection of a contract to the horizon of its savings goal (spec §3 "Savings goal"), and whether the
 * goal is on track. The method is stated in `api/src/engines/goal-projection.ts`.
 */

/** on track: even the pessimistic projection reaches the goal; at risk: only the median does; off track: the median falls short. */
export const goalStatusSchema = z.enum(['on_track', 'at_risk', 'off_track'], 'invalid');
export type GoalStatus = z.infer<typeof goalStatusSchema>;

/** What keeps the projection from being made. */
export const projectionBlockerSchema = z.enum(['amountGoal', 'horizon', 'history', 'kind'], 'invalid');
export type ProjectionBlocker = z.infer<typeof projectionBlockerSchema>;

/** Where the volatility of the projection comes from. */
export const projectionVolatilitySourceSchema = z.enum(['history', 'savingsRate', 'cash'], 'invalid');
export type ProjectionVolatilitySource = z.infer<typeof projectionVolatilitySourceSchema>;

const queryAmount = z.coerce.number('not_a_number').min(0, 'must_be_positive').max(1e11, 'out_of_range');

/**
 * GET …/portfolios/{id}/projection: the saved goal by default; each field given replaces the saved one for
 * this answer only (the « what if » of the project tab), nothing is written.
 */
export const projectionQuerySchema = z.object({
  amountGoal: queryAmount.optional(),
  horizon: z.coerce.number('not_a_number').int('invalid').min(0, 'must_be_positive').max(100, 'out_of_range').optional(),
  monthlyDeposit: queryAmount.optional(),
  monthlyBuyout: queryAmount.optional(),
});
export type ProjectionQuery = z.input<typeof projectionQuerySchema>;

export const projectionPointSchema = z.object({
  date: dateSchema,
  median: positiveAmountSchema,
  pessimistic: positiveAmountSchema,
  optimistic: positiveAmountSchema,
});

export const goalProjectionSchema = z.object({
  /** Date of the contract's last value, where the projection starts. */
  asOf: dateSchema,
  value: amountSchema,
  /** The goal used (saved, or given in the query). */
  amountGoal: positiveAmountSchema.nullable(),
  horizon: z.number().int().min(0).nullable(),
  monthlyDeposit: positiveAmountSchema,
  monthlyBuyout: positiveAmountSchema,
  openingDate: dateSchema.nullable(),
  /** Empty when the projection was made; else what it needs. */
  missing: z.array(projectionBlockerSchema),
  assumptions: z.object({
    /** Risk-free rate (Livret A rate of the day). */
    riskFree: ratioSchema,
    /** Yearly volatility used; null when it could not be measured. */
    volatility: ratioSchema.nullable(),
    volatilitySource: projectionVolatilitySourceSchema.nullable(),
    /** Weekly returns the measured volatility rests on (null when not measured from history). */
    weeks: z.number().int().min(0).nullable(),
    /** Reward per unit of volatility assumed. */
    sharpe: ratioSchema,
    expectedReturn: ratioSchema.nullable(),
    /** Probability of the pessimistic band (0.05: 5 % of outcomes are worse). */
    pessimisticQuantile: ratioSchema,
  }),
  /** Null while `missing` is not empty. */
  result: z
    .object({
      targetDate: dateSchema,
      months: z.number().int().min(0),
      medianRate: ratioSchema,
      pessimisticRate: ratioSchema,
      optimisticRate: ratioSchema,
      median: positiveAmountSchema,
      pessimistic: positiveAmountSchema,
      optimistic: positiveAmountSchema,
      gap: amountSchema,
      monthlyDepositNeeded: positiveAmountSchema.nullable(),
      status: goalStatusSchema,
      points: z.array(projectionPointSchema),
    })
    .nullable(),
});
export type GoalProjection = z.infer<typeof goalProjectionSchema>;
