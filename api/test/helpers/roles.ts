import { randomBytes } from 'node:crypto';
import { ADVISOR_PASSWORD, DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../src/db/seed-accounts';
import { advisorMemberships, advisoryFirms, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { signIn, userIdOf, type TestApp } from './test-app';

/** Every kind of caller the authorization rules tell apart (ARCHITECTURE §6). */
export type Role = 'anonymous' | 'saver' | 'otherSaver' | 'firmAdvisor' | 'manager' | 'admin' | 'foreignAdvisor';

export const ROLES: readonly Role[] = ['anonymous', 'saver', 'otherSaver', 'firmAdvisor', 'manager', 'admin', 'foreignAdvisor'];

export interface RoleCast {
  /** Access tokens by role; none for `anonymous`. */
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  /** User ids by role. */
  ids: Record<Exclude<Role, 'anonymous'>, string>;
  /** The advisory role each advisor holds. */
  advisoryRole: Partial<Record<Role, 'admin' | 'advisor' | 'manager'>>;
}

/**
 * Signs in one caller of each role on a seeded test server: `saver` is SECOND_SAVER, a customer of the seeded
 * firm; `otherSaver` is DEMO_SAVER, no customer of it; the firm's advisor, manager and admin; and
 * `foreignAdvisor`, an advisor of a second firm created here (unique e-mail per call).
 */
export async function signInEveryRole(t: TestApp): Promise<RoleCast> {
  const now = t.clock.now();
  const db = t.database.handle.db;
  const email = `conseiller.${randomBytes(4).toString('hex')}@autre-cabinet.example.fr`;
  const [firm] = await db.insert(advisoryFirms).values({ name: 'Autre Cabinet', createdAt: now, updatedAt: now }).returning({ id: advisoryFirms.id });
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(ADVISOR_PASSWORD), firstName: 'Inès', lastName: 'Autre', roles: ['advisor'], confirmedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  if (!firm || !user) throw new Error('the second firm could not be created');
  await db.insert(advisorMemberships).values({ userId: user.id, firmId: firm.id, createdAt: now });

  const accounts = { saver: SECOND_SAVER, otherSaver: DEMO_SAVER, firmAdvisor: FIRM_ADVISOR, manager: FIRM_MANAGER, admin: FIRM_ADMIN, foreignAdvisor: { email, password: ADVISOR_PASSWORD } };
  const tokens = {} as RoleCast['tokens'];
  const ids = {} as RoleCast['ids'];
  for (const [role, account] of Object.entries(accounts) as [keyof typeof accounts, { email: string; password: string }][]) {
    tokens[role] = (await signIn(t, account)).access_token;
    ids[role] = await userIdOf(t, account.email);
  }
  return { tokens, ids, advisoryRole: { firmAdvisor: FIRM_ADVISOR.role, manager: FIRM_MANAGER.role, admin: FIRM_ADMIN.role, foreignAdvisor: 'advisor' } };
}
