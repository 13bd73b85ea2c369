import type { FastifyInstance } from 'fastify';
import { confirmAccountDeletion } from '@patrimo/shared';
import { badRequest } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { stopRenewalsBeforeDeletion } from '../../billing/account-closing';
import { deleteAccountWithToken } from '../../identity/account-deletion';
import { findUsableEmailToken } from '../../identity/email-tokens';

/**
 * DELETE /api/users/:token — deletes the account of a deletion link and every row about its owner, in one
 * transaction (see `deleteAccountWithToken`). Public: the link's token is the credential, so it works from any
 * browser the mail is opened in. 200 `{}`; the user's live connections are closed and every session is gone
 * with the account. 400 `{ error: 'deletion_link_invalid' }` for an unknown, used, superseded or expired token.
 * A paid subscription first stops renewing at the card payment provider (nothing is charged after the account is
 * gone); the provider unreachable answers 502 and deletes nothing, so the link can be used again.
 */
export function registerConfirmAccountDeletion(app: FastifyInstance): void {
  registerCall(app, confirmAccountDeletion, async ({ params, deps, request }) => {
    const owner = await findUsableEmailToken(deps.db, params.token, 'account_deletion', deps.clock.now());
    if (!owner) throw badRequest('deletion_link_invalid');
    await stopRenewalsBeforeDeletion(deps, owner.userId);
    const userId = await deleteAccountWithToken(deps.db, params.token, deps.clock.now());
    if (!userId) throw badRequest('deletion_link_invalid');
    await deps.bus.closeUser(userId, 1000, 'account_deleted');
    request.log.info({ userId }, 'account deleted');
    return {};
  });
}
