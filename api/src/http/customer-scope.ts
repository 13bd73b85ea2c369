import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CustomerAccess } from '@patrimo/shared';
import type { AuthUser } from '../auth/auth-context';
import { advisoryCustomers, auditLog } from '../db/schema';

/**
 * Which customers of the firm an advisory user reaches (issue 16, README « Rôles du mode conseiller »): a
 * `manager` or an `admin` every customer of the firm, an `advisor` the customers they follow. Null for a user
 * without a firm (a half-made advisory account reaches nobody).
 */
export function customerScope(user: Pick<AuthUser, 'id' | 'roles' | 'firmId'>): SQL | null {
  if (!user.firmId) return null;
  const firmWide = user.roles.includes('manager') || user.roles.includes('admin');
  return firmWide ? eq(advisoryCustomers.firmId, user.firmId) : and(eq(advisoryCustomers.firmId, user.firmId), eq(advisoryCustomers.advisorUserId, user.id)) ?? null;
}

/** Whether a user's scope is the whole firm (`firm`) or their own customers (`own`). */
export function scopeKind(user: Pick<AuthUser, 'roles'>): 'firm' | 'own' {
  return user.roles.includes('manager') || user.roles.includes('admin') ? 'firm' : 'own';
}

/** The SQL condition of a customer whose saver data the firm may read: an account, access granted, not withdrawn. */
export const accessGranted: SQL = and(isNotNull(advisoryCustomers.userId), isNotNull(advisoryCustomers.accessGrantedAt), isNull(advisoryCustomers.accessWithdrawnAt)) as SQL;

/** A customer record's access state (customerAccessSchema), from its columns. */
export function customerAccess(row: { userId: string | null; accessGrantedAt: Date | null; accessWithdrawnAt: Date | null; hasPendingInvitation?: boolean }): CustomerAccess {
  if (row.accessWithdrawnAt) return 'withdrawn';
  if (row.userId && row.accessGrantedAt) return 'granted';
  return row.hasPendingInvitation ? 'invited' : 'none';
}

/** Writes one audit row per customer read (who, what, when); `action` is the route, e.g. `GET /customers/:customerId`. */
export async function auditCustomerReads(
  request: FastifyRequest,
  actor: { userId: string; firmId: string },
  customers: readonly { id: string; userId: string | null }[],
  action = `${request.method} ${request.routeOptions.url ?? request.url}`,
): Promise<void> {
  if (customers.length === 0) return;
  const { db, clock } = request.server.deps;
  const now = clock.now();
  await db.insert(auditLog).values(
    customers.map((customer) => ({
      actorUserId: actor.userId,
      firmId: actor.firmId,
      subjectUserId: customer.userId,
      customerId: customer.id,
      action,
      requestId: request.id,
      createdAt: now,
    })),
  );
}
