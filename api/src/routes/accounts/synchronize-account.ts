import type { FastifyInstance } from 'fastify';
import { synchronizeAccount } from '@patrimo/shared';
import { findAccountRow, loadAccounts, requestSync } from '../../accounts/account-store';
import { badRequest } from '../../http/errors';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/accounts/{id}/synchronize — queues a new synchronisation of one of the saver's connections (at
 * most one waiting job per account) and answers the account with `syncing: true`; progress comes through the
 * live channel. 400 `demo_account` for the demonstration account (it has no bank behind it); another user's or
 * an unknown id 404 `not_found`; advisors 403.
 */
export function registerSynchronizeAccount(app: FastifyInstance): void {
  registerCall(app, synchronizeAccount, async ({ params, subject, deps }) => {
    const { userId } = subject;
    const row = owned(await findAccountRow(deps.db, userId, params.id));
    if (row.demo) throw badRequest('demo_account');
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      await requestSync(tx, userId, row.id, now);
      const [account] = await loadAccounts(tx, userId, row.id);
      return owned(account);
    });
  });
}
