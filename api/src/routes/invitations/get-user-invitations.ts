import type { FastifyInstance } from 'fastify';
import { getUserInvitations } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { customerInvitations, saverInvitations } from '../../invitations/invitation-actions';
import { toInvitation } from '../../invitations/invitation-view';

/**
 * GET /api/users/:userId/invitations — for a saver (`me`), the invitations they accepted and those addressed
 * to them that still stand; for an advisor, every invitation of the customer's record (the subject resolution
 * checks the scope and the access, and audits the read). Newest first.
 */
export function registerGetUserInvitations(app: FastifyInstance): void {
  registerCall(app, getUserInvitations, async ({ subject, auth, deps }) => {
    const rows = subject.advisor ? await customerInvitations(deps.db, subject.advisor.customerId) : await saverInvitations(deps.db, auth.user);
    return rows.map(toInvitation);
  });
}
