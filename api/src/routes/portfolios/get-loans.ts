import type { FastifyInstance } from 'fastify';
import { getLoans } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { loadPortfolios } from '../../portfolios/portfolio-store';

/**
 * GET /api/users/{userId}/loans — the saver's contracts of kind `loan`, each with its `loan` sub-object (type,
 * ongoing or repaid, signature and contractual end dates, amount borrowed, capital still owed, nominal rate,
 * monthly insurance); every status, as GET …/portfolios. Access as GET …/portfolios.
 */
export function registerGetLoans(app: FastifyInstance): void {
  registerCall(app, getLoans, async ({ subject, deps }) => {
    return loadPortfolios(deps.db, subject.userId, { kinds: ['loan'] });
  });
}
