import { eq, sql } from 'drizzle-orm';
import { FIRM_ADVISOR, SEED_FIRM_NAME } from '../../db/seed-accounts';
import { advisoryCustomers, auditLog, invitations } from '../../db/schema';
import { whatWasRead } from '../../advisory/data-access';
import { openLiveClient } from '../../live/socket-client.test-helper';
import { signInEveryRole, type RoleCast } from '../../../test/helpers/roles';
import { insertInvitation } from '../../../test/helpers/invitations';
import { createTestApp, describeDb, injectAs, json, type TestApp } from '../../../test/helpers/test-app';

interface WireDataAccess {
  firm: { customer_id: string; firm_name: string; advisor_name: string | null; since: string; withdrawn_at: string | null } | null;
  reads: { id: string; advisor_name: string; firm_name: string | null; what: string; at: string }[];
  meta: { page: number; total_pages: number; total_count: number };
}

describe('whatWasRead', () => {
  it('names what an audited route read', () => {
    expect(whatWasRead('GET /api/customers/:customerId')).toBe('customer');
    expect(whatWasRead('GET /api/customers/:customerId/events')).toBe('events');
    expect(whatWasRead('PUT /api/customers/:customerId/advisor_notes')).toBe('notes');
    expect(whatWasRead('GET /api/customers/:customerId/insights')).toBe('insights');
    expect(whatWasRead('GET /api/customers')).toBe('list');
    expect(whatWasRead('GET /api/users/:userId')).toBe('user');
    expect(whatWasRead('GET /api/users/:userId/profile')).toBe('profile');
    expect(whatWasRead('GET /api/users/:userId/accounts/:id')).toBe('accounts');
    expect(whatWasRead('GET /api/users/:userId/portfolios')).toBe('portfolios');
    expect(whatWasRead('GET /api/users/:userId/portfolios/:id/analyses/:type')).toBe('portfolios');
    expect(whatWasRead('GET /api/users/:userId/portfolios/composition')).toBe('composition');
    expect(whatWasRead('GET /api/users/:userId/portfolios/series/cash_values')).toBe('series');
    expect(whatWasRead('GET /api/users/:userId/real_estates/:id')).toBe('real_estate');
    expect(whatWasRead('GET /api/somewhere/else')).toBe('other');
  });
});

