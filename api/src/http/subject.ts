import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { FirmCustomerAccess, SaverSelfAccess, SubjectAccess } from '@patrimo/shared';
import type { AuthContext } from '../auth/auth-context';
import { advisoryCustomers } from '../db/schema';
import { accessGranted, auditCustomerReads, customerScope } from './customer-scope';
import { forbidden } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose data a call reads or writes (ARCHITECTURE §2 "subject"). */
export interface Subject {
  /** The user whose data is concerned. */
  userId: string;
  /** True when the caller is that user. */
  self: boolean;
  /** Set when an advisor acts on a customer of their firm: the advisor and the customer record. */
  advisor?: { userId: string; firmId: string; customerId: string };
}

/** A customer record reached through a `firmCustomer` call, already checked and audited. */
export interface CustomerSubject {
  id: string;
  firmId: string;
  advisorUserId: string | null;
  userId: string | null;
  accessGrantedAt: Date | null;
  accessWithdrawnAt: Date | null;
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
  if (userIdParam === 'me' || !UUID.test(userIdParam)) throw forbidden();
  const scope = customerScope(user);
  if (!scope || !user.firmId) throw forbidden();
  const userId = userIdParam.toLowerCase();
  const { db } = request.server.deps;
  // Within the advisor's scope, and only while the customer grants access (withdrawn: refused at once).
  const [customer] = await db
    .select({ id: advisoryCustomers.id, userId: advisoryCustomers.userId, accessWithdrawnAt: advisoryCustomers.accessWithdrawnAt })
    .from(advisoryCustomers)
    .where(and(eq(advisoryCustomers.userId, userId), scope))
    .limit(1);
  if (!customer) throw forbidden();
  if (customer.accessWithdrawnAt) throw forbidden('access_withdrawn');
  const [granted] = await db.select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(and(eq(advisoryCustomers.id, customer.id), accessGranted)).limit(1);
  if (!granted) throw forbidden();

  await auditCustomerReads(request, { userId: user.id, firmId: user.firmId }, [{ id: customer.id, userId }]);
  return { userId, self: false, advisor: { userId: user.id, firmId: user.firmId, customerId: customer.id } };
}

/**
 * Resolves the `{customerId}` of a `firmCustomer` call into the customer record, within the advisor's scope
 * (`customerScope`); anything else is 403 `forbidden`, unknown and malformed ids included. With `needsAccess`,
 * a customer who withdrew access is 403 `access_withdrawn` and one without an account 403 `forbidden`. The
 * call is audited, reads and writes alike.
 */
export async function resolveFirmCustomer(request: FastifyRequest, auth: AuthContext, access: FirmCustomerAccess, customerIdParam: string): Promise<CustomerSubject> {
  const { user } = auth;
  if (!user.isAdvisor || !user.roles.some((role) => (access.roles as readonly string[]).includes(role))) throw forbidden();
  if (!UUID.test(customerIdParam) || !user.firmId) throw forbidden();
  const scope = customerScope(user);
  if (!scope) throw forbidden();
  const [customer] = await request.server.deps.db
    .select({
      id: advisoryCustomers.id,
      firmId: advisoryCustomers.firmId,
      advisorUserId: advisoryCustomers.advisorUserId,
      userId: advisoryCustomers.userId,
      accessGrantedAt: advisoryCustomers.accessGrantedAt,
      accessWithdrawnAt: advisoryCustomers.accessWithdrawnAt,
    })
    .from(advisoryCustomers)
    .where(and(eq(advisoryCustomers.id, customerIdParam.toLowerCase()), scope))
    .limit(1);
  if (!customer) throw forbidden();
  if (access.needsAccess) {
    if (customer.accessWithdrawnAt) throw forbidden('access_withdrawn');
    if (!customer.userId || !customer.accessGrantedAt) throw forbidden();
  }
  await auditCustomerReads(request, { userId: user.id, firmId: user.firmId }, [customer]);
  return customer;
}
