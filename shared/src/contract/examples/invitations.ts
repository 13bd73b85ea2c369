import type { ResponseOf } from '../define-call';
import type * as calls from '../invitations';
import { invitation } from './entities';

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
    rejected: [{ line: 3, email: 'pas-une-adresse', errors: ['invalid'] }],
  },
  sendInvitation: invitation,
  cancelInvitation: { ...invitation, state: 'canceled' },
  getUserInvitations: [invitation],
};
