import type { FastifyInstance } from 'fastify';
import { getPortfolio } from '@patrimo/shared';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { resolveSubject } from '../../http/subject';
import { loadPortfolio } from '../../portfolios/portfolio-store';

/**
 * GET /api/users/{userId}/portfolios/{id} — one contract of the subject with its daily history from
 * max(opening, 2017-01-01). An id that is not one of the subject's contracts (unknown or another user's) is
 * 404 `not_found`: the answer never tells which ids exist.
 */
export function registerGetPortfolio(app: FastifyInstance): void {
  registerCall(app, getPortfolio, async ({ params, request, deps }) => {
    const subject = await resolveSubject(request, params.userId);
    const portfolio = await loadPortfolio(deps.db, subject.userId, params.id);
    if (!portfolio) throw notFound();
    return portfolio;
  });
}
