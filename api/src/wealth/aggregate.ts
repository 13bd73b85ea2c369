import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AggregateFilters, AggregateResult, AggregateSpec } from '@patrimo/shared';
import type { Database } from '../db/client';
import { bankAccounts, portfolios } from '../db/schema';
import { toCents } from '../lib/cents';

type Reader = Pick<Database, 'select'>;

/** Segments below this share of the whole are merged by the `clustering` mapper. */
export const CLUSTERING_THRESHOLD = 0.05;

/** The key of the merged small segments. */
export const CLUSTER_KEY = 'other';

/**
 * Which contracts an aggregation runs over: the saver's, narrowed by every filter given. Without `statuses`,
 * only active contracts count (hidden and closed ones are out of the wealth); an empty list matches nothing.
 * Ids of other users' contracts in `portfolioIds` simply match nothing.
 */
function filtersCondition(userId: string, filters: AggregateFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(portfolios.userId, userId)];
  const list = <T extends string>(column: Parameters<typeof inArray>[0], values: readonly T[] | undefined): SQL | undefined => {
    if (values === undefined) return undefined;
    return values.length === 0 ? sql`false` : inArray(column, [...values]);
  };
  conditions.push(list(portfolios.status, filters.statuses ?? ['active']));
  conditions.push(list(portfolios.category, filters.categories));
  conditions.push(list(portfolios.kind, filters.kinds));
  conditions.push(list(bankAccounts.bankId, filters.bankIds));
  conditions.push(list(portfolios.id, filters.portfolioIds));
  return and(...conditions) as SQL;
}

/**
 * The `clustering` mapper: segments weighing less than 5 % of the whole — measured in absolute value, since
 * loans are negative — are merged into one `other` segment (when at least one is).
 */
function cluster(segments: { key: string; cents: number }[]): { key: string; cents: number }[] {
  const weight = segments.reduce((sum, segment) => sum + Math.abs(segment.cents), 0);
  if (weight === 0) return segments;
  const kept = segments.filter((segment) => Math.abs(segment.cents) / weight >= CLUSTERING_THRESHOLD);
  const small = segments.filter((segment) => Math.abs(segment.cents) / weight < CLUSTERING_THRESHOLD);
  if (small.length === 0) return segments;
  const merged = small.reduce((sum, segment) => sum + segment.cents, 0) + (kept.find((segment) => segment.key === CLUSTER_KEY)?.cents ?? 0);
  return [...kept.filter((segment) => segment.key !== CLUSTER_KEY), { key: CLUSTER_KEY, cents: merged }];
}

/**
 * POST /users/{userId}/portfolios/aggregate: for each aggregate, the sum of the filtered contracts' amounts
 * (loans negative, so a sum over assets and loans is net), optionally split by kind, type or category (loans
 * have no category: `none`), segments by decreasing absolute value. Sums are made in integer cents, in one
 * query whatever the number of aggregates.
 */
export async function aggregatePortfolios(
  db: Reader,
  userId: string,
  input: { filters: AggregateFilters; aggregates: AggregateSpec[] },
): Promise<AggregateResult> {
  const rows = await db
    .select({ kind: portfolios.kind, type: portfolios.type, category: portfolios.category, amount: portfolios.amount })
    .from(portfolios)
    .leftJoin(bankAccounts, eq(bankAccounts.id, portfolios.accountId))
    .where(filtersCondition(userId, input.filters));
  return {
    aggregates: input.aggregates.map((spec) => {
      const totals = new Map<string, number>();
      let total = 0;
      for (const row of rows) {
        const cents = toCents(row.amount);
        total += cents;
        if (spec.segments === undefined) continue;
        const key = spec.segments === 'category' ? (row.category ?? 'none') : row[spec.segments];
        totals.set(key, (totals.get(key) ?? 0) + cents);
      }
      let segments = [...totals.entries()].map(([key, cents]) => ({ key, cents }));
      if (spec.mapper === 'clustering') segments = cluster(segments);
      segments.sort((a, b) => Math.abs(b.cents) - Math.abs(a.cents) || a.key.localeCompare(b.key));
      return { name: spec.name, total: total / 100, segments: segments.map((segment) => ({ key: segment.key, value: segment.cents / 100 })) };
    }),
  };
}
