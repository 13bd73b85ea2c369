import type { FastifyInstance } from 'fastify';
import { getAccount } from '@patrimo/shared';
import { loadAccounts } from '../../accounts/account-store';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { resolveSubject } from '../../http/subject';

/**
 * GET /api/users/{userId}/accounts/{accountId} — one bank connection of the subject (see GET …/accounts).
 * An id that is not one of the subject's accounts (unknown, or another user's) is 404 `not_found`: the answer
 * does not tell which ids exist.
 */
export function registerGetAccount(app: FastifyInstance): void {
  registerCall(app, getAccount, async ({ params, request, deps }) => {
    const subject = await resolveSubject(request, params.userId);
    const [account] = await loadAccounts(deps.db, subject.userId, params.accountId);
    if (!account) throw notFound();
    return account;
  });
}
