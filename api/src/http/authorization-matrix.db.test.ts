import { randomUUID } from 'node:crypto';
import { ACCESS_LEVELS, fromWire, noInput, pathParamNames, type AccessLevel, type CallAccess, type CallDefinition } from '@patrimo/shared';
import { eq, inArray } from 'drizzle-orm';
import { advisorMemberships, advisoryCustomers, auditLog, bankAccounts, portfolios } from '../db/schema';
import { DEMO_SAVER } from '../db/seed-accounts';
import { insertInvitation } from '../../test/helpers/invitations';
import { notify } from '../notifications/notifications';
import { ROLES, signInEveryRole, type Role, type RoleCast } from '../../test/helpers/roles';
import { createTestApp, describeDb, json, type HttpResponse, type TestApp } from '../../test/helpers/test-app';

/**
 * The authorization matrix (ARCHITECTURE §6), generated from the contract: every call the server registers
 * (`app.registeredCalls`), asked by every role, is answered as its declared access says. A call added later
 * is covered without a line here; a new access level fails the test until the matrix knows it.
 *
 * "Allowed" means neither 401 nor 403 (nor a 5xx): a 400 on an empty body proves the access was granted.
 */

type Expectation = { kind: 'allowed' } | { kind: 'refused'; status: 401 | 403 | 404; code: string };

const allowed: Expectation = { kind: 'allowed' };
const anonymousRefusal: Expectation = { kind: 'refused', status: 401, code: 'unauthorized' };
const forbidden = (code = 'forbidden'): Expectation => ({ kind: 'refused', status: 403, code });
const notFound: Expectation = { kind: 'refused', status: 404, code: 'not_found' };

/**
 * Whom a request names: in `{userId}`, the saver themselves by alias or the saver's id; in `{customerId}`, the
 * saver's customer record (`saver`) or an id that names no customer (`me`). `colleagues` and `withdrawn` name
 * the cast's other customers (`RoleCast.others`) both ways; `canceledToken` puts a canceled invitation's token
 * in `{token}`.
 */
type Target = 'me' | 'saver' | 'colleagues' | 'withdrawn' | 'canceledToken';

interface Probe {
  role: Role;
  target: Target;
  /** Entity ids in the path belong to the other saver rather than being unknown. */
  foreignEntity: boolean;
  expected: Expectation;
}

const isAdvisorRole = (role: Role): boolean => ['firmAdvisor', 'manager', 'admin', 'foreignAdvisor', 'foreignManager'].includes(role);
const isSaverRole = (role: Role): boolean => role === 'saver' || role === 'otherSaver';

