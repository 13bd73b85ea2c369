import type { FastifyInstance } from 'fastify';
import { createInvitations } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { sendInvitationMailNow } from '../../invitations/invitation-mails';
import { toInvitation } from '../../invitations/invitation-view';
import { importCsv, inviteOne } from '../../invitations/invite';
import { CSV_BODY_LIMIT, inviterOf, mailOriginOf } from './invitation-caller';

/**
 * POST /api/invitations — an advisor invites a customer `{ invitation }` or imports a CSV file `{ csv }`
 * (issue 16). Each invitation belongs to the firm's customer record of its address (reused, or created and
 * followed by the caller).
 * - `{ invitation }`: 201 `{ invitations: [one], rejected: [] }`, the mail sent at once (a mail that cannot be
 *   sent is logged; the advisor resends it); 409 `already_customer` when the firm's record of the address has
 *   access granted; 409 `user_already_invited` when the firm has a pending invitation for it.
 * - `{ csv }`: only the rows the preview calls `ready` are imported, in one transaction; the others come back
 *   in `rejected` with their status and codes; the mails are queued as durable jobs. 400
 *   `csv.content_base64: invalid_file` / `file_too_large` for a file that cannot be read.
 */
export function registerCreateInvitations(app: FastifyInstance): void {
  registerCall(
    app,
    createInvitations,
    async ({ body, auth, deps, request }) => {
      const inviter = inviterOf(auth);
      const origin = mailOriginOf(request, deps);
      const now = deps.clock.now();
      if ('csv' in body) {
        const result = await importCsv(deps.db, inviter, body.csv, now, origin);
        request.log.info({ imported: result.invitations.length, rejected: result.rejected.length }, 'invitations imported');
        return result;
      }
      const created = await inviteOne(deps.db, inviter, body.invitation, now);
      await sendInvitationMailNow(deps, request.log, origin.brand, origin.linkBase, created.id);
      return { invitations: [toInvitation(created)], rejected: [] };
    },
    { bodyLimit: CSV_BODY_LIMIT },
  );
}
