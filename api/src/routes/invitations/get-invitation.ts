import type { FastifyInstance } from 'fastify';
import { getInvitation } from '@patrimo/shared';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { findInvitationByToken, toPublicInvitation } from '../../identity/invitations';

/**
 * GET /api/invitations/:token — what the invited person sees before registering: state, their names and
 * address, the advisor's message, advisor and firm names. Public (the token is the secret of the link).
 * 404 `{ error: 'not_found' }` for an unknown token and for a canceled invitation (a withdrawn link shows
 * nothing of the firm any more). An accepted one is shown with its state, so the page can offer to sign in.
 */
export function registerGetInvitation(app: FastifyInstance): void {
  registerCall(app, getInvitation, async ({ params, deps }) => {
    const invitation = await findInvitationByToken(deps.db, params.token);
    if (!invitation || invitation.state === 'canceled') throw notFound();
    return toPublicInvitation(invitation);
  });
}
