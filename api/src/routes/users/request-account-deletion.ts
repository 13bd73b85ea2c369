import type { FastifyInstance } from 'fastify';
import { requestAccountDeletion, resolveBrand } from '@patrimo/shared';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { issueEmailToken } from '../../identity/email-tokens';
import { accountDeletionMessage } from '../../identity/messages';
import { deliverMail } from '../../mail/delivery';

/**
 * DELETE /api/users/me — asks for the deletion of the signed-in saver's account (spec §4 "Account deletion"):
 * e-mails a link `${PUBLIC_URL}/delete-profile?token=…`, valid ACCOUNT_DELETION_TTL_HOURS, single use,
 * superseding older links. Nothing is deleted yet. 200 `{}`.
 * - 403 `{ error: 'is_admin' }` for an advisory account: advisors leave through their firm, whose audit trail
 *   of customer reads must not disappear with them;
 * - 503 `{ error: 'server_error' }` when the mail cannot be sent (the link is the whole point of the call).
 */
export function registerRequestAccountDeletion(app: FastifyInstance): void {
  registerCall(app, requestAccountDeletion, async ({ auth, deps, request }) => {
    const ttlMs = deps.config.accountDeletionTtlHours * 3_600_000;
    const token = await issueEmailToken(deps.db, auth.user.id, 'account_deletion', deps.clock.now(), ttlMs);
    const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
    const sent = await deliverMail(deps.mailer, request.log, 'account_deletion', accountDeletionMessage(brand, deps.config, auth.user, token));
    if (!sent) throw new ApiError(503, 'server_error');
    request.log.info({ userId: auth.user.id }, 'account deletion requested');
    return {};
  });
}
