import type { FastifyInstance } from 'fastify';
import { getPortfolios } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { loadPortfolios } from '../../portfolios/portfolio-store';

/**
 * GET /api/users/{userId}/portfolios — every contract of the saver (`me` or their id) or of a customer of the
 * advisor's firm (audited), oldest first: hidden and closed ones too (the client decides how to show them),
 * unsupported kinds too (shown as such), loans included. `history` is light on purpose: the last known value
 * of each of the latest 12 months (the daily history is on GET …/portfolios/{id} and its series).
 */
export function registerGetPortfolios(app: FastifyInstance): void {
  registerCall(app, getPortfolios, async ({ subject, deps }) => {
    return loadPortfolios(deps.db, subject.userId);
  });
}
