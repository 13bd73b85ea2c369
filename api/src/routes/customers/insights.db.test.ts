import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ACTIVE_FUND_FEES, PASSIVE_FUND_FEES } from '@patrimo/shared';
import { DEMO_INVITATION } from '../../db/seed-accounts';
import { advisoryCustomers, analysisPageVisits, auditLog, bankAccounts, portfolioInvestments, portfolios, users } from '../../db/schema';
import { AVERAGE_YEARLY_FEES, CURRENT_ACCOUNTS_THRESHOLD, REGULATED_CAPS } from '../../advisory/insights';
import { fundUniverse } from '../../investments/universe';
import { signInEveryRole, type RoleCast } from '../../../test/helpers/roles';
import { createTestApp, describeDb, injectAs, json, repoRoot, type TestApp } from '../../../test/helpers/test-app';

interface WireInsight {
  kind: string;
  portfolio_id: string | null;
  portfolio_name: string | null;
  figure: number | null;
  threshold: number | null;
  unit: string;
}

interface WireBook {
  examined: number;
  counts: { kind: string; customers: number }[];
  customers: { customer_id: string; first_name: string; last_name: string; wealth_amount: number | null; insights: WireInsight[] }[];
}

describeDb('insights: GET /customers/:id/insights and GET /advisory_insights', () => {
  let t: TestApp;
  let cast: RoleCast;
  const ids: Record<string, string> = {};
  let secondCustomerId: string;
  let firmOf: string;
  const db = () => t.database.handle.db;

  /** Stores a contract of Paul Durand (the seeded customer) on his « Démonstration » account. */
  async function contract(key: string, values: Partial<typeof portfolios.$inferInsert> & { kind: string; amount: number }): Promise<string> {
    const [account] = await db().select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, cast.ids.saver)).limit(1);
    const [row] = await db()
      .insert(portfolios)
      .values({ userId: cast.ids.saver, accountId: account?.id ?? null, externalId: `insights-${key}`, name: key, category: 'savings', ...values })
      .returning({ id: portfolios.id });
    ids[key] = row?.id as string;
    return ids[key] as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
    const passiveIsin = [...fundUniverse(repoRoot).byIsin.keys()][0] as string;
    await db().update(users).set({ recommendedRisk: 2 }).where(eq(users.id, cast.ids.saver));
    const horizon = await contract('Assurance vie Horizon', {
      kind: 'lifeinsurance',
      amount: 50_000,
      riskLevel: 4,
      infos: { fees: [{ kind: 'ucsFee', rate: 0.01 }, { kind: 'euroFundsFees', rate: 0.006 }] },
    });
    const valuationDate = '2025-01-02';
    await db().insert(portfolioInvestments).values([
      { portfolioId: horizon, isin: 'LU9999999999', label: 'Fonds actif', valuation: 40_000, valuationDate },
      { portfolioId: horizon, isin: null, label: 'Fonds euros', valuation: 10_000, valuationDate, euroFund: true },
    ]);
    const pea = await contract('PEA Indiciel', { kind: 'pea', amount: 20_000, riskLevel: 2, recommendedRisk: 1 });
    await db().insert(portfolioInvestments).values({ portfolioId: pea, isin: passiveIsin, label: 'ETF', valuation: 20_000, valuationDate });
    await db().insert(analysisPageVisits).values({ portfolioId: pea, userId: cast.ids.saver, step: 'allocation', substep: 1, visitedAt: t.clock.now() });
    await contract('Livret A', { kind: 'savings', kindDetail: 'livret_a', amount: 23_500 });
    await contract('LDDS', { kind: 'savings', kindDetail: 'ldd', amount: 11_000 });
    await contract('Compte courant', { kind: 'checking', amount: 9_000 });
    await contract('Compte joint', { kind: 'checking', amount: 7_000 });
    await contract('Assurance vie masquée', { kind: 'lifeinsurance', amount: 5_000, riskLevel: 5, status: 'hidden' });
    await contract('Prêt immobilier', { kind: 'loan', amount: -120_000, type: 'liability', category: null });

    // A second customer with access, no risk profile and no contract; a third whose access is withdrawn.
    const now = t.clock.now();
    const [firm] = await db().select({ firmId: advisoryCustomers.firmId }).from(advisoryCustomers).where(eq(advisoryCustomers.id, cast.customerId));
    firmOf = firm?.firmId as string;
    for (const [first, withdrawn] of [['Inès', false], ['Retirée', true]] as const) {
      const [user] = await db()
        .insert(users)
        .values({ email: `${first.toLowerCase()}.insights@example.fr`, passwordHash: 'x', firstName: first, lastName: 'Client', createdAt: now, updatedAt: now })
        .returning({ id: users.id });
      const [customer] = await db()
        .insert(advisoryCustomers)
        .values({ firmId: firm?.firmId as string, advisorUserId: cast.ids.firmAdvisor, userId: user?.id, firstName: first, lastName: 'Client', accessGrantedAt: now, accessWithdrawnAt: withdrawn ? now : null })
        .returning({ id: advisoryCustomers.id });
      if (!withdrawn) secondCustomerId = customer?.id as string;
      else ids.withdrawnCustomer = customer?.id as string;
    }
  }, 120_000);
  afterAll(() => t.close());

  /** Paul Durand's insights as computed here, apart from the server: figures and thresholds from the inputs above. */
  const expectedForPaul = (): WireInsight[] => [
    { kind: 'out_of_profile', portfolio_id: ids['Assurance vie Horizon'] as string, portfolio_name: 'Assurance vie Horizon', figure: 4, threshold: 2, unit: 'risk' },
    // The PEA is read against its own questionnaire (1), not the profile (2).
    { kind: 'out_of_profile', portfolio_id: ids['PEA Indiciel'] as string, portfolio_name: 'PEA Indiciel', figure: 2, threshold: 1, unit: 'risk' },
    { kind: 'idle_liquidities', portfolio_id: ids['Livret A'] as string, portfolio_name: 'Livret A', figure: 23_500, threshold: REGULATED_CAPS.livret_a as number, unit: 'amount' },
    { kind: 'idle_liquidities', portfolio_id: null, portfolio_name: null, figure: 16_000, threshold: CURRENT_ACCOUNTS_THRESHOLD, unit: 'amount' },
    {
      kind: 'high_fees',
      portfolio_id: ids['Assurance vie Horizon'] as string,
      portfolio_name: 'Assurance vie Horizon',
      figure: (0.006 * 10_000 + 0.01 * 40_000 + ACTIVE_FUND_FEES * 40_000) / 50_000,
      threshold: AVERAGE_YEARLY_FEES.lifeinsurance as number,
      unit: 'rate',
    },
    { kind: 'analysis_not_done', portfolio_id: ids['Assurance vie Horizon'] as string, portfolio_name: 'Assurance vie Horizon', figure: 50_000, threshold: null, unit: 'amount' },
  ];

  it('finds, for one customer, each kind with its figure and threshold, and nothing on hidden contracts or loans', async () => {
    const response = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: `/api/customers/${cast.customerId}/insights` });
    expect(response.statusCode).toBe(200);
    const { customer_id, insights } = json<{ customer_id: string; insights: WireInsight[] }>(response);
    expect(customer_id).toBe(cast.customerId);
    expect(insights).toEqual(expectedForPaul());
    // The PEA's passive fund is far below the average of its kind: no high_fees for it.
    expect(PASSIVE_FUND_FEES).toBeLessThan(AVERAGE_YEARLY_FEES.pea as number);
  });

  it('lists the book’s customers with access, most insights first, counted apart; audits each customer listed', async () => {
    const auditBefore = (await db().select({ id: auditLog.id }).from(auditLog)).length;
    const response = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: '/api/advisory_insights' });
    expect(response.statusCode).toBe(200);
    const book = json<WireBook>(response);
    const [examined] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(advisoryCustomers)
      .where(and(eq(advisoryCustomers.advisorUserId, cast.ids.firmAdvisor), isNotNull(advisoryCustomers.userId), isNotNull(advisoryCustomers.accessGrantedAt), isNull(advisoryCustomers.accessWithdrawnAt)));
    expect(book.examined).toBe(examined?.n);
    expect(book.examined).toBe(2);
    expect(book.customers.map((c) => [c.customer_id, c.insights.length])).toEqual([
      [cast.customerId, 6],
      [secondCustomerId, 1],
    ]);
    expect(book.customers[0]?.insights).toEqual(expectedForPaul());
    expect(book.customers[1]).toMatchObject({ first_name: 'Inès', wealth_amount: 0, insights: [{ kind: 'no_risk_profile', portfolio_id: null, figure: null, threshold: null, unit: 'risk' }] });
    expect(book.counts).toEqual([
      { kind: 'out_of_profile', customers: 1 },
      { kind: 'idle_liquidities', customers: 1 },
      { kind: 'high_fees', customers: 1 },
      { kind: 'analysis_not_done', customers: 1 },
      { kind: 'no_risk_profile', customers: 1 },
    ]);
    expect((await db().select({ id: auditLog.id }).from(auditLog)).length - auditBefore).toBe(2);

    // The manager reaches the whole firm (a colleague's customer too); another firm's advisor none.
    const [firmWide] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(advisoryCustomers)
      .where(and(eq(advisoryCustomers.firmId, firmOf), isNotNull(advisoryCustomers.userId), isNotNull(advisoryCustomers.accessGrantedAt), isNull(advisoryCustomers.accessWithdrawnAt)));
    const managers = json<WireBook>(await injectAs(t, cast.tokens.manager, { method: 'GET', url: '/api/advisory_insights' }));
    expect(managers.examined).toBe(firmWide?.n);
    expect(managers.examined).toBe(3);
    // One insight each and no wealth: by last name, « Client » before « client.collegue ».
    expect(managers.customers.map((c) => c.customer_id)).toEqual([cast.customerId, secondCustomerId, cast.others.colleagues.customerId]);
    const foreign = json<WireBook>(await injectAs(t, cast.tokens.foreignAdvisor, { method: 'GET', url: '/api/advisory_insights' }));
    expect(foreign).toMatchObject({ examined: 0, customers: [] });
    expect((await injectAs(t, cast.tokens.saver, { method: 'GET', url: '/api/advisory_insights' })).statusCode).toBe(403);
  });

  it('refuses the insights of a customer without access: 403 access_withdrawn, or forbidden without an account', async () => {
    const withdrawn = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: `/api/customers/${ids.withdrawnCustomer}/insights` });
    expect(withdrawn.statusCode).toBe(403);
    expect(json(withdrawn)).toEqual({ error: 'access_withdrawn' });
    const [invited] = await db().select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(sql`lower(${advisoryCustomers.email}) = ${DEMO_INVITATION.email}`);
    const none = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: `/api/customers/${invited?.id}/insights` });
    expect(none.statusCode).toBe(403);
    expect(json(none)).toEqual({ error: 'forbidden' });
  });
});
