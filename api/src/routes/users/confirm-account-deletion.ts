import type { FastifyInstance } from 'fastify';
import { confirmAccountDeletion } from '@patrimo/shared';
import { badRequest } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { deleteAccountWithToken } from '../../identity/account-deletion';

/**
 * DELETE /api/users/:token — deletes the account of a deletion link and every row about its owner, in one
 * transaction (see `deleteAccountWithToken`). Public: the link's token is the credential, so it works from any
 * browser the mail is opened in. 200 `{}`; the user's live connections are closed and every session is gone
 * with the account. 400 `{ error: 'deletion_link_invalid' }` for an unknown, used, superseded or expired token.
 */
export function registerConfirmAccountDeletion(app: FastifyInstance): void {
  registerCall(app, confirmAccountDeletion, async ({ params, deps, request }) => {
    const userId = await deleteAccountWithToken(deps.db, params.token, deps.clock.now());
    if (!userId) throw badRequest('deletion_link_invalid');
    await deps.bus.closeUser(userId, 1000, 'account_deleted');
    request.log.info({ userId }, 'account deleted');
    return {};
  });
}
