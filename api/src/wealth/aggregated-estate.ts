import type { Database } from '../db/client';

/**
 * The saver's aggregated estate in euros: what their linked accounts, contracts and properties add up to,
 * the floor of the estate they may declare (spec §5 "declared total estate must not be below aggregated
 * estate").
 *
 * Today this is always 0: no table holds aggregated holdings yet. Bank connections, contracts and their
 * valuations arrive with the bank aggregation work, which will replace this body with a sum over the user's
 * current contract values (real estate included, loans deducted as the spec's "total estate" is net) read
 * through `db`. Until then the declared-estate rule runs on every update and simply never refuses, because
 * every bracket's upper bound is above 0. Callers pass their transaction so the future sum is read
 * consistently with the write it guards.
 */
export async function aggregatedEstate(_db: Pick<Database, 'select'>, _userId: string): Promise<number> {
  return 0;
}
