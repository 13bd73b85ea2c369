import type { FastifyInstance } from 'fastify';
import { sendInvitation } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { findInvitationInScope, invalidState } from '../../invitations/invitation-actions';
import { sendInvitationMailNow } from '../../invitations/invitation-mails';
import { toInvitation } from '../../invitations/invitation-view';
import { isPending } from '../../identity/invitations';
import { mailOriginOf } from './invitation-caller';

/**
 * POST /api/invitations/:id/send — sends the invitation's e-mail again, same link (issue 16). Sent or read
 * only, else 409 `invalid_state`; an invitation outside the caller's scope (another firm's, a customer another
 * advisor follows) is 404 `not_found`. Answers the invitation.
 */
export function registerSendInvitation(app: FastifyInstance): void {
  registerCall(app, sendInvitation, async ({ params, auth, deps, request }) => {
    const invitation = await findInvitationInScope(deps.db, auth.user, params.id);
    if (!isPending(invitation)) throw invalidState();
    const origin = mailOriginOf(request, deps);
    await sendInvitationMailNow(deps, request.log, origin.brand, origin.linkBase, invitation.id);
    return toInvitation(invitation);
  });
}
