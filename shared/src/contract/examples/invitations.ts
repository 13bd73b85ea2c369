import type { ResponseOf } from '../define-call';
import type * as calls from '../invitations';
import { invitation } from './advisory-entities';

/** A valid example answer of each call of `contract/invitations.ts`; missing or drifted examples fail to compile. */
export const invitationsExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getInvitation: {
    state: 'sent',
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire.martin@example.fr',
    message: null,
    advisorName: 'Julien Bernard',
    firmName: 'Cabinet Bernard',
  },
  markInvitationAsRead: { state: 'read' },
  createInvitations: {
    invitations: [invitation],
    rejected: [{ line: 3, email: 'pas-une-adresse', status: 'invalid', errors: ['invalid'] }],
  },
  previewInvitationImport: {
    encoding: 'windows-1252',
    delimiter: ';',
    rows: [
      { line: 2, civilTitle: 'Mme', firstName: 'Claire', lastName: 'Martin', email: 'claire.martin@example.fr', status: 'ready', errors: {} },
      { line: 3, civilTitle: null, firstName: 'Marc', lastName: 'Petit', email: 'pas-une-adresse', status: 'invalid', errors: { email: ['invalid'] } },
    ],
    counts: [
      { status: 'ready', count: 1 },
      { status: 'invalid', count: 1 },
      { status: 'duplicate', count: 0 },
      { status: 'already_customer', count: 0 },
      { status: 'already_invited', count: 0 },
    ],
  },
  acceptInvitation: { state: 'accepted' },
  sendInvitation: invitation,
  cancelInvitation: { ...invitation, state: 'canceled' },
  getUserInvitations: [invitation],
};