describeDb('the saver’s data access: GET /users/me/data_access, POST /users/me/data_access/withdraw, POST /customers/:id/withdraw_access', () => {
  let t: TestApp;
  let cast: RoleCast;
  const db = () => t.database.handle.db;
  const page = async (token: string, query = ''): Promise<WireDataAccess> => {
    const response = await injectAs(t, token, { method: 'GET', url: `/api/users/me/data_access${query}` });
    expect(response.statusCode).toBe(200);
    return json<WireDataAccess>(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
  }, 120_000);
  afterAll(() => t.close());

  it('shows the firm holding access and each advisor read, newest first, with what was read', async () => {
    const empty = await page(cast.tokens.saver);
    expect(empty.firm).toMatchObject({ customer_id: cast.customerId, firm_name: SEED_FIRM_NAME, advisor_name: `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName}`, withdrawn_at: null });
    expect(empty.reads).toEqual([]);
    expect(empty.meta).toEqual({ page: 1, total_pages: 0, total_count: 0 });

    expect((await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: `/api/users/${cast.ids.saver}/portfolios` })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await injectAs(t, cast.tokens.manager, { method: 'GET', url: `/api/customers/${cast.customerId}` })).statusCode).toBe(200);
    const { reads } = await page(cast.tokens.saver);
    expect(reads.map(({ advisor_name, firm_name, what }) => ({ advisor_name, firm_name, what }))).toEqual([
      { advisor_name: 'Sophie Bernard', firm_name: SEED_FIRM_NAME, what: 'customer' },
      { advisor_name: `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName}`, firm_name: SEED_FIRM_NAME, what: 'portfolios' },
    ]);
    // Another saver sees none of it.
    const other = await page(cast.tokens.otherSaver);
    expect(other.firm).toBeNull();
    expect(other.reads).toEqual([]);
    // Advisors have no such page.
    expect((await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: '/api/users/me/data_access' })).statusCode).toBe(403);
  });

  it('pages the reads 20 at a time, counted apart in SQL; a page past the end is empty; page=0 is 400', async () => {
    const now = t.clock.now().getTime();
    await db()
      .insert(auditLog)
      .values(Array.from({ length: 23 }, (_, i) => ({ actorUserId: cast.ids.firmAdvisor, firmId: null, subjectUserId: cast.ids.saver, customerId: cast.customerId, action: 'GET /api/users/:userId/profile', createdAt: new Date(now - (i + 1) * 60_000) })));
    const [counted] = await db().select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.subjectUserId, cast.ids.saver));
    const first = await page(cast.tokens.saver);
    const second = await page(cast.tokens.saver, '?page=2');
    expect(first.meta).toEqual({ page: 1, total_pages: Math.ceil((counted?.n ?? 0) / 20), total_count: counted?.n });
    expect(first.reads).toHaveLength(20);
    expect(second.reads).toHaveLength((counted?.n ?? 0) - 20);
    const times = [...first.reads, ...second.reads].map((read) => read.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.reads, ...second.reads].map((read) => read.id)).size).toBe(counted?.n);
    expect((await page(cast.tokens.saver, '?page=9')).reads).toEqual([]);
    const bad = await injectAs(t, cast.tokens.saver, { method: 'GET', url: '/api/users/me/data_access?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ errors: { page: ['out_of_range'] } });
  });

  it('withdraws at once: the advisor’s socket hears it, the next read is 403 access_withdrawn, the record stays', async () => {
    const portfolios = `/api/users/${cast.ids.saver}/portfolios`;
    expect((await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: portfolios })).statusCode).toBe(200);
    // GET /websocket/token works for advisors: the advisory app opens the channel with it.
    const advisorSocket = await openLiveClient(t, cast.tokens.firmAdvisor);
    const managerSocket = await openLiveClient(t, cast.tokens.manager);
    const foreignSocket = await openLiveClient(t, cast.tokens.foreignAdvisor);
    try {
      const response = await injectAs(t, cast.tokens.saver, { method: 'POST', url: '/api/users/me/data_access/withdraw' });
      expect(response.statusCode).toBe(200);
      const answer = json<WireDataAccess>(response);
      expect(answer.firm?.withdrawn_at).toBe(t.clock.now().toISOString());
      expect(answer.reads.length).toBeGreaterThan(0);

      expect(await advisorSocket.next()).toEqual({ type: 'customer_access_withdrawn', customerId: cast.customerId });
      expect(await managerSocket.next()).toEqual({ type: 'customer_access_withdrawn', customerId: cast.customerId });
      await foreignSocket.expectNothingPending();

      const refused = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: portfolios });
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({ error: 'access_withdrawn' });
      const record = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: `/api/customers/${cast.customerId}` });
      expect(record.statusCode).toBe(200);
      expect(json(record)).toMatchObject({ access: 'withdrawn', access_withdrawn_at: answer.firm?.withdrawn_at });

      // Idempotent: the first date stays.
      t.clock.advance(60_000);
      const again = await injectAs(t, cast.tokens.saver, { method: 'POST', url: '/api/users/me/data_access/withdraw' });
      expect(json<WireDataAccess>(again).firm?.withdrawn_at).toBe(answer.firm?.withdrawn_at);
    } finally {
      await Promise.all([advisorSocket.close(), managerSocket.close(), foreignSocket.close()]);
    }
  });

  it('answers 404 to a saver who is nobody’s customer', async () => {
    const response = await injectAs(t, cast.tokens.otherSaver, { method: 'POST', url: '/api/users/me/data_access/withdraw' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'not_found' });
  });

  it('lets the firm give up a customer’s access: idempotent, pending invitations canceled, the advisor told', async () => {
    const [firm] = await db().select({ firmId: advisoryCustomers.firmId }).from(advisoryCustomers).where(eq(advisoryCustomers.id, cast.customerId));
    const invitation = await insertInvitation(db(), {
      firmId: firm?.firmId as string,
      advisorUserId: cast.ids.firmAdvisor,
      token: 'withdraw-test-token-0123456789',
      firstName: 'Nina',
      lastName: 'Morel',
      email: 'nina.morel@example.fr',
      invitedAt: t.clock.now(),
    });
    const url = `/api/customers/${invitation.customerId}/withdraw_access`;
    const socket = await openLiveClient(t, cast.tokens.firmAdvisor);
    try {
      const first = await injectAs(t, cast.tokens.manager, { method: 'POST', url });
      expect(first.statusCode).toBe(200);
      expect(json(first)).toMatchObject({ id: invitation.customerId, access: 'withdrawn', access_withdrawn_at: t.clock.now().toISOString() });
      expect(await socket.next()).toEqual({ type: 'customer_access_withdrawn', customerId: invitation.customerId });
      const [row] = await db().select({ state: invitations.state, canceledAt: invitations.canceledAt }).from(invitations).where(eq(invitations.id, invitation.id));
      expect(row).toEqual({ state: 'canceled', canceledAt: t.clock.now() });

      t.clock.advance(5000);
      const second = await injectAs(t, cast.tokens.firmAdvisor, { method: 'POST', url });
      expect(second.statusCode).toBe(200);
      expect(json<{ access_withdrawn_at: string }>(second).access_withdrawn_at).toBe(json<{ access_withdrawn_at: string }>(first).access_withdrawn_at);
      expect((await injectAs(t, cast.tokens.foreignAdvisor, { method: 'POST', url })).statusCode).toBe(403);
    } finally {
      await socket.close();
    }
  });
});
