import type { FastifyInstance } from 'fastify';
import { withdrawDataAccess } from '@patrimo/shared';
import { dataAccessPage, saverCustomer, withdrawAndTell } from '../../advisory/data-access';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/users/me/data_access/withdraw — the saver withdraws their advisor's access, at once: the next advisor
 * read is 403 `access_withdrawn` and the advisors' open pages hear `customer_access_withdrawn`. Idempotent; a
 * saver who is nobody's customer gets 404 `not_found`. Answers the data-access page.
 */
export function registerWithdrawDataAccess(app: FastifyInstance): void {
  registerCall(app, withdrawDataAccess, async ({ subject, deps }) => {
    const customer = await saverCustomer(deps.db, subject.userId);
    if (!customer) throw notFound();
    await withdrawAndTell(deps, customer);
    return dataAccessPage(deps.db, subject.userId, 1);
  });
}
