import { randomBytes } from 'node:crypto';
import { ADVISOR_PASSWORD, DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../src/db/seed-accounts';
import { eq } from 'drizzle-orm';
import { advisorMemberships, advisoryCustomers, advisoryFirms, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { signIn, userIdOf, type TestApp } from './test-app';

/** Every kind of caller the authorization rules tell apart (ARCHITECTURE §6). */
export type Role = 'anonymous' | 'saver' | 'otherSaver' | 'firmAdvisor' | 'manager' | 'admin' | 'foreignAdvisor' | 'foreignManager';

export const ROLES: readonly Role[] = ['anonymous', 'saver', 'otherSaver', 'firmAdvisor', 'manager', 'admin', 'foreignAdvisor', 'foreignManager'];

export interface RoleCast {
  /** Access tokens by role; none for `anonymous`. */
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  /** User ids by role. */
  ids: Record<Exclude<Role, 'anonymous'>, string>;
  /** The advisory role each advisor holds. */
  advisoryRole: Partial<Record<Role, 'admin' | 'advisor' | 'manager'>>;
  /** The seeded firm's customer record of `saver`, followed by `firmAdvisor`. */
  customerId: string;
  /** Customers of the seeded firm made here, with a saver account and access granted. */
  others: {
    /** Followed by another advisor of the firm (`colleagueId`): `firmAdvisor` does not reach them, the manager does. */
    colleagues: { customerId: string; userId: string; colleagueId: string };
    /** Followed by `firmAdvisor`, their access withdrawn. */
    withdrawn: { customerId: string; userId: string };
  };
}

/** A user made for the cast (unique e-mail per call); an advisory one joins `firmId`. */
async function castUser(t: TestApp, input: { prefix: string; firstName: string; roles: string[]; firmId?: string; passwordHash: string }): Promise<{ id: string; email: string }> {
  const now = t.clock.now();
  const db = t.database.handle.db;
  const email = `${input.prefix}.${randomBytes(4).toString('hex')}@example.fr`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: input.passwordHash, firstName: input.firstName, lastName: 'Distribution', roles: input.roles, confirmedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  if (!user) throw new Error(`${input.prefix} could not be created`);
  if (input.firmId) await db.insert(advisorMemberships).values({ userId: user.id, firmId: input.firmId, createdAt: now });
  return { id: user.id, email };
}

/**
 * Signs in one caller of each role on a seeded test server: `saver` is SECOND_SAVER, a customer of the seeded
 * firm; `otherSaver` is DEMO_SAVER, no customer of it; the firm's advisor, manager and admin; and
 * `foreignAdvisor` and `foreignManager`, an advisor and a manager of a second firm created here. Two more
 * customers of the seeded firm (`others`): one followed by a colleague of `firmAdvisor`, one who withdrew access.
 */
export async function signInEveryRole(t: TestApp): Promise<RoleCast> {
  const now = t.clock.now();
  const db = t.database.handle.db;
  const [firm] = await db.insert(advisoryFirms).values({ name: 'Autre Cabinet', createdAt: now, updatedAt: now }).returning({ id: advisoryFirms.id });
  if (!firm) throw new Error('the second firm could not be created');
  const passwordHash = await hashPassword(ADVISOR_PASSWORD);
  const foreignAdvisor = await castUser(t, { prefix: 'conseiller.autre', firstName: 'Inès', roles: ['advisor'], firmId: firm.id, passwordHash });
  const foreignManager = await castUser(t, { prefix: 'responsable.autre', firstName: 'Yves', roles: ['manager'], firmId: firm.id, passwordHash });

  const accounts = {
    saver: SECOND_SAVER,
    otherSaver: DEMO_SAVER,
    firmAdvisor: FIRM_ADVISOR,
    manager: FIRM_MANAGER,
    admin: FIRM_ADMIN,
    foreignAdvisor: { email: foreignAdvisor.email, password: ADVISOR_PASSWORD },
    foreignManager: { email: foreignManager.email, password: ADVISOR_PASSWORD },
  };
  const tokens = {} as RoleCast['tokens'];
  const ids = {} as RoleCast['ids'];
  for (const [role, account] of Object.entries(accounts) as [keyof typeof accounts, { email: string; password: string }][]) {
    tokens[role] = (await signIn(t, account)).access_token;
    ids[role] = await userIdOf(t, account.email);
  }
  const [customer] = await db.select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(eq(advisoryCustomers.userId, ids.saver)).limit(1);
  const [seeded] = await db.select({ firmId: advisorMemberships.firmId }).from(advisorMemberships).where(eq(advisorMemberships.userId, ids.firmAdvisor)).limit(1);
  if (!customer || !seeded) throw new Error('the saver is no customer of the seeded firm');
  const colleague = await castUser(t, { prefix: 'collegue', firstName: 'Claire', roles: ['advisor'], firmId: seeded.firmId, passwordHash });
  const customerOf = async (prefix: string, advisorUserId: string, withdrawn: boolean) => {
    const saver = await castUser(t, { prefix, firstName: 'Client', roles: [], passwordHash });
    const [record] = await db
      .insert(advisoryCustomers)
      .values({ firmId: seeded.firmId, advisorUserId, userId: saver.id, firstName: 'Client', lastName: prefix, email: saver.email, accessGrantedAt: now, accessWithdrawnAt: withdrawn ? now : null, createdAt: now, updatedAt: now })
      .returning({ id: advisoryCustomers.id });
    return { customerId: record?.id as string, userId: saver.id };
  };
  const colleagues = { ...(await customerOf('client.collegue', colleague.id, false)), colleagueId: colleague.id };
  const withdrawn = await customerOf('client.retire', ids.firmAdvisor, true);
  return {
    customerId: customer.id,
    tokens,
    ids,
    advisoryRole: { firmAdvisor: FIRM_ADVISOR.role, manager: FIRM_MANAGER.role, admin: FIRM_ADMIN.role, foreignAdvisor: 'advisor', foreignManager: 'manager' },
    others: { colleagues, withdrawn },
  };
}
