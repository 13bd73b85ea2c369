import { and, eq } from 'drizzle-orm';
import type { AnalysisType, PortfolioAnalysis } from '@patrimo/shared';
import type { Database } from '../db/client';
import { portfolioAnalyses, portfolioOptimisations } from '../db/schema';

/**
 * The per-contract cache of the analysis (table `portfolio_analyses`, migration 0006), spec §4: « Editing a
 * contract clears its cached optimisation and analyses ». One row per (contract, step), tagged with the
 * version of the data it was computed from (`analysisVersion`): a row of another version is never served.
 *
 * Cleared by `clearContractAnalyses`, the one clearing function: every contract edit (PUT /portfolios/{id},
 * PUT /portfolios/{id}/portfolio_infos, status) calls it inside its transaction, and every synchronisation of
 * the contract (`storeContract`) after writing its new values. A change of the saver's recommended risk
 * needs no clearing: the risk is part of the version, so the rows read against the old one are stale at once.
 * The optimisations (issue 13, table `portfolio_optimisations`) are cleared by the same function, so that no edit
 * path has to learn about a second cache. The saved arbitration plan is not a cache: it survives, and reads
 * `stale` once the contract's version moved on.
 */

type Writer = Pick<Database, 'delete'>;
type Reader = Pick<Database, 'select'>;

/** The data a step was computed from: the recommended risk it was read against and the contract's last change. */
export function analysisVersion(input: { recommendedRisk: number | null; updatedAt: Date; lastValueDate: string | null }): string {
  return `risk:${input.recommendedRisk ?? 'none'}|updated:${input.updatedAt.toISOString()}|values:${input.lastValueDate ?? 'none'}`;
}

/** The cached step of a contract at this version, or undefined. */
export async function readCachedAnalysis(db: Reader, portfolioId: string, type: AnalysisType, version: string): Promise<PortfolioAnalysis | undefined> {
  const [row] = await db
    .select({ body: portfolioAnalyses.body, version: portfolioAnalyses.version })
    .from(portfolioAnalyses)
    .where(and(eq(portfolioAnalyses.portfolioId, portfolioId), eq(portfolioAnalyses.type, type)))
    .limit(1);
  return row && row.version === version ? (row.body as unknown as PortfolioAnalysis) : undefined;
}

/** Stores a computed step, replacing any older version. */
export async function storeAnalysis(db: Pick<Database, 'insert'>, portfolioId: string, analysis: PortfolioAnalysis, version: string, computedAt: Date): Promise<void> {
  const body = analysis as unknown as Record<string, unknown>;
  await db
    .insert(portfolioAnalyses)
    .values({ portfolioId, type: analysis.type, version, body, computedAt })
    .onConflictDoUpdate({ target: [portfolioAnalyses.portfolioId, portfolioAnalyses.type], set: { version, body, computedAt } });
}

/** Forgets every cached step and optimisation of a contract. */
export async function clearContractAnalyses(db: Writer, portfolioId: string): Promise<void> {
  await db.delete(portfolioAnalyses).where(eq(portfolioAnalyses.portfolioId, portfolioId));
  await db.delete(portfolioOptimisations).where(eq(portfolioOptimisations.portfolioId, portfolioId));
}