/** The expected answer of each access level, per role; the `Record` makes TypeScript ask for every level. */
const MATRIX: Record<AccessLevel, (access: never, cast: RoleCast, call: CallDefinition) => Probe[]> = {
  public: () => ROLES.map((role) => ({ role, target: 'me', foreignEntity: false, expected: allowed })),
  // A valid token names the caller, an absent one leaves them anonymous: nobody is refused.
  optionalSignIn: () => ROLES.map((role) => ({ role, target: 'me', foreignEntity: false, expected: allowed })),
  signedIn: () => ROLES.map((role) => ({ role, target: 'me', foreignEntity: false, expected: role === 'anonymous' ? anonymousRefusal : allowed })),
  advisor: (access: Extract<CallAccess, { level: 'advisor' }>, cast) =>
    ROLES.map((role) => {
      const advisoryRole = cast.advisoryRole[role];
      let expected: Expectation = forbidden(access.refusal);
      if (role === 'anonymous') expected = anonymousRefusal;
      else if (advisoryRole && access.roles.includes(advisoryRole)) expected = allowed;
      return { role, target: 'me', foreignEntity: false, expected };
    }),
  saverSelf: (access: Extract<CallAccess, { level: 'saverSelf' }>, _cast, call) => {
    const namesUser = pathParamNames(call.path).includes('userId');
    const probes: Probe[] = ROLES.map((role) => {
      if (role === 'anonymous') return { role, target: 'me', foreignEntity: false, expected: anonymousRefusal };
      if (isAdvisorRole(role)) return { role, target: 'me', foreignEntity: false, expected: forbidden(access.refusal) };
      return { role, target: 'me', foreignEntity: false, expected: allowed };
    });
    // Another saver naming the saver: refused; the saver's own id works like `me`.
    if (namesUser) probes.push({ role: 'otherSaver', target: 'saver', foreignEntity: false, expected: forbidden() }, { role: 'saver', target: 'saver', foreignEntity: false, expected: allowed });
    if (hasEntityParam(call)) probes.push({ role: 'saver', target: 'me', foreignEntity: true, expected: notFound });
    return probes;
  },
  subject: (access: Extract<CallAccess, { level: 'subject' }>, cast, call) => {
    const probes: Probe[] = [{ role: 'anonymous', target: 'saver', foreignEntity: false, expected: anonymousRefusal }];
    const saverExpected = access.savers ? allowed : forbidden();
    probes.push({ role: 'saver', target: 'me', foreignEntity: false, expected: saverExpected }, { role: 'saver', target: 'saver', foreignEntity: false, expected: saverExpected });
    probes.push({ role: 'otherSaver', target: 'saver', foreignEntity: false, expected: forbidden() });
    for (const role of ['firmAdvisor', 'manager', 'admin', 'foreignAdvisor', 'foreignManager'] as const) {
      const advisoryRole = cast.advisoryRole[role];
      const inFirm = role !== 'foreignAdvisor' && role !== 'foreignManager';
      const expected = inFirm && advisoryRole && access.advisorRoles.includes(advisoryRole) ? allowed : forbidden();
      probes.push({ role, target: 'saver', foreignEntity: false, expected });
      // Advisors have no saver data of their own.
      probes.push({ role, target: 'me', foreignEntity: false, expected: forbidden() });
    }
    if (hasEntityParam(call)) {
      if (access.savers) probes.push({ role: 'saver', target: 'me', foreignEntity: true, expected: notFound });
      probes.push({ role: 'firmAdvisor', target: 'saver', foreignEntity: true, expected: access.advisorRoles.includes('advisor') ? notFound : forbidden() });
    }
    // A customer of the firm followed by a colleague: not the advisor's, the manager's; a withdrawn one: nobody's.
    probes.push({ role: 'firmAdvisor', target: 'colleagues', foreignEntity: false, expected: forbidden() });
    probes.push({ role: 'manager', target: 'colleagues', foreignEntity: false, expected: access.advisorRoles.includes('manager') ? allowed : forbidden() });
    for (const role of ['firmAdvisor', 'manager'] as const) {
      const advisoryRole = cast.advisoryRole[role];
      probes.push({ role, target: 'withdrawn', foreignEntity: false, expected: advisoryRole && access.advisorRoles.includes(advisoryRole) ? forbidden('access_withdrawn') : forbidden() });
    }
    return probes;
  },
  firmCustomer: (access: Extract<CallAccess, { level: 'firmCustomer' }>, cast) => {
    const probes: Probe[] = [{ role: 'anonymous', target: 'saver', foreignEntity: false, expected: anonymousRefusal }];
    for (const role of ['saver', 'otherSaver', 'foreignAdvisor', 'foreignManager'] as const) probes.push({ role, target: 'saver', foreignEntity: false, expected: forbidden() });
    for (const role of ['firmAdvisor', 'manager', 'admin'] as const) {
      const advisoryRole = cast.advisoryRole[role];
      const holds = advisoryRole !== undefined && access.roles.includes(advisoryRole);
      probes.push({ role, target: 'saver', foreignEntity: false, expected: holds ? allowed : forbidden() });
      // An id that names no customer of the firm is refused like a foreign one.
      probes.push({ role, target: 'me', foreignEntity: false, expected: forbidden() });
      // A withdrawn customer: the firm keeps the record (notes, interactions); their data is refused.
      probes.push({ role, target: 'withdrawn', foreignEntity: false, expected: !holds ? forbidden() : access.needsAccess ? forbidden('access_withdrawn') : allowed });
    }
    // A colleague's customer: refused to the advisor, open to the manager.
    probes.push({ role: 'firmAdvisor', target: 'colleagues', foreignEntity: false, expected: forbidden() });
    probes.push({ role: 'manager', target: 'colleagues', foreignEntity: false, expected: access.roles.includes('manager') ? allowed : forbidden() });
    return probes;
  },
};

/** The token of a canceled invitation: every `/invitations/:token…` call answers it 404 `not_found`. */
const CANCELED_TOKEN = 'matrix-canceled-invitation-token-0123456789';

/** The canceled token's probe of a call with `{token}` under /invitations: the caller the call admits, told 404. */
function canceledTokenProbes(call: CallDefinition): Probe[] {
  if (!call.path.startsWith('/invitations/') || !pathParamNames(call.path).includes('token')) return [];
  const level = call.access.level;
  const role: Role | undefined = level === 'public' || level === 'optionalSignIn' ? 'anonymous' : level === 'saverSelf' || level === 'signedIn' ? 'otherSaver' : undefined;
  return role ? [{ role, target: 'canceledToken', foreignEntity: false, expected: notFound }] : [];
}

/** Calls that withdraw the seeded customers' access: the matrix grants it back after each probe. */
const WITHDRAWALS = new Set(['withdrawCustomerAccess', 'withdrawDataAccess']);

