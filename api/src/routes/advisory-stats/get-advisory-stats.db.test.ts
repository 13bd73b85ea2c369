import { eq, sql } from 'drizzle-orm';
import { advisorMemberships, customerEvents, invitations, portfolioValues } from '../../db/schema';
import { FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../db/seed-accounts';
import { seriesDates } from '../../advisory/stats';
import { createTestApp, describeDb, injectAs, json, signIn, userIdOf, type TestApp } from '../../../test/helpers/test-app';
import { addContract, addCustomer, addSaver } from '../../../test/helpers/advisory';

const DAY = 86_400_000;

describeDb('GET /api/advisory_stats', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let firmId: string;
  const db = () => t.database.handle.db;
  const one = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    t = await createTestApp();
    for (const account of [FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER]) {
      tokens[account.email] = (await signIn(t, account)).access_token;
      ids[account.email] = await userIdOf(t, account.email);
    }
    firmId = (await db().select().from(advisorMemberships).where(eq(advisorMemberships.userId, ids[FIRM_ADVISOR.email] ?? '')))[0]?.firmId ?? '';
    const advisor = ids[FIRM_ADVISOR.email] ?? '';
    const manager = ids[FIRM_MANAGER.email] ?? '';
    const now = t.clock.now().getTime();
    const today = t.clock.now().toISOString().slice(0, 10);
    const [monthEnd] = seriesDates(today).slice(-2);

    const a = await addSaver(db(), { recommendedRisk: 4 });
    const aCustomer = await addCustomer(db(), { firmId, advisorUserId: advisor, userId: a, lastName: 'Alpha' });
    const aPea = await addContract(db(), a, { kind: 'pea', amount: 30_000.5, riskLevel: 4 });
    await addContract(db(), a, { kind: 'checking', amount: 1_000 });
    await addContract(db(), a, { kind: 'loan', amount: -5_000 });
    await db().insert(portfolioValues).values([
      { portfolioId: aPea, date: '2020-01-01', value: 20_000 },
      { portfolioId: aPea, date: monthEnd ?? today, value: 29_000 },
    ]);
    const b = await addSaver(db(), { recommendedRisk: 2 });
    await addCustomer(db(), { firmId, advisorUserId: manager, userId: b, lastName: 'Beta' });
    const bLife = await addContract(db(), b, { kind: 'lifeinsurance', amount: 70_000, riskLevel: 2 });
    await db().insert(portfolioValues).values([{ portfolioId: bLife, date: '2021-06-30', value: 65_000 }]);
    // Withdrawn: counted as a customer, not in the wealth.
    const c = await addSaver(db(), { recommendedRisk: 5 });
    const cCustomer = await addCustomer(db(), { firmId, advisorUserId: advisor, userId: c, lastName: 'Gamma', access: 'withdrawn' });
    const cMarket = await addContract(db(), c, { kind: 'market', amount: 500_000, riskLevel: 5 });
    await db().insert(portfolioValues).values([{ portfolioId: cMarket, date: '2020-01-01', value: 400_000 }]);
    const orphan = await addCustomer(db(), { firmId, advisorUserId: null, lastName: 'Omega' });

    const event = (customerId: string, kind: 'note' | 'inbound_call' | 'outbound_call', daysAgo: number) => ({ customerId, firmId, advisorUserId: advisor, advisorName: 'Julien Moreau', kind, content: 'x', occurredAt: new Date(now - daysAgo * DAY) });
    await db().insert(customerEvents).values([event(aCustomer, 'note', 3), event(aCustomer, 'inbound_call', 45), event(cCustomer, 'outbound_call', 10), event(orphan, 'note', 2)]);
    await db().insert(invitations).values({ firmId, customerId: orphan, advisorUserId: null, token: `stats-${now}`, firstName: 'O', lastName: 'Omega', email: 'omega@example.fr', invitedAt: new Date(now), state: 'read' });
  });
  afterAll(() => t.close());

  const stats = async (token: string) => {
    const response = await injectAs(t, token, { method: 'GET', url: '/api/advisory_stats' });
    expect(response.statusCode).toBe(200);
    return json<Record<string, unknown> & { wealth_series: { date: string; amount: number }[]; by_advisor: { advisor_id: string | null; advisor_name: string; customers: number; total_wealth: number; interactions_last30_days: number }[] }>(response);
  };

  /** Every figure of a scope, in SQL written apart from the route's. */
  async function expected(scope: ReturnType<typeof sql>) {
    const granted = sql`c.user_id IS NOT NULL AND c.access_granted_at IS NOT NULL AND c.access_withdrawn_at IS NULL`;
    const since = new Date(t.clock.now().getTime() - 30 * DAY).toISOString();
    const [counts] = await one<{ customers: number; with_access: number }>(sql`SELECT count(*)::int AS customers, (SELECT count(*)::int FROM advisory_customers c WHERE ${scope} AND ${granted}) AS with_access FROM advisory_customers c WHERE ${scope}`);
    const [wealth] = await one<{ total: string | null }>(sql`SELECT sum(p.amount)::text AS total FROM portfolios p WHERE p.status = 'active' AND p.user_id IN (SELECT c.user_id FROM advisory_customers c WHERE ${scope} AND ${granted})`);
    const [interactions] = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM customer_events e WHERE e.occurred_at >= ${since} AND e.customer_id IN (SELECT c.id FROM advisory_customers c WHERE ${scope})`);
    const kinds = await one<{ kind: string; n: number }>(sql`SELECT kind, count(*)::int AS n FROM customer_events e WHERE e.customer_id IN (SELECT c.id FROM advisory_customers c WHERE ${scope}) GROUP BY kind`);
    const states = await one<{ state: string; n: number }>(sql`SELECT state, count(*)::int AS n FROM invitations i WHERE i.customer_id IN (SELECT c.id FROM advisory_customers c WHERE ${scope}) GROUP BY state`);
    const byKind = await one<{ kind: string; total: string }>(sql`SELECT kind, sum(amount)::text AS total FROM portfolios p WHERE p.status = 'active' AND p.user_id IN (SELECT c.user_id FROM advisory_customers c WHERE ${scope} AND ${granted}) GROUP BY kind`);
    const [recommended] = await one<{ avg: string | null }>(sql`SELECT avg(u.recommended_risk)::text AS avg FROM users u WHERE u.id IN (SELECT c.user_id FROM advisory_customers c WHERE ${scope} AND ${granted})`);
    const series = [];
    for (const date of seriesDates(t.clock.now().toISOString().slice(0, 10))) {
      const [row] = await one<{ total: string | null }>(sql`
        SELECT sum(pv.value)::text AS total FROM portfolio_values pv
        WHERE pv.portfolio_id IN (SELECT p.id FROM portfolios p WHERE p.status = 'active' AND p.user_id IN (SELECT c.user_id FROM advisory_customers c WHERE ${scope} AND ${granted}))
          AND pv.date = (SELECT max(v2.date) FROM portfolio_values v2 WHERE v2.portfolio_id = pv.portfolio_id AND v2.date <= ${date})`);
      series.push({ date, amount: Number(row?.total ?? 0) });
    }
    return { counts, total: Number(wealth?.total ?? 0), interactions: interactions?.n, kinds, states, byKind, recommended: recommended?.avg === null || recommended?.avg === undefined ? null : Math.round(Number(recommended.avg) * 100) / 100, series };
  }

  function check(got: Awaited<ReturnType<typeof stats>>, want: Awaited<ReturnType<typeof expected>>) {
    expect(got.customers_count).toBe(want.counts?.customers);
    expect(got.customers_with_access).toBe(want.counts?.with_access);
    expect(got.total_wealth).toBeCloseTo(want.total, 2);
    expect(got.interactions_last30_days).toBe(want.interactions);
    expect(got.interactions_by_kind).toEqual(['note', 'inbound_call', 'outbound_call'].map((kind) => ({ kind, count: want.kinds.find((row) => row.kind === kind)?.n ?? 0 })));
    expect(got.invitations).toEqual(['sent', 'read', 'accepted', 'canceled'].map((state) => ({ state, count: want.states.find((row) => row.state === state)?.n ?? 0 })));
    expect([...(got.wealth_by_kind as { kind: string; amount: number }[])].sort((x, y) => x.kind.localeCompare(y.kind))).toEqual(
      want.byKind.map((row) => ({ kind: row.kind, amount: Number(row.total) })).filter((row) => row.amount !== 0).sort((x, y) => x.kind.localeCompare(y.kind)),
    );
    expect(got.average_recommended_risk).toBe(want.recommended);
    expect(got.wealth_series).toEqual(want.series);
  }

  it("gives an advisor the figures of their own customers", async () => {
    const got = await stats(tokens[FIRM_ADVISOR.email] ?? '');
    expect(got.scope).toBe('own');
    check(got, await expected(sql`c.firm_id = ${firmId} AND c.advisor_user_id = ${ids[FIRM_ADVISOR.email]}`));
    expect(got.by_advisor).toHaveLength(1);
    expect(got.by_advisor[0]).toMatchObject({ advisor_id: ids[FIRM_ADVISOR.email], advisor_name: 'Julien Moreau', customers: got.customers_count, total_wealth: got.total_wealth });
    // 30,000.50 + 1,000 − 5,000 of Alpha (Gamma withdrew access), the PEA's value at the last month end in the series.
    expect(got.total_wealth).toBe(26_000.5);
    expect(got.wealth_series.at(-2)?.amount).toBe(29_000);
  });

  it('gives a manager the firm, one line per advisor and « Sans conseiller »', async () => {
    const got = await stats(tokens[FIRM_MANAGER.email] ?? '');
    expect(got.scope).toBe('firm');
    check(got, await expected(sql`c.firm_id = ${firmId}`));
    const lines = got.by_advisor;
    expect(lines.reduce((sum, line) => sum + line.customers, 0)).toBe(got.customers_count);
    expect(lines.reduce((sum, line) => sum + line.interactions_last30_days, 0)).toBe(got.interactions_last30_days);
    expect(lines.reduce((sum, line) => Math.round((sum + line.total_wealth) * 100) / 100, 0)).toBe(got.total_wealth);
    const unassigned = lines.find((line) => line.advisor_id === null);
    expect(unassigned).toMatchObject({ advisor_name: 'Sans conseiller', customers: 1, total_wealth: 0, interactions_last30_days: 1 });
    const [perAdvisor] = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM advisory_customers WHERE firm_id = ${firmId} AND advisor_user_id = ${ids[FIRM_MANAGER.email]}`);
    expect(lines.find((line) => line.advisor_id === ids[FIRM_MANAGER.email])?.customers).toBe(perAdvisor?.n);
  });

  it('follows values added, changed, dated after today and removed (the month-end series kept by the summaries)', async () => {
    const advisor = ids[FIRM_ADVISOR.email] ?? '';
    const scope = sql`c.firm_id = ${firmId} AND c.advisor_user_id = ${advisor}`;
    const d = await addSaver(db(), { recommendedRisk: 3 });
    await addCustomer(db(), { firmId, advisorUserId: advisor, userId: d, lastName: 'Delta' });
    const dLife = await addContract(db(), d, { kind: 'lifeinsurance', amount: 12_000, riskLevel: 3 });
    const dates = seriesDates(t.clock.now().toISOString().slice(0, 10));
    const later = new Date(t.clock.now().getTime() + 40 * DAY).toISOString().slice(0, 10);
    await db().insert(portfolioValues).values([
      { portfolioId: dLife, date: dates[3] ?? '', value: 10_000.25 },
      { portfolioId: dLife, date: dates[8] ?? '', value: 11_000 },
      // Dated after today: out of every point of the series, today's included.
      { portfolioId: dLife, date: later, value: 99_000 },
    ]);
    check(await stats(tokens[FIRM_ADVISOR.email] ?? ''), await expected(scope));
    await db().update(portfolioValues).set({ value: 10_500 }).where(sql`${portfolioValues.portfolioId} = ${dLife} AND ${portfolioValues.date} = ${dates[3]}`);
    await db().delete(portfolioValues).where(sql`${portfolioValues.portfolioId} = ${dLife} AND ${portfolioValues.date} = ${dates[8]}`);
    check(await stats(tokens[FIRM_ADVISOR.email] ?? ''), await expected(scope));
    await db().delete(portfolioValues).where(sql`${portfolioValues.portfolioId} = ${dLife}`);
    check(await stats(tokens[FIRM_ADVISOR.email] ?? ''), await expected(scope));
  });

  it('refuses a saver (403) and an anonymous caller (401)', async () => {
    expect((await injectAs(t, tokens[SECOND_SAVER.email] ?? '', { method: 'GET', url: '/api/advisory_stats' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/advisory_stats' })).statusCode).toBe(401);
  });
});
