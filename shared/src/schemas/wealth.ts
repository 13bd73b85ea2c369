import { z } from 'zod';
import { amountSchema, dateSchema, historySchema, idSchema, queryListSchema } from './common';
import { compositionSubsetSchema, compositionTypeSchema } from './analysis';
import { contractCategorySchema, contractKindSchema, contractStatusSchema } from './contract';

/**
 * Wealth-wide series and aggregations over a saver's contracts (spec §7 "Portfolios").
 */

/**
 * A value series: one contract, one property, or the whole wealth. `simulatedFrom` is the first day whose value
 * is simulated (after the last real market date), null when every value is real: the client marks that part.
 */
export const cashValuesSchema = z.object({ series: historySchema, simulatedFrom: dateSchema.nullable() });
export type CashValues = z.infer<typeof cashValuesSchema>;

/** Bounds of `points`, the size a client asks a series to be thinned to. */
export const MIN_SERIES_POINTS = 3;
export const MAX_SERIES_POINTS = 4000;

/** GET /users/{userId}/portfolios/series/cash_values: a subset (default all) or some categories. */
export const wealthSeriesQuerySchema = z.object({
  portfolioSubset: compositionSubsetSchema.default('all'),
  categories: queryListSchema(contractCategorySchema).optional(),
  from: dateSchema.optional(),
  /**
   * How many points the chart draws (its width in pixels, say): the series is then thinned to at most that
   * many, keeping its first and last points and the shape a line chart shows (largest-triangle buckets).
   * Absent: every daily point.
   */
  points: z.coerce.number('not_a_number').int('invalid').min(MIN_SERIES_POINTS, 'out_of_range').max(MAX_SERIES_POINTS, 'out_of_range').optional(),
});
export type WealthSeriesQuery = z.input<typeof wealthSeriesQuerySchema>;

/** GET /users/{userId}/portfolios/composition. `subset` is the short name some screens send. */
export const compositionQuerySchema = z.object({
  type: compositionTypeSchema,
  portfolioSubset: compositionSubsetSchema.optional(),
  subset: compositionSubsetSchema.optional(),
  limit: z.coerce.number('not_a_number').int('invalid').min(1, 'out_of_range').max(100, 'out_of_range').optional(),
});
export type CompositionQuery = z.input<typeof compositionQuerySchema>;

/** Which contracts an aggregation runs over; every filter is optional and they combine. */
export const aggregateFiltersSchema = z.object({
  categories: z.array(contractCategorySchema).optional(),
  kinds: z.array(contractKindSchema).optional(),
  statuses: z.array(contractStatusSchema).optional(),
  bankIds: z.array(z.string()).optional(),
  portfolioIds: z.array(idSchema).optional(),
});
export type AggregateFilters = z.infer<typeof aggregateFiltersSchema>;

/** One aggregate: the sum of amounts, optionally split by a field, optionally clustered. */
export const aggregateSpecSchema = z.object({
  /** Name the result is returned under. */
  name: z.string().min(1).max(64),
  reducer: z.literal('sum'),
  field: z.literal('amount'),
  segments: z.enum(['kind', 'type', 'category'], 'invalid').optional(),
  /** `clustering` merges the segments below 5 % of the total into one `other` segment. */
  mapper: z.literal('clustering').optional(),
});
export type AggregateSpec = z.infer<typeof aggregateSpecSchema>;

/** POST /users/{userId}/portfolios/aggregate. */
export const aggregateInputSchema = z.object({
  filters: aggregateFiltersSchema.default({}),
  aggregates: z.array(aggregateSpecSchema).min(1, 'required').max(20, 'too_long'),
});
export type AggregateInput = z.input<typeof aggregateInputSchema>;

export const aggregateResultSchema = z.object({
  aggregates: z.array(
    z.object({
      name: z.string(),
      total: amountSchema,
      segments: z.array(z.object({ key: z.string(), value: amountSchema })),
    }),
  ),
});
export type AggregateResult = z.infer<typeof aggregateResultSchema>;

/** Kinds of market series used as references (indices, inflation, rates). */
export const marketSeriesKindSchema = z.enum(['index', 'inflation', 'rate'], 'invalid');
export type MarketSeriesKind = z.infer<typeof marketSeriesKindSchema>;

/** GET /series: reference series, the benchmark lines of the charts. */
export const marketSeriesListSchema = z.object({
  series: z.array(
    z.object({ id: z.string(), name: z.string(), kind: marketSeriesKindSchema, history: historySchema }),
  ),
});
export type MarketSeriesList = z.infer<typeof marketSeriesListSchema>;

export const marketSeriesQuerySchema = z.object({
  ids: queryListSchema(z.string().min(1)).optional(),
  from: dateSchema.optional(),
});
