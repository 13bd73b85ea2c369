import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { advisoryCustomers, auditLog } from '../db/schema';
import { forbidden, unauthorized } from './errors';

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

/**
 * Resolves the `{userId}` of a path — the alias `me` or a user id — into the subject of the call, and
 * checks the caller may reach it (ARCHITECTURE §6):
 * - a saver reaches only themselves (`me` or their own id);
 * - an advisor reaches only the customers of their firm, and every such access is written to the audit log.
 * Anything else is 403 `forbidden`, including unknown or malformed ids: the answer must not reveal which
 * ids exist.
 */
export async function resolveSubject(request: FastifyRequest, userIdParam: string): Promise<Subject> {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  const { user } = auth;

  if (!user.isAdvisor) {
    if (userIdParam === 'me' || userIdParam.toLowerCase() === user.id) return { userId: user.id, self: true };
    throw forbidden();
  }

  // Advisors have no saver data of their own: `me` means nothing for them on a saver route.
  if (userIdParam === 'me' || !UUID.test(userIdParam) || !user.firmId) throw forbidden();
  const customerId = userIdParam.toLowerCase();
  const { db } = request.server.deps;
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
    createdAt: request.server.deps.clock.now(),
  });
  return { userId: customerId, self: false, advisor: { userId: user.id, firmId: user.firmId } };
}
