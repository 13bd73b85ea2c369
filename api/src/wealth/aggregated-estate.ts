import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts, portfolios } from '../db/schema';
import { countedContracts } from './subsets';

/**
 * The saver's aggregated estate in euros, the floor of the estate they may declare (spec §5 "declared total
 * estate must not be below aggregated estate"): the net sum of their current contract values — assets minus
 * what the loans still owe (loans are stored negative) — over the contracts that count in their wealth
 * (active: hidden and closed ones excluded). The « Démonstration » account is left out: it shows the product,
 * it is not the saver's estate. Contracts entered by hand (no bank connection) count. Summed in SQL
 * `numeric`, exact to the cent. Callers pass their transaction so the sum is read consistently with the write
 * it guards.
 */
export async function aggregatedEstate(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${portfolios.amount})` })
    .from(portfolios)
    .leftJoin(bankAccounts, eq(bankAccounts.id, portfolios.accountId))
    .where(and(countedContracts(userId), or(isNull(portfolios.accountId), eq(bankAccounts.demo, false))));
  return row?.total ? Number(row.total) : 0;
}
