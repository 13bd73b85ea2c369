import type { FastifyInstance } from 'fastify';
import { markInvitationAsRead } from '@patrimo/shared';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { findInvitationByToken, markInvitationRead } from '../../identity/invitations';

/**
 * POST /api/invitations/:token/mark_as_read — the invitation link was opened: sent → read (spec §4). Idempotent:
 * read and accepted invitations stay as they are. 200 `{ state }` (the state after the call);
 * 404 `{ error: 'not_found' }` for an unknown token or a canceled invitation.
 */
export function registerMarkInvitationAsRead(app: FastifyInstance): void {
  registerCall(app, markInvitationAsRead, async ({ params, deps }) => {
    const invitation = await findInvitationByToken(deps.db, params.token);
    if (!invitation || invitation.state === 'canceled') throw notFound();
    return { state: await markInvitationRead(deps.db, invitation, deps.clock.now()) };
  });
}
