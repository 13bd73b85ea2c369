import { and, eq, inArray } from 'drizzle-orm';
import { analysisProgressOf, type AnalysisPage, type AnalysisProgress, type AnalysisStep } from '@patrimo/shared';
import type { Database } from '../db/client';
import { analysisPageVisits } from '../db/schema';

/**
 * The saver's progress through each contract's analysis (spec §4: the stepper marks a step done only when the
 * saver has been through it; the contract list's « ANALYSÉ » badge): the visible pages they read, one row each.
 * Only the saver writes it (PUT …/analysis_progress is `saverSelf`); an advisor reading a customer's analysis
 * leaves it as it is.
 */

/** Records a visited page (a second visit changes nothing) and answers the contract's progress. */
export async function recordVisit(db: Pick<Database, 'insert' | 'select'>, input: { userId: string; portfolioId: string; page: AnalysisPage; now: Date }): Promise<AnalysisProgress> {
  await db
    .insert(analysisPageVisits)
    .values({ portfolioId: input.portfolioId, userId: input.userId, step: input.page.step, substep: input.page.substep, visitedAt: input.now })
    .onConflictDoNothing();
  return (await progressByContract(db, input.userId, [input.portfolioId])).get(input.portfolioId) ?? analysisProgressOf([]);
}

/** The progress of each of the saver's contracts named, in one query (contracts never visited read as empty). */
export async function progressByContract(db: Pick<Database, 'select'>, userId: string, portfolioIds: readonly string[]): Promise<Map<string, AnalysisProgress>> {
  const visited = new Map<string, { step: AnalysisStep; substep: number }[]>(portfolioIds.map((id) => [id, []]));
  if (portfolioIds.length > 0) {
    const rows = await db
      .select({ portfolioId: analysisPageVisits.portfolioId, step: analysisPageVisits.step, substep: analysisPageVisits.substep })
      .from(analysisPageVisits)
      .where(and(eq(analysisPageVisits.userId, userId), inArray(analysisPageVisits.portfolioId, [...portfolioIds])));
    for (const row of rows) visited.get(row.portfolioId)?.push({ step: row.step, substep: row.substep });
  }
  return new Map([...visited].map(([id, pages]) => [id, analysisProgressOf(pages)]));
}
