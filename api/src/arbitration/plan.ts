import { eq } from 'drizzle-orm';
import type { ArbitrationPlan, OptimisationResult } from '@patrimo/shared';
import { arbitrationPlans } from '../db/schema';
import { loadArbitrationContract, optimiseContract, type ArbitrationRequest, type OptimisationChoice } from './service';

/**
 * The arbitration plan a saver keeps on a contract (one per contract). Saving recomputes the choice (or reads the
 * optimisation cache) so that a plan always holds figures the API computed; it survives any edit or sync of the
 * contract and reads `stale` once the contract's fingerprint moved on (its settings, value, lines, last value's
 * date, or the recommended risk it was read against: `ArbitrationContract.fingerprint`).
 */

function planOf(row: typeof arbitrationPlans.$inferSelect, currentVersion: string): ArbitrationPlan {
  return {
    choice: row.choice as unknown as ArbitrationPlan['choice'],
    result: row.body as unknown as OptimisationResult,
    savedAt: row.savedAt.toISOString(),
    stale: row.version !== currentVersion,
  };
}

export async function saveArbitrationPlan(request: ArbitrationRequest, choice: OptimisationChoice): Promise<ArbitrationPlan> {
  const { result, fingerprint, amount } = await optimiseContract(request, choice);
  const version = fingerprint ?? (await loadArbitrationContract(request)).fingerprint;
  const stored = { ...choice, amount };
  const values = { choice: stored as unknown as Record<string, unknown>, body: result as unknown as Record<string, unknown>, version, savedAt: request.now };
  await request.db.insert(arbitrationPlans).values({ portfolioId: request.portfolioId, ...values }).onConflictDoUpdate({ target: arbitrationPlans.portfolioId, set: values });
  return { choice: stored, result, savedAt: request.now.toISOString(), stale: false };
}

/** The contract's plan (null without one); 404 when the contract is not the subject's. */
export async function readArbitrationPlan(request: ArbitrationRequest): Promise<ArbitrationPlan | null> {
  const { contract, fingerprint: version } = await loadArbitrationContract(request);
  const [row] = await request.db.select().from(arbitrationPlans).where(eq(arbitrationPlans.portfolioId, contract.row.id)).limit(1);
  return row ? planOf(row, version) : null;
}

export async function deleteArbitrationPlan(request: ArbitrationRequest): Promise<void> {
  const { contract } = await loadArbitrationContract(request);
  await request.db.delete(arbitrationPlans).where(eq(arbitrationPlans.portfolioId, contract.row.id));
}
