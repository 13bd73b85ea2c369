import type { FastifyInstance } from 'fastify';
import { getPortfolio } from '@patrimo/shared';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { loadPortfolio } from '../../portfolios/portfolio-store';

/**
 * GET /api/users/{userId}/portfolios/{id} — one contract of the subject with its daily history from
 * max(opening, 2017-01-01). An id that is not one of the subject's contracts (unknown or another user's) is
 * 404 `not_found`: the answer never tells which ids exist.
 */
export function registerGetPortfolio(app: FastifyInstance): void {
  registerCall(app, getPortfolio, async ({ params, subject, deps }) => {
    return owned(await loadPortfolio(deps.db, subject.userId, params.id));
  });
}
