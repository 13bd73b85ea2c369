import type { FastifyInstance } from 'fastify';
import { addAccounts as addAccountsCall, type ErrorCode } from '@patrimo/shared';
import { addAccounts, DEMO_BANK_ID, loadAccounts } from '../../accounts/account-store';
import { findAggregatorUser } from '../../accounts/aggregator-user';
import { findInstitution } from '../../banks/catalogue';
import { badRequest, fieldErrors } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/users/me/accounts `{ accounts: [{ bank_id, connection_id, contracts }] }` — adds the contracts the
 * saver kept from their connections (spec §3 "contracts built on add"), 201 with the accounts added:
 * - 400 `demo_account` for the demonstration bank; 400 with `accounts.<i>.bank_id: ['invalid']` for a bank
 *   not in the catalogue; 400 `not_found` when the saver has no partner identity (never connected);
 * - in one transaction: each account upserted by (saver, connection) and each contract by (account, partner
 *   id) — adding again updates, never duplicates — `syncing` on and a synchronisation job queued per account,
 *   then the « Démonstration » account deleted (spec §4).
 * The connection id is not checked with the partner here: the synchronisation reads it with the saver's own
 * partner token, so someone else's id only ends in a failed synchronisation of the caller's own row.
 */
export function registerAddAccounts(app: FastifyInstance): void {
  registerCall(app, addAccountsCall, async ({ body, subject, deps }) => {
    const { userId } = subject;
    const errors: Record<string, ErrorCode[]> = {};
    const accounts = body.accounts.map((account, index) => {
      if (account.bankId === DEMO_BANK_ID) throw badRequest('demo_account');
      const institution = findInstitution(account.bankId);
      if (!institution) errors[`accounts.${index}.bank_id`] = ['invalid'];
      return { ...account, bankName: institution?.name ?? account.bankId };
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const user = await findAggregatorUser(deps.db, userId);
    if (!user) throw badRequest('not_found');

    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const ids = await addAccounts(tx, { userId, provider: user.provider, now, accounts });
      const saved = await loadAccounts(tx, userId);
      return ids.map((id) => saved.find((account) => account.id === id)).filter((account) => account !== undefined);
    });
  });
}
