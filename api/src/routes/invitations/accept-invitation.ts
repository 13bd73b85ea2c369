import type { FastifyInstance } from 'fastify';
import { acceptInvitation } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { acceptInvitationAsSaver } from '../../invitations/invitation-actions';

/**
 * POST /api/invitations/:token/accept — a signed-in saver accepts an invitation sent to their own address and
 * becomes a customer of the firm (issue 16). 404 `not_found` for an unknown or canceled token; 403
 * `invitation_email_mismatch` for another address; 409 `invalid_state` once accepted; 409 `already_customer`
 * for a saver who is a customer of a firm already. Advisors get 403 `is_admin`.
 */
export function registerAcceptInvitation(app: FastifyInstance): void {
  registerCall(app, acceptInvitation, async ({ params, auth, deps }) => ({ state: await acceptInvitationAsSaver(deps.db, auth.user, params.token, deps.clock.now()) }));
}
