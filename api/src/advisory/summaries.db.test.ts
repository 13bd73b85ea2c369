import { eq, sql } from 'drizzle-orm';
import { advisorMemberships, advisoryCustomers, advisoryFirms, catalogueProducts, customerListRows, customerEvents, invitations, portfolios, saverSummaries, users } from '../db/schema';
import { createTestDatabase, describeDb, type TestDatabase } from '../../test/helpers/test-app';
import { addBankAccount, addContract, addCustomer, addSaver } from '../../test/helpers/advisory';

/**
 * The saver summaries and customer activity rows follow the tables they summarise (migration 0011's triggers),
 * checked against figures computed here in SQL written apart, contract by contract.
 */
describeDb('advisory summaries (saver_summaries, customer_activity)', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  let firmId: string;
  let advisorId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [firm] = await db().insert(advisoryFirms).values({ name: 'Cabinet Résumé' }).returning({ id: advisoryFirms.id });
    const [advisor] = await db().insert(users).values({ email: 'resume@cabinet.fr', passwordHash: 'x', firstName: 'Alain', lastName: 'Conseil', roles: ['admin'] }).returning({ id: users.id });
    if (!firm || !advisor) throw new Error('firm not created');
    firmId = firm.id;
    advisorId = advisor.id;
    await db().insert(advisorMemberships).values({ userId: advisorId, firmId });
  });
  afterAll(() => database.destroy());

  /** The figures of a saver, contract by contract, without the summary's SQL. */
  async function expected(userId: string) {
    const result = (await db().execute(sql`
      SELECT p.id, p.name, p.kind, p.kind_detail, p.amount::float8 AS amount, p.type, p.risk_level, ba.bank_id
      FROM portfolios p LEFT JOIN bank_accounts ba ON ba.id = p.account_id
      WHERE p.user_id = ${userId} AND p.status = 'active'`)) as unknown as {
      rows: { id: string; name: string; kind: string; kind_detail: string | null; amount: number; type: string; risk_level: number | null; bank_id: string | null }[];
    };
    const published = (await db().execute(sql`
      SELECT cp.bank_id, cp.kind FROM catalogue_products cp JOIN advisor_memberships m ON m.user_id = cp.published_by_user_id
      WHERE cp.published_at IS NOT NULL AND m.firm_id = (SELECT firm_id FROM advisory_customers WHERE user_id = ${userId})`)) as unknown as { rows: { bank_id: string; kind: string }[] };
    const rows = result.rows;
    const cents = (n: number) => Math.round(n * 100);
    const liquid = rows.filter((r) => ['checking', 'card', 'deposit'].includes(r.kind) || (r.kind === 'savings' && !['pel', 'pep', 'provident_insurance'].includes(r.kind_detail ?? '')));
    const levelled = rows
      .filter((r) => r.type === 'asset' && r.amount > 0)
      .map((r) => ({ amount: r.amount, level: ['checking', 'card', 'deposit', 'savings'].includes(r.kind) ? 0 : r.risk_level }))
      .filter((r): r is { amount: number; level: number } => r.level !== null);
    const weight = levelled.reduce((s, r) => s + r.amount, 0);
    const favorite = rows.filter((r) => r.type === 'asset' && r.amount > 0).sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id))[0];
    return {
      wealthAmount: rows.reduce((s, r) => s + cents(r.amount), 0) / 100,
      availableLiquidities: liquid.reduce((s, r) => s + cents(r.amount), 0) / 100,
      contractsCount: rows.length,
      internalContracts: rows.filter((r) => published.rows.some((p) => p.bank_id === r.bank_id && p.kind === r.kind)).length,
      riskAvg: weight === 0 ? null : Math.round((levelled.reduce((s, r) => s + r.amount * r.level, 0) / weight) * 1e5) / 1e5,
      favoritePortfolioId: favorite?.id ?? null,
      favoriteAmount: favorite?.amount ?? null,
    };
  }

  async function summary(userId: string) {
    const [row] = await db().select().from(saverSummaries).where(eq(saverSummaries.userId, userId));
    if (!row) return undefined;
    return {
      wealthAmount: row.wealthAmount,
      availableLiquidities: row.availableLiquidities,
      contractsCount: row.contractsCount,
      internalContracts: row.internalContracts,
      riskAvg: row.riskAvg,
      favoritePortfolioId: row.favoritePortfolioId,
      favoriteAmount: row.favoriteAmount,
    };
  }

  it('follows inserts, updates, hidden contracts, loans and deletions', async () => {
    const saver = await addSaver(db());
    await addCustomer(db(), { firmId, advisorUserId: advisorId, userId: saver, lastName: 'Suivi' });
    expect(await summary(saver)).toBeUndefined();

    const account = await addBankAccount(db(), saver, 'banque-interne');
    const life = await addContract(db(), saver, { kind: 'lifeinsurance', amount: 50_000.1, riskLevel: 3, accountId: account });
    await addContract(db(), saver, { kind: 'checking', amount: 2_500.25 });
    await addContract(db(), saver, { kind: 'savings', kindDetail: 'livret_a', amount: 22_950 });
    await addContract(db(), saver, { kind: 'savings', kindDetail: 'pel', amount: 10_000 });
    const pea = await addContract(db(), saver, { kind: 'pea', amount: 80_000, riskLevel: 5 });
    await addContract(db(), saver, { kind: 'loan', amount: -120_000.5 });
    const first = await summary(saver);
    expect(first).toEqual(await expected(saver));
    expect(first).toMatchObject({ contractsCount: 6, favoritePortfolioId: pea, availableLiquidities: 25_450.25 });

    // Hidden: out of every figure, as for the saver.
    await db().update(portfolios).set({ status: 'hidden' }).where(eq(portfolios.id, pea));
    const hidden = await summary(saver);
    expect(hidden).toEqual(await expected(saver));
    expect(hidden).toMatchObject({ contractsCount: 5, favoritePortfolioId: life });

    // A new amount and risk level.
    await db().update(portfolios).set({ amount: 61_000, riskLevel: 4 }).where(eq(portfolios.id, life));
    expect(await summary(saver)).toEqual(await expected(saver));

    // The firm publishes a product of the same institution and kind: the contract becomes internal.
    await db().insert(catalogueProducts).values({ source: 'declared', bankId: 'banque-interne', url: 'assurance-vie-interne', name: 'AV interne', nameKey: 'av interne', kind: 'lifeinsurance', publishedAt: new Date(), publishedByUserId: advisorId });
    const internal = await summary(saver);
    expect(internal).toEqual(await expected(saver));
    expect(internal?.internalContracts).toBe(1);

    await db().delete(portfolios).where(eq(portfolios.id, life));
    expect(await summary(saver)).toEqual(await expected(saver));

    // Nothing left: no row (the list reads it as 0).
    await db().delete(portfolios).where(eq(portfolios.userId, saver));
    expect(await summary(saver)).toBeUndefined();
  });

  it('summarises many savers written in one statement', async () => {
    const savers = await Promise.all([1, 2, 3].map(() => addSaver(db())));
    await db().insert(portfolios).values(savers.flatMap((userId, index) => [
      { userId, name: 'Compte', kind: 'checking', category: 'savings', amount: 1000 * (index + 1) },
      { userId, name: 'Titres', kind: 'market', category: 'invested_wealth', amount: 3000, riskLevel: index + 1 },
    ]));
    for (const saver of savers) expect(await summary(saver)).toEqual(await expected(saver));
  });

  it("copies a saver's figures into their customer row only while access is granted", async () => {
    const saver = await addSaver(db());
    const customer = await addCustomer(db(), { firmId, advisorUserId: advisorId, userId: saver, lastName: 'Accès' });
    await addContract(db(), saver, { kind: 'market', amount: 12_345.67, riskLevel: 4 });
    const row = async () => (await db().select().from(customerListRows).where(eq(customerListRows.customerId, customer)))[0];
    expect(await row()).toMatchObject({ granted: true, wealthAmount: 12_345.67, contractsCount: 1, riskAvg: 4 });
    await db().update(advisoryCustomers).set({ accessWithdrawnAt: new Date() }).where(eq(advisoryCustomers.id, customer));
    expect(await row()).toMatchObject({ granted: false, wealthAmount: null, contractsCount: null, riskAvg: null, favoriteName: null });
    await db().update(advisoryCustomers).set({ accessWithdrawnAt: null }).where(eq(advisoryCustomers.id, customer));
    await db().update(portfolios).set({ amount: 100 }).where(eq(portfolios.userId, saver));
    expect(await row()).toMatchObject({ granted: true, wealthAmount: 100 });
  });

  it('keeps the latest interaction and the latest invitation of each customer', async () => {
    const customer = await addCustomer(db(), { firmId, advisorUserId: advisorId, lastName: 'Activité' });
    const activity = async () => (await db().select().from(customerListRows).where(eq(customerListRows.customerId, customer)))[0];
    expect(await activity()).toMatchObject({ lastInteractionAt: null, invitationState: null });

    const event = (occurredAt: string) => ({ customerId: customer, firmId, advisorUserId: advisorId, advisorName: 'Alain Conseil', kind: 'note' as const, content: 'Point annuel', occurredAt: new Date(occurredAt) });
    const [older] = await db().insert(customerEvents).values([event('2026-01-10T10:00:00Z'), event('2026-03-01T09:00:00Z')]).returning({ id: customerEvents.id });
    expect((await activity())?.lastInteractionAt?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    await db().delete(customerEvents).where(eq(customerEvents.occurredAt, new Date('2026-03-01T09:00:00Z')));
    expect((await activity())?.lastInteractionAt?.toISOString()).toBe('2026-01-10T10:00:00.000Z');
    await db().delete(customerEvents).where(eq(customerEvents.id, older?.id ?? ''));
    expect((await activity())?.lastInteractionAt).toBeNull();

    const invite = (token: string, invitedAt: string) => ({ firmId, customerId: customer, advisorUserId: advisorId, token, firstName: 'A', lastName: 'Activité', email: 'activite@example.fr', invitedAt: new Date(invitedAt) });
    await db().insert(invitations).values(invite(`t-${Date.now()}-1`, '2026-01-01T00:00:00Z'));
    expect((await activity())?.invitationState).toBe('sent');
    await db().update(invitations).set({ state: 'canceled' }).where(eq(invitations.customerId, customer));
    expect((await activity())?.invitationState).toBe('canceled');
    await db().insert(invitations).values(invite(`t-${Date.now()}-2`, '2026-02-01T00:00:00Z'));
    expect((await activity())?.invitationState).toBe('sent');
  });
});
