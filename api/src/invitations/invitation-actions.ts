import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-context';
import type { Database } from '../db/client';
import { advisoryCustomers, invitations } from '../db/schema';
import { accessGranted, customerScope } from '../http/customer-scope';
import { ApiError, forbidden, notFound } from '../http/errors';
import { findInvitationByToken, PENDING_INVITATION_STATES } from '../identity/invitations';
import { selectInvitations, type InvitationRow } from './invitation-view';

/**
 * The life of an invitation after it is sent (spec §4: sent → read → accepted, or canceled): resend and
 * cancel by its advisor, acceptance by a saver who already has an account, and the lists of a customer's or
 * of a saver's invitations.
 */

/** 409 `invalid_state`: the invitation's state does not allow the action. */
export const invalidState = (): ApiError => new ApiError(409, 'invalid_state');
/** 409 `already_customer`. */
export const alreadyCustomer = (): ApiError => new ApiError(409, 'already_customer');

/**
 * The invitation `id` if the caller reaches it: its customer record is within their scope (`customerScope`),
 * or they sent it themselves (an advisor may invite an address whose record another advisor of the firm
 * follows). Anything else — another firm's, an unknown id — is 404 `not_found`, telling nothing.
 */
export async function findInvitationInScope(db: Database, user: Pick<AuthUser, 'id' | 'roles' | 'firmId'>, id: string): Promise<InvitationRow> {
  const scope = customerScope(user);
  if (!scope || !user.firmId) throw notFound();
  const reachable = or(scope, and(eq(invitations.firmId, user.firmId), eq(invitations.advisorUserId, user.id)));
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .innerJoin(advisoryCustomers, eq(advisoryCustomers.id, invitations.customerId))
    .where(and(eq(invitations.id, id), eq(invitations.firmId, user.firmId), reachable))
    .limit(1);
  if (!row) throw notFound();
  const [invitation] = await selectInvitations(db, eq(invitations.id, row.id));
  if (!invitation) throw notFound();
  return invitation;
}

/** sent/read → canceled, with when; 409 `invalid_state` from accepted or canceled. */
export async function cancelInvitation(db: Database, invitation: InvitationRow, now: Date): Promise<InvitationRow> {
  const updated = await db
    .update(invitations)
    .set({ state: 'canceled', canceledAt: now })
    .where(and(eq(invitations.id, invitation.id), inArray(invitations.state, [...PENDING_INVITATION_STATES])))
    .returning();
  const [row] = updated;
  if (!row) throw invalidState();
  return { ...row, advisorFirstName: invitation.advisorFirstName, advisorLastName: invitation.advisorLastName };
}

/**
 * A saver with an account accepts an invitation sent to their address (POST /invitations/:token/accept):
 * 404 `not_found` for an unknown or canceled token, 403 `invitation_email_mismatch` for another address,
 * 409 `invalid_state` once accepted, 409 `already_customer` when the saver is a customer of a firm (access
 * granted, not withdrawn) through another record. Accepting links the invitation's customer record to the
 * saver (access granted, any withdrawal cleared); a record of another firm the saver had withdrawn from lets
 * go of their account (a saver is the customer of one firm at most).
 */
export async function acceptInvitationAsSaver(db: Database, saver: Pick<AuthUser, 'id' | 'email'>, token: string, now: Date): Promise<'accepted'> {
  const invitation = await findInvitationByToken(db, token);
  if (!invitation || invitation.state === 'canceled') throw notFound();
  if (invitation.email.toLowerCase() !== saver.email.toLowerCase()) throw forbidden('invitation_email_mismatch');
  if (invitation.state === 'accepted') throw invalidState();

  return db.transaction(async (tx) => {
    const [elsewhere] = await tx
      .select({ id: advisoryCustomers.id })
      .from(advisoryCustomers)
      .where(and(eq(advisoryCustomers.userId, saver.id), ne(advisoryCustomers.id, invitation.customerId), accessGranted))
      .limit(1);
    if (elsewhere) throw alreadyCustomer();
    const accepted = await tx
      .update(invitations)
      .set({ state: 'accepted', userId: saver.id, acceptedAt: now })
      .where(and(eq(invitations.id, invitation.id), inArray(invitations.state, [...PENDING_INVITATION_STATES])))
      .returning({ id: invitations.id });
    // Canceled or accepted meanwhile.
    if (accepted.length === 0) throw invalidState();
    await tx
      .update(advisoryCustomers)
      .set({ userId: null, updatedAt: now })
      .where(and(eq(advisoryCustomers.userId, saver.id), ne(advisoryCustomers.id, invitation.customerId)));
    await tx
      .update(advisoryCustomers)
      .set({ userId: saver.id, accessGrantedAt: now, accessWithdrawnAt: null, updatedAt: now })
      .where(eq(advisoryCustomers.id, invitation.customerId));
    return 'accepted' as const;
  });
}

/**
 * A saver's own invitations: those they accepted, and those still pending or accepted addressed to their
 * e-mail (a canceled invitation leads nowhere and is not shown).
 */
export function saverInvitations(db: Database, saver: Pick<AuthUser, 'id' | 'email'>): Promise<InvitationRow[]> {
  return selectInvitations(
    db,
    or(eq(invitations.userId, saver.id), and(sql`lower(${invitations.email}) = ${saver.email.toLowerCase()}`, ne(invitations.state, 'canceled'))),
  );
}

/** Every invitation of a customer record, whatever its state. */
export function customerInvitations(db: Database, customerId: string): Promise<InvitationRow[]> {
  return selectInvitations(db, eq(invitations.customerId, customerId));
}
