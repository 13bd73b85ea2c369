import { eq, sql } from 'drizzle-orm';
import { advisorMemberships, advisoryCustomers, auditLog, customerEvents, users } from '../../db/schema';
import { FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, userIdOf, type TestApp } from '../../../test/helpers/test-app';
import { addContract, addCustomer, addSaver } from '../../../test/helpers/advisory';

interface WireCustomer {
  id: string;
  first_name: string;
  last_name: string;
  wealth_amount: number | null;
  available_liquidities: number | null;
  contracts_count: number | null;
  internal_contracts: number | null;
  current_risk_avg: number | null;
  last_interaction_at: string | null;
  favorite_contract: { id: string; name: string; kind: string; amount: number } | null;
  invitation_state: string | null;
  access: string;
  advisor_id: string | null;
  advisor_name: string | null;
}
interface WirePage {
  customers: WireCustomer[];
  meta: { page: number; total_pages: number; total_count: number };
}

const DAY = 86_400_000;

describeDb('GET /api/customers', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let firmId: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await createTestApp();
    for (const account of [FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER]) {
      tokens[account.email] = (await signIn(t, account)).access_token;
      ids[account.email] = await userIdOf(t, account.email);
    }
    const [membership] = await db().select().from(advisorMemberships).where(eq(advisorMemberships.userId, ids[FIRM_ADVISOR.email] ?? ''));
    firmId = membership?.firmId ?? '';
    const advisor = ids[FIRM_ADVISOR.email] ?? '';
    const manager = ids[FIRM_MANAGER.email] ?? '';
    const now = t.clock.now().getTime();

    // Customers of the advisor, with access.
    const zola = await addSaver(db(), { lastName: 'Zola' });
    ids.zola = await addCustomer(db(), { firmId, advisorUserId: advisor, userId: zola, firstName: 'Émile', lastName: 'Zola', clientId: 'AB_12' });
    ids.zolaPea = await addContract(db(), zola, { kind: 'pea', amount: 90_000, riskLevel: 5, name: 'PEA Zola' });
    await addContract(db(), zola, { kind: 'checking', amount: 10_000 });
    const dupont = await addSaver(db(), { lastName: 'Dupont' });
    ids.dupont = await addCustomer(db(), { firmId, advisorUserId: advisor, userId: dupont, firstName: 'Éloïse', lastName: 'Dupont', clientId: 'ABX12' });
    await addContract(db(), dupont, { kind: 'lifeinsurance', amount: 40_000, riskLevel: 2, name: 'Assurance-vie Dupont' });
    await addContract(db(), dupont, { kind: 'savings', kindDetail: 'livret_a', amount: 10_000 });
    // Access withdrawn: a large wealth that must not show.
    const martin = await addSaver(db(), { lastName: 'Martin' });
    ids.martin = await addCustomer(db(), { firmId, advisorUserId: advisor, userId: martin, firstName: 'Luc', lastName: 'Martin', access: 'withdrawn', email: 'luc.martin+100%@example.fr' });
    await addContract(db(), martin, { kind: 'market', amount: 1_000_000, riskLevel: 4 });
    // Added by hand, no account.
    ids.lefort = await addCustomer(db(), { firmId, advisorUserId: advisor, firstName: 'Anne', lastName: 'Lefort' });
    // The manager's own customer, and one with no advisor.
    const bernard = await addSaver(db(), { lastName: 'Bernardin' });
    ids.bernardin = await addCustomer(db(), { firmId, advisorUserId: manager, userId: bernard, firstName: 'Yves', lastName: 'Bernardin' });
    await addContract(db(), bernard, { kind: 'market', amount: 5_000, riskLevel: 3 });
    ids.orphan = await addCustomer(db(), { firmId, advisorUserId: null, firstName: 'Nina', lastName: 'Orphelin' });

    const event = (customerId: string, daysAgo: number) => ({ customerId, firmId, advisorUserId: advisor, advisorName: 'Julien Moreau', kind: 'note' as const, content: 'Appel', occurredAt: new Date(now - daysAgo * DAY) });
    await db().insert(customerEvents).values([event(ids.zola, 5), event(ids.dupont, 40), event(ids.dupont, 100), event(ids.lefort, 200)]);
  });
  afterAll(() => t.close());

  const list = async (query = '', token = tokens[FIRM_ADVISOR.email] ?? '') => {
    const response = await injectAs(t, token, { method: 'GET', url: `/api/customers${query}` });
    expect(response.statusCode).toBe(200);
    return json<WirePage>(response);
  };
  const names = (page: WirePage) => page.customers.map((customer) => customer.last_name);

  it("lists an advisor's own customers only, a manager the firm's, and narrows to one advisor", async () => {
    const own = await list();
    expect(own.customers.every((customer) => customer.advisor_id === ids[FIRM_ADVISOR.email])).toBe(true);
    expect(names(own)).toEqual(expect.arrayContaining(['Zola', 'Dupont', 'Martin', 'Lefort']));
    expect(names(own)).not.toContain('Bernardin');

    const inScope = (await db().execute(sql`SELECT count(*)::int AS n FROM advisory_customers WHERE firm_id = ${firmId}`)) as unknown as { rows: { n: number }[] };
    const firm = await list('', tokens[FIRM_MANAGER.email]);
    expect(firm.meta.total_count).toBe(inScope.rows[0]?.n);
    expect(names(firm)).toEqual(expect.arrayContaining(['Bernardin', 'Orphelin', 'Zola']));

    const narrowed = await list(`?advisor_id=${ids[FIRM_MANAGER.email]}`, tokens[FIRM_MANAGER.email]);
    // The manager's own customers: this test's one and the seeded ones, nobody else's.
    expect(names(narrowed)).toContain('Bernardin');
    expect(narrowed.customers.every((customer) => customer.advisor_id === ids[FIRM_MANAGER.email])).toBe(true);
    expect(names(narrowed)).not.toContain('Zola');
    // An advisor naming a colleague gets nothing of theirs.
    expect((await list(`?advisor_id=${ids[FIRM_MANAGER.email]}`)).customers).toEqual([]);
  });

  it('shows wealth figures only for the customers whose access is granted', async () => {
    const byName = new Map((await list()).customers.map((customer) => [customer.last_name, customer]));
    expect(byName.get('Zola')).toMatchObject({
      access: 'granted',
      wealth_amount: 100_000,
      available_liquidities: 10_000,
      contracts_count: 2,
      internal_contracts: 0,
      current_risk_avg: 4.5,
      favorite_contract: { id: ids.zolaPea, name: 'PEA Zola', kind: 'pea', amount: 90_000 },
      advisor_name: 'Julien Moreau',
    });
    for (const name of ['Martin', 'Lefort']) {
      expect(byName.get(name)).toMatchObject({ wealth_amount: null, available_liquidities: null, contracts_count: null, internal_contracts: null, current_risk_avg: null, favorite_contract: null });
    }
    expect(byName.get('Martin')?.access).toBe('withdrawn');
    expect(byName.get('Lefort')?.access).toBe('none');
  });

  it('sorts on every column, both ways, nulls last, ties by id', async () => {
    const columns: [string, (c: WireCustomer) => string | number | null][] = [
      ['wealthAmount', (c) => c.wealth_amount],
      ['availableLiquidities', (c) => c.available_liquidities],
      ['contractsCount', (c) => c.contracts_count],
      ['internalContracts', (c) => c.internal_contracts],
      ['currentRiskAvg', (c) => c.current_risk_avg],
      ['lastInteractionAt', (c) => c.last_interaction_at],
      ['favoriteContract', (c) => c.favorite_contract?.name.toLowerCase() ?? null],
    ];
    for (const [sort, value] of columns) {
      for (const order of ['asc', 'desc'] as const) {
        const page = await list(`?sort=${sort}&order=${order}`, tokens[FIRM_MANAGER.email]);
        const got = page.customers;
        const expected = [...got].sort((a, b) => {
          const x = value(a);
          const y = value(b);
          if (x === null || y === null) return x === y ? a.id.localeCompare(b.id) : x === null ? 1 : -1;
          const cmp = x < y ? -1 : x > y ? 1 : 0;
          return (order === 'asc' ? cmp : -cmp) || a.id.localeCompare(b.id);
        });
        expect([sort, order, got.map((c) => c.id)]).toEqual([sort, order, expected.map((c) => c.id)]);
      }
    }
    expect(names(await list('?sort=wealthAmount&order=desc')).slice(0, 2)).toEqual(['Zola', 'Dupont']);
    // Paul Durand has access and no contract: a wealth of 0, first in ascending order.
    expect(names(await list('?sort=wealthAmount&order=asc')).slice(0, 3)).toEqual(['Durand', 'Dupont', 'Zola']);
    // Accents do not move a name: « Éloïse »'s family name and the others sort as plain letters.
    const byName = names(await list('?sort=lastName'));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
  });

  it('searches names without case or accents, e-mails and client ids, wildcards taken literally', async () => {
    expect(names(await list('?q=ELOISE'))).toEqual(['Dupont']);
    expect(names(await list('?q=emile%20zola'))).toEqual(['Zola']);
    expect(names(await list('?q=b_1'))).toEqual(['Zola']);
    expect(names(await list('?q=100%25'))).toEqual(['Martin']);
    expect(names(await list('?q=%25'))).toEqual(['Martin']);
    expect((await list('?q=personne')).customers).toEqual([]);
  });

  it('filters by risk, wealth band, inactivity and invitation state', async () => {
    expect(names(await list('?risk_level=5'))).toEqual(['Zola']);
    expect(names(await list('?risk_level=2'))).toEqual(['Dupont']);
    expect(names(await list('?min_wealth=60000'))).toEqual(['Zola']);
    expect(names(await list('?min_wealth=10000&max_wealth=60000'))).toEqual(['Dupont']);
    // Nothing for 30 days: Dupont (40 days), Lefort (200), and those never contacted.
    expect(names(await list('?inactive_days=30&sort=lastName'))).toEqual(expect.arrayContaining(['Dupont', 'Lefort', 'Martin']));
    expect(names(await list('?inactive_days=30'))).not.toContain('Zola');
    expect(names(await list('?inactive_days=150'))).not.toContain('Dupont');
    const invited = await list('?invitation_state=sent');
    expect(invited.customers.length).toBeGreaterThan(0);
    expect(invited.customers.every((customer) => customer.invitation_state === 'sent' && customer.access === 'invited')).toBe(true);
  });

  it('pages by 25, a page past the end empty with the right meta', async () => {
    const advisor = ids[FIRM_ADVISOR.email] ?? '';
    for (let index = 0; index < 30; index++) await addCustomer(db(), { firmId, advisorUserId: advisor, lastName: `Page${String(index).padStart(2, '0')}` });
    const first = await list('?sort=lastName');
    const total = first.meta.total_count;
    expect(first.customers).toHaveLength(25);
    expect(first.meta).toEqual({ page: 1, total_pages: Math.ceil(total / 25), total_count: total });
    const second = await list('?sort=lastName&page=2');
    expect(second.customers).toHaveLength(total - 25);
    expect(second.customers.some((customer) => first.customers.some((other) => other.id === customer.id))).toBe(false);
    expect(await list('?page=9')).toEqual({ customers: [], meta: { page: 9, total_pages: Math.ceil(total / 25), total_count: total } });
  });

  it('audits one read per customer of the page whose access is granted', async () => {
    const before = await db().select().from(auditLog);
    const page = await list('?sort=wealthAmount&order=desc');
    const added = (await db().select().from(auditLog)).filter((row) => !before.some((old) => old.id === row.id));
    const granted = page.customers.filter((customer) => customer.access === 'granted').map((customer) => customer.id);
    expect(added.map((row) => row.customerId).sort()).toEqual([...granted].sort());
    expect(added.every((row) => row.actorUserId === ids[FIRM_ADVISOR.email] && row.action === 'GET /api/customers' && row.firmId === firmId)).toBe(true);
    // Who was read (the saver's account), by which request, when: the columns `auditCustomerReads` writes.
    const accounts = await db().select({ id: advisoryCustomers.id, userId: advisoryCustomers.userId }).from(advisoryCustomers);
    expect(added.every((row) => row.subjectUserId !== null && row.subjectUserId === accounts.find((customer) => customer.id === row.customerId)?.userId)).toBe(true);
    expect(new Set(added.map((row) => row.requestId)).size).toBe(1);
    expect(added.every((row) => row.requestId !== null && row.createdAt.getTime() === t.clock.now().getTime())).toBe(true);
  });

  it.each([
    ['risk_level=9', { risk_level: ['out_of_range'] }],
    ['sort=nope', { sort: ['invalid'] }],
    ['page=0', { page: ['out_of_range'] }],
    ['min_wealth=-1', { min_wealth: ['must_be_positive'] }],
    ['inactive_days=abc', { inactive_days: ['not_a_number'] }],
  ])('refuses %s with 400 and the field code', async (query, errors) => {
    const response = await injectAs(t, tokens[FIRM_ADVISOR.email] ?? '', { method: 'GET', url: `/api/customers?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors });
  });

  it('refuses a saver (403) and an anonymous caller (401)', async () => {
    const saver = await injectAs(t, tokens[SECOND_SAVER.email] ?? '', { method: 'GET', url: '/api/customers' });
    expect(saver.statusCode).toBe(403);
    const anonymous = await t.request({ method: 'GET', url: '/api/customers' });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({ error: 'unauthorized' });
    expect((await db().select().from(users).where(eq(users.id, ids[SECOND_SAVER.email] ?? ''))).length).toBe(1);
  });
});
