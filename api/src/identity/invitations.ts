import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvitationState, PublicInvitation } from '@patrimo/shared';
import type { Database } from '../db/client';
import { advisoryFirms, invitations, users } from '../db/schema';

/** States in which an invitation link can still be used to register (spec §4: sent, then read). */
export const PENDING_INVITATION_STATES = ['sent', 'read'] as const satisfies readonly InvitationState[];

/** Invitation tokens longer than this were never issued; they are refused without a query. */
const MAX_TOKEN_LENGTH = 256;

/** An invitation found by its link's token, with what registration needs. */
export interface InvitationRecord {
  id: string;
  state: InvitationState;
  firmId: string;
  customerId: string;
  advisorUserId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  message: string | null;
  promoCode: string | null;
  firmName: string;
  advisorFirstName: string | null;
  advisorLastName: string | null;
}

/** The invitation of a link; undefined when the token is unknown. */
export async function findInvitationByToken(db: Pick<Database, 'select'>, token: string): Promise<InvitationRecord | undefined> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
  const rows = await db
    .select({
      id: invitations.id,
      state: invitations.state,
      firmId: invitations.firmId,
      customerId: invitations.customerId,
      advisorUserId: invitations.advisorUserId,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      email: invitations.email,
      message: invitations.message,
      promoCode: invitations.promoCode,
      firmName: advisoryFirms.name,
      advisorFirstName: users.firstName,
      advisorLastName: users.lastName,
    })
    .from(invitations)
    .innerJoin(advisoryFirms, eq(advisoryFirms.id, invitations.firmId))
    .leftJoin(users, eq(users.id, invitations.advisorUserId))
    .where(eq(invitations.token, token))
    .limit(1);
  return rows[0];
}

/** Whether an invitation can be accepted by registering. */
export function isPending(invitation: Pick<InvitationRecord, 'state'>): boolean {
  return (PENDING_INVITATION_STATES as readonly string[]).includes(invitation.state);
}

/** Whether some firm has a pending invitation for this address (already lower-cased). */
export async function hasPendingInvitation(db: Pick<Database, 'select'>, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(sql`lower(${invitations.email}) = ${email}`, inArray(invitations.state, [...PENDING_INVITATION_STATES])))
    .limit(1);
  return rows.length > 0;
}

/**
 * What the invited person sees (publicInvitationSchema). The advisor's name is the inviting advisor's; when that
 * account is gone, the firm speaks for itself.
 */
export function toPublicInvitation(invitation: InvitationRecord): PublicInvitation {
  const advisorName = [invitation.advisorFirstName, invitation.advisorLastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
  return {
    state: invitation.state,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
    message: invitation.message,
    advisorName: advisorName === '' ? invitation.firmName : advisorName,
    firmName: invitation.firmName,
  };
}

/**
 * sent → read, recording when (spec §4: "read (link clicked)"). Other states are left as they are, so the call
 * is idempotent and never moves an accepted invitation back. Returns the state after the call.
 */
export async function markInvitationRead(db: Pick<Database, 'update' | 'select'>, invitation: Pick<InvitationRecord, 'id' | 'state'>, now: Date): Promise<InvitationState> {
  if (invitation.state !== 'sent') return invitation.state;
  const updated = await db
    .update(invitations)
    .set({ state: 'read', readAt: now })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.state, 'sent')))
    .returning({ state: invitations.state });
  if (updated[0]) return updated[0].state;
  // Someone else moved it meanwhile (read, accepted or canceled): report what it is now.
  const current = await db.select({ state: invitations.state }).from(invitations).where(eq(invitations.id, invitation.id)).limit(1);
  return current[0]?.state ?? invitation.state;
}