/** Path parameters other than `{userId}`: ids of entities (or catalogue keys, tokens…). */
function hasEntityParam(call: CallDefinition): boolean {
  return pathParamNames(call.path).some((name) => name !== 'userId' && name !== 'customerId');
}

/**
 * Wire bodies that pass validation, for the calls whose foreign-entity probe must reach the ownership check
 * (an invalid body would stop at 400 first). A new call with entity ids and a body needs one here: the test
 * says so.
 */
const VALID_BODIES: Record<string, unknown> = {
  updatePortfolio: { status: 'hidden' },
  updatePortfolioInfos: { portfolio_infos: {} },
  markNotificationAsRead: { read: true },
  updateConnection: {},
  recordAnalysisProgress: { step: 'allocation', substep: 1 },
  optimizePortfolio: { data: { start: 'blank', strategy: 'balanced', basket: [{ isin: null, euro_fund: true, basket_from: 'recommended' }] } },
  saveArbitrationPlan: { data: { start: 'blank', strategy: 'balanced', basket: [{ isin: null, euro_fund: true, basket_from: 'recommended' }] } },
  estimateRealEstate: {},
  updateRealEstate: { name: 'Maison' },
  cancelSubscription: { at_period_end: true },
  // Calls on a customer record: a valid body runs the handler, on a withdrawn customer too.
  updateCustomer: { customer: { birthplace: 'Lyon' } },
  updateAdvisorNotes: { advisor_notes: 'Note de la matrice' },
  createCustomerEvent: { event: { kind: 'note', content: 'Note de la matrice', occurred_at: '2025-01-02T10:00:00.000Z' } },
};

/** The other saver's entities, for the foreign-entity probes. */
interface ForeignEntities {
  accountId: string;
  portfolioId: string;
  notificationId: string;
}

/** The value of a path parameter: the other saver's entity when probing foreign ids, else an unknown id. */
function paramValue(call: CallDefinition, name: string, foreign: ForeignEntities | undefined): string {
  // A path word that names a kind of thing rather than an entity (an analysis step).
  if (name === 'type' && call.path.endsWith('/analyses/:type')) return 'allocation';
  if (!foreign) return randomUUID();
  if (name === 'accountId' || (name === 'id' && call.path.startsWith('/accounts/'))) return foreign.accountId;
  if (name === 'id' && /\/portfolios\/:id(\/|$)/.test(call.path)) return foreign.portfolioId;
  if (name === 'id' && call.path.includes('/notifications/:id')) return foreign.notificationId;
  // A fund named in a contract's path: any well-formed ISIN (the contract is checked first).
  if (name === 'isin') return 'FR0010315770';
  // Ids held elsewhere (the partner's connection ids): an unknown id must be answered like a foreign one.
  return randomUUID();
}

