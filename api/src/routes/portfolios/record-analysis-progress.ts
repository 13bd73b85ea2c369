import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { recordAnalysisProgress } from '@patrimo/shared';
import { isAnalysable } from '../../analysis/supported';
import { recordVisit } from '../../analysis/progress';
import { unsupportedKind } from '../../analysis/service';
import { portfolios } from '../../db/schema';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';

/**
 * PUT /api/users/{userId}/portfolios/{id}/analysis_progress `{ step, substep }` — the saver read this page of
 * the contract's analysis; answers the contract's progress (visited pages, completed once all 22 visible pages
 * were read, the next page). Only the saver records (an advisor is 403: reading a customer's analysis does not
 * move their progress); a hidden or out-of-range page is 400 `errors.substep: out_of_range`; another user's or
 * an unknown contract is 404; a kind without analysis 422 `unsupported_kind`. Recording a page twice changes
 * nothing.
 */
export function registerRecordAnalysisProgress(app: FastifyInstance): void {
  registerCall(app, recordAnalysisProgress, async ({ params, body, subject, deps }) => {
    const [row] = await deps.db
      .select({ id: portfolios.id, kind: portfolios.kind, kindDetail: portfolios.kindDetail })
      .from(portfolios)
      .where(and(eq(portfolios.id, params.id), eq(portfolios.userId, subject.userId)))
      .limit(1);
    const contract = owned(row);
    if (!isAnalysable(contract.kind, contract.kindDetail)) throw unsupportedKind();
    return recordVisit(deps.db, { userId: subject.userId, portfolioId: contract.id, page: body, now: deps.clock.now() });
  });
}
