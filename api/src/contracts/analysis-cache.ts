import type { Database } from '../db/client';

/**
 * Spec §4: « Editing a contract clears its cached optimisation and analyses ». Every contract edit
 * (PUT /portfolios/{id}, PUT /portfolios/{id}/portfolio_infos) calls this inside its transaction. No analysis
 * or optimisation is cached yet (the analyses come with the next issue): this is the one place that cache's
 * invalidation goes, and until then there is nothing to clear.
 */
export function clearContractAnalyses(_db: Pick<Database, 'delete'>, _portfolioId: string): Promise<void> {
  return Promise.resolve();
}
