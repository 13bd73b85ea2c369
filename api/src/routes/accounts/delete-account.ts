import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { deleteAccount } from '@patrimo/shared';
import { findAccountRow } from '../../accounts/account-store';
import { findAggregatorUser } from '../../accounts/aggregator-user';
import { bankAccounts } from '../../db/schema';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';
import { notify } from '../../notifications/notifications';

/**
 * DELETE /api/accounts/{id} — removes one of the saver's bank connections with its contracts, values,
 * transactions and loans (cascade), `{}`. Another user's or an unknown id: 404 `not_found`; advisors 403.
 * The demonstration account may be deleted too. The saver gets an `account_deleted` notification (not for the
 * demonstration account, which is no bank of theirs) and every socket of theirs an `account_deleted` message.
 * The partner connection is then removed, best effort: a failure there is logged and does not undo the
 * deletion (the saver asked for their data to go).
 */
export function registerDeleteAccount(app: FastifyInstance): void {
  registerCall(app, deleteAccount, async ({ params, subject, request, deps }) => {
    const { userId } = subject;
    const row = owned(await findAccountRow(deps.db, userId, params.id));
    const deleted = await deps.db
      .delete(bankAccounts)
      .where(and(eq(bankAccounts.id, row.id), eq(bankAccounts.userId, userId)))
      .returning({ id: bankAccounts.id });
    owned(deleted[0]);
    // The saver's other tabs and devices refetch their accounts; the notice names the institution.
    if (!row.demo) await notify(deps.db, deps.bus, { userId, event: 'account_deleted', accountId: row.id, text: row.bankName, now: deps.clock.now() });
    await deps.bus.publish(userId, { type: 'account_deleted', accountId: row.id });
    if (row.connectionId && !row.demo) {
      try {
        const user = await findAggregatorUser(deps.db, userId);
        if (user) await deps.aggregation.deleteConnection(user, row.connectionId);
      } catch (error) {
        request.log.warn({ err: error }, 'the partner connection could not be deleted');
      }
    }
    return {};
  });
}
