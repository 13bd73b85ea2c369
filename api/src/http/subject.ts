import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { SaverSelfAccess, SubjectAccess } from '@patrimo/shared';
import type { AuthContext } from '../auth/auth-context';
import { advisoryCustomers, auditLog } from '../db/schema';
import { forbidden } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose data a call reads or writes (ARCHITECTURE §2 "subject"). */
export interface Subject {
  /** The user whose data is concerned. */
  userId: string;
  /** True when the caller is that user. */
  self: boolean;
  /** Set when an advisor acts on a customer of their firm. */
  advisor?: { userId: string; firmId: string };
}

/** True when a `{userId}` path value names the caller: the alias `me` or their own id, whatever its case. */
function namesCaller(auth: AuthContext, userIdParam: string): boolean {
  return userIdParam === 'me' || userIdParam.toLowerCase() === auth.user.id;
}

/**
 * The subject of a `saverSelf` call: the signed-in saver. Advisors get 403 with the call's refusal code; a
 * `{userId}` in the path (undefined when the path has none) must name the saver, else 403 `forbidden`.
 */
export function saverSelfSubject(auth: AuthContext, access: SaverSelfAccess, userIdParam: string | undefined): Subject {
  if (auth.user.isAdvisor) throw forbidden(access.refusal);
  if (userIdParam !== undefined && !namesCaller(auth, userIdParam)) throw forbidden();
  return { userId: auth.user.id, self: true };
}

/**
 * Resolves the `{userId}` of a `subject` call — the alias `me` or a user id — into the subject of the call,
 * and checks the caller may reach it (ARCHITECTURE §6):
 * - a saver reaches only themselves (`me` or their own id), when the call is open to savers;
 * - an advisor holding one of the call's roles reaches only the customers of their firm, and every such
 *   access is written to the audit log.
 * Anything else is 403 `forbidden`, including unknown or malformed ids: the answer must not reveal which
 * ids exist.
 */
export async function resolveSubject(request: FastifyRequest, auth: AuthContext, access: SubjectAccess, userIdParam: string): Promise<Subject> {
  const { user } = auth;
  if (!user.isAdvisor) {
    if (access.savers && namesCaller(auth, userIdParam)) return { userId: user.id, self: true };
    throw forbidden();
  }

  // Advisors have no saver data of their own: `me` means nothing for them on a saver route.
  if (!user.roles.some((role) => (access.advisorRoles as readonly string[]).includes(role))) throw forbidden();
  if (userIdParam === 'me' || !UUID.test(userIdParam) || !user.firmId) throw forbidden();
  const customerId = userIdParam.toLowerCase();
  const { db, clock } = request.server.deps;
  const customer = await db
    .select({ userId: advisoryCustomers.userId })
    .from(advisoryCustomers)
    .where(and(eq(advisoryCustomers.userId, customerId), eq(advisoryCustomers.firmId, user.firmId)))
    .limit(1);
  if (customer.length === 0) throw forbidden();

  await db.insert(auditLog).values({
    actorUserId: user.id,
    firmId: user.firmId,
    subjectUserId: customerId,
    action: `${request.method} ${request.routeOptions.url ?? request.url}`,
    requestId: request.id,
    createdAt: clock.now(),
  });
  return { userId: customerId, self: false, advisor: { userId: user.id, firmId: user.firmId } };
}
