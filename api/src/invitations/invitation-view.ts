import { eq, type SQL } from 'drizzle-orm';
import type { Invitation } from '@patrimo/shared';
import type { Database } from '../db/client';
import { invitations, users } from '../db/schema';

/** An invitation row with its advisor's names, as the queries below read it. */
export type InvitationRow = typeof invitations.$inferSelect & { advisorFirstName: string | null; advisorLastName: string | null };

/** « Julien Moreau », or null when the advisor's account is gone (or has no name). */
export function personName(firstName: string | null, lastName: string | null): string | null {
  const name = [firstName, lastName].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
  return name === '' ? null : name;
}

/** An invitation as its advisor sees it (invitationSchema). */
export function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    state: row.state,
    invitedAt: row.invitedAt.toISOString(),
    civilTitle: row.civilTitle,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    token: row.token,
    message: row.message,
    companyName: row.companyName,
    contactName: row.contactName,
    promoCode: row.promoCode,
    customerId: row.customerId,
    userId: row.userId,
    advisorId: row.advisorUserId,
    advisorName: personName(row.advisorFirstName, row.advisorLastName),
    readAt: row.readAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

/** Invitations matching `where`, newest first, with their advisor's names. */
export async function selectInvitations(db: Pick<Database, 'select'>, where: SQL | undefined): Promise<InvitationRow[]> {
  const rows = await db
    .select({ invitation: invitations, advisorFirstName: users.firstName, advisorLastName: users.lastName })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.advisorUserId))
    .where(where)
    .orderBy(invitations.invitedAt, invitations.id);
  return rows.reverse().map((row) => ({ ...row.invitation, advisorFirstName: row.advisorFirstName, advisorLastName: row.advisorLastName }));
}
