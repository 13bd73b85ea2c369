import type { FastifyInstance } from 'fastify';
import { cancelInvitation } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { cancelInvitation as cancel, findInvitationInScope } from '../../invitations/invitation-actions';
import { toInvitation } from '../../invitations/invitation-view';

/**
 * POST /api/invitations/:id/cancel — sent or read → canceled, with when (issue 16); its link then leads
 * nowhere (every /invitations/:token call answers 404). 409 `invalid_state` once accepted or canceled; 404
 * `not_found` outside the caller's scope.
 */
export function registerCancelInvitation(app: FastifyInstance): void {
  registerCall(app, cancelInvitation, async ({ params, auth, deps }) => {
    const invitation = await findInvitationInScope(deps.db, auth.user, params.id);
    return toInvitation(await cancel(deps.db, invitation, deps.clock.now()));
  });
}
