import type { FastifyInstance } from 'fastify';
import { getAccountPortfolios } from '@patrimo/shared';
import { findAccountRow } from '../../accounts/account-store';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { loadPortfolios } from '../../portfolios/portfolio-store';

/**
 * GET /api/users/{userId}/accounts/{accountId}/portfolios — the contracts of one bank connection of the subject
 * (as GET …/portfolios). A connection that is not the subject's is 404 `not_found`.
 */
export function registerGetAccountPortfolios(app: FastifyInstance): void {
  registerCall(app, getAccountPortfolios, async ({ params, subject, deps }) => {
    owned(await findAccountRow(deps.db, subject.userId, params.accountId));
    return loadPortfolios(deps.db, subject.userId, { accountId: params.accountId });
  });
}
