import type { FastifyInstance } from 'fastify';
import { getAccount } from '@patrimo/shared';
import { loadAccounts } from '../../accounts/account-store';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/users/{userId}/accounts/{accountId} — one bank connection of the subject (see GET …/accounts).
 * An id that is not one of the subject's accounts (unknown, or another user's) is 404 `not_found`: the answer
 * does not tell which ids exist.
 */
export function registerGetAccount(app: FastifyInstance): void {
  registerCall(app, getAccount, async ({ params, subject, deps }) => {
    const [account] = await loadAccounts(deps.db, subject.userId, params.accountId);
    return owned(account);
  });
}