describeDb('the authorization matrix', () => {
  let t: TestApp;
  let cast: RoleCast;
  let foreign: ForeignEntities;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
    const db = t.database.handle.db;
    const other = cast.ids.otherSaver;
    const [account] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, other)).limit(1);
    if (!account) throw new Error('the other saver has no « Démonstration » account');
    // The demonstration's contracts come from a job this server does not run: one contract is enough here.
    const [portfolio] = await db
      .insert(portfolios)
      .values({ userId: other, accountId: account.id, externalId: 'matrix', name: 'Compte courant', kind: 'checking', category: 'savings', amount: 1200 })
      .returning({ id: portfolios.id });
    if (!portfolio) throw new Error('the other saver’s contract could not be stored');
    const notification = await notify(db, t.app.deps.bus, { userId: other, event: 'account_deleted', accountId: null, text: 'Banque', now: t.clock.now() });
    foreign = { accountId: account.id, portfolioId: portfolio.id, notificationId: notification.id };
    const [membership] = await db.select({ firmId: advisorMemberships.firmId }).from(advisorMemberships).where(eq(advisorMemberships.userId, cast.ids.firmAdvisor));
    const now = t.clock.now();
    await insertInvitation(db, {
      firmId: membership?.firmId as string,
      advisorUserId: cast.ids.firmAdvisor,
      token: CANCELED_TOKEN,
      firstName: 'Annulée',
      lastName: 'Invitation',
      email: DEMO_SAVER.email,
      state: 'canceled',
      invitedAt: now,
      canceledAt: now,
    });
  }, 120_000);

  /** Grants back the access a withdrawal probe took from the seeded customers (the withdrawn one stays so). */
  async function restoreAccess(): Promise<void> {
    await t.database.handle.db
      .update(advisoryCustomers)
      .set({ accessWithdrawnAt: null })
      .where(inArray(advisoryCustomers.id, [cast.customerId, cast.others.colleagues.customerId]));
  }
  afterAll(() => t.close());

  async function send(call: CallDefinition, probe: Probe): Promise<HttpResponse> {
    const other = probe.target === 'colleagues' || probe.target === 'withdrawn' ? cast.others[probe.target] : undefined;
    const userId = other?.userId ?? (probe.target === 'saver' ? cast.ids.saver : 'me');
    const customerId = other?.customerId ?? (probe.target === 'saver' ? cast.customerId : randomUUID());
    const url = `/api${call.path}`.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) =>
      encodeURIComponent(
        name === 'userId'
          ? userId
          : name === 'customerId'
            ? customerId
            : name === 'token' && probe.target === 'canceledToken'
              ? CANCELED_TOKEN
              : paramValue(call, name, probe.foreignEntity ? foreign : undefined),
      ),
    );
    const takesBody = call.method === 'POST' || call.method === 'PUT' || call.method === 'PATCH';
    const payload = takesBody ? (VALID_BODIES[call.id] ?? {}) : undefined;
    const headers: Record<string, string> = probe.role === 'anonymous' ? {} : { authorization: `Bearer ${cast.tokens[probe.role]}` };
    // Real estate answers only on a brand with the feature on (spec §6): the staging brand has it.
    if (call.tag === 'real-estate') headers.host = 'staging.patrimo.fr';
    return t.request({ method: call.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  }

  function mismatch(call: CallDefinition, probe: Probe, response: HttpResponse): string | undefined {
    const label = `${call.id} (${call.access.level}) as ${probe.role} on ${probe.target}${probe.foreignEntity ? ' with a foreign id' : ''}`;
    const { expected } = probe;
    if (expected.kind === 'allowed') {
      if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) return `${label}: ${response.statusCode} ${response.body}`;
      return undefined;
    }
    const code = response.headers['content-type']?.includes('json') ? json<{ error?: string }>(response).error : undefined;
    if (response.statusCode !== expected.status || code !== expected.code) {
      return `${label}: expected ${expected.status} ${expected.code}, got ${response.statusCode} ${response.body}`;
    }
    return undefined;
  }

  it('knows every access level of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual([...ACCESS_LEVELS].sort());
  });

  it('has a valid body for every call whose foreign ids it probes', () => {
    const missing = t.app.registeredCalls
      .filter((call) => (call.access.level === 'saverSelf' || call.access.level === 'subject') && hasEntityParam(call))
      .filter((call) => call.method !== 'GET' && call.method !== 'DELETE' && call.body !== noInput)
      .filter((call) => !call.body.safeParse(fromWire(VALID_BODIES[call.id] ?? null)).success)
      .map((call) => call.id);
    expect(missing).toEqual([]);
  });

  it('answers every registered call, for every role, as the call’s access says', async () => {
    const calls = t.app.registeredCalls;
    // Every domain of the API is there (a registration that stopped feeding the list would empty the matrix).
    expect(calls.length).toBeGreaterThan(50);
    const problems: string[] = [];
    const probed = new Set<AccessLevel>();
    for (const call of calls) {
      const build = MATRIX[call.access.level] as (access: CallAccess, cast: RoleCast, call: CallDefinition) => Probe[];
      probed.add(call.access.level);
      // `/users/me/profile` is GET /users/me/profile, its own call: the alias never reaches `/users/:userId/profile`.
      const aliasPath = call.path.replace(':userId', 'me');
      const shadowed = calls.some((other) => other !== call && other.method === call.method && other.path === aliasPath);
      for (const probe of [...build(call.access, cast, call), ...canceledTokenProbes(call)].filter((p) => !(shadowed && p.target === 'me'))) {
        const auditBefore = (await t.database.handle.db.select({ id: auditLog.id }).from(auditLog)).length;
        const response = await send(call, probe);
        if (WITHDRAWALS.has(call.id)) await restoreAccess();
        const problem = mismatch(call, probe, response);
        if (problem) problems.push(problem);
        // Every advisor access to a customer's data is audited, and only a granted one.
        if ((call.access.level === 'subject' || call.access.level === 'firmCustomer') && isAdvisorRole(probe.role)) {
          const written = (await t.database.handle.db.select({ id: auditLog.id }).from(auditLog)).length - auditBefore;
          const granted = probe.expected.kind === 'allowed' || (probe.foreignEntity && probe.expected.status === 404);
          if (written !== (granted ? 1 : 0)) problems.push(`${call.id} as ${probe.role}: ${written} audit rows`);
        }
        if (isSaverRole(probe.role) && (call.access.level === 'subject' || call.access.level === 'firmCustomer')) {
          const written = (await t.database.handle.db.select({ id: auditLog.id }).from(auditLog)).length - auditBefore;
          if (written !== 0) problems.push(`${call.id} as ${probe.role}: a saver's own access was audited`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...probed].sort()).toEqual([...ACCESS_LEVELS].sort());
  }, 300_000);
});
