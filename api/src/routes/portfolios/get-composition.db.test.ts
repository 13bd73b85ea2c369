import { and, eq, inArray, sql } from 'drizzle-orm';
import { portfolioInvestments, portfolios, transactions } from '../../db/schema';
import { fundUniverse } from '../../investments/universe';
import { describeDb, injectAs, json, repoRoot } from '../../../test/helpers/test-app';
import { syncedSavers, type SyncedSavers } from './fixtures';

interface WireComposition {
  type: string;
  subset: string;
  total: number;
  items: { key: string; label: string | null; amount: number; share: number }[];
}

const cents = (euros: number) => Math.round(euros * 100);

describeDb('composition: GET /users/{userId}/portfolios/composition', () => {
  let s: SyncedSavers;
  const db = () => s.t.database.handle.db;
  const composition = async (query: string, token = s.saver, user = 'me') => {
    const response = await injectAs(s.t, token, { method: 'GET', url: `/api/users/${user}/portfolios/composition?${query}` });
    expect(response.statusCode).toBe(200);
    return json<WireComposition>(response);
  };
  const activeAssets = async () =>
    db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.status, 'active'), eq(portfolios.type, 'asset')));

  /** Items sorted by decreasing amount, shares of the total summing to 1, amounts summing to the total. */
  function expectWellFormed(result: WireComposition): void {
    const amounts = result.items.map((item) => item.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(result.items.every((item) => item.amount > 0 && item.share > 0 && item.share <= 1)).toBe(true);
    expect(result.items.reduce((sum, item) => sum + item.share, 0)).toBeCloseTo(1, 9);
    expect(result.items.reduce((sum, item) => sum + cents(item.amount), 0)).toBe(cents(result.total));
    for (const item of result.items) expect(item.share).toBeCloseTo(item.amount / result.total, 9);
  }

  beforeAll(async () => {
    s = await syncedSavers();
  }, 120_000);
  afterAll(async () => s?.t.close());

  it('splits the assets by kind; the overdrawn checking account alone is left out', async () => {
    const result = await composition('type=kind');
    expect(result).toMatchObject({ type: 'kind', subset: 'all' });
    expectWellFormed(result);
    const rows = await activeAssets();
    const byKind = new Map<string, number>();
    for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + cents(row.amount));
    const positive = [...byKind.entries()].filter(([, value]) => value > 0);
    expect(result.items.map((item) => [item.key, cents(item.amount)]).sort()).toEqual(positive.sort());
    expect(result.items.map((item) => item.key)).not.toContain('checking');
    expect(result.items.map((item) => item.key)).not.toContain('loan');
  });

  it('splits by bank with the banks’ names, by category and by type (loans at what they owe)', async () => {
    const banks = await composition('type=bank');
    expectWellFormed(banks);
    expect(banks.items.map((item) => [item.key, item.label]).sort()).toEqual([
      ['axa', 'AXA'],
      ['banque-populaire-aquitaine-centre-atlantique', expect.any(String)],
    ]);
    const category = await composition('portfolio_subset=all&type=category');
    expect(category.items.map((item) => item.key).sort()).toEqual(['invested_wealth', 'savings']);
    const types = await composition('type=type');
    expectWellFormed(types);
    const [owed] = await db().select({ total: sql<string>`-sum(${portfolios.amount})` }).from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'loan')));
    expect(types.items.find((item) => item.key === 'liability')?.amount).toBeCloseTo(Number(owed?.total), 2);
    const loans = await composition('subset=loan&type=kind');
    expect(loans.items).toEqual([{ key: 'loan', label: null, amount: Number(owed?.total), share: 1 }]);
  });

  it('looks through the lines for asset classes: euro fund, funds of the universe, cash', async () => {
    const result = await composition('type=asset_class');
    expectWellFormed(result);
    const universe = fundUniverse(repoRoot);
    const rows = await activeAssets();
    const lines = await db().select().from(portfolioInvestments).where(inArray(portfolioInvestments.portfolioId, rows.map((row) => row.id)));
    const expected = new Map<string, number>();
    const add = (key: string, value: number) => expected.set(key, (expected.get(key) ?? 0) + value);
    for (const row of rows) {
      const own = lines.filter((line) => line.portfolioId === row.id);
      if (['checking', 'card', 'deposit', 'savings'].includes(row.kind)) add('cash', cents(row.amount));
      else if (own.length === 0) add('other', cents(row.amount));
      else {
        for (const line of own) add(line.euroFund ? 'euroFund' : (universe.byIsin.get(line.isin ?? '')?.classification.assetClass ?? 'other'), cents(line.valuation));
        const rest = cents(row.amount) - own.reduce((sum, line) => sum + cents(line.valuation), 0);
        if (rest > 0) add('cash', rest);
      }
    }
    expect(result.items.map((item) => [item.key, cents(item.amount)]).sort()).toEqual([...expected.entries()].filter(([, value]) => value > 0).sort());
    expect(result.items.map((item) => item.key)).toContain('euroFund');
  });

  it('splits by region, sector and risk from the funds’ breakdowns', async () => {
    for (const type of ['region', 'sector', 'risk']) {
      const result = await composition(`type=${type}`);
      expectWellFormed(result);
      expect(result.items.length).toBeGreaterThan(0);
    }
    const regions = await composition('type=region');
    // Cash and euro funds are European (the overdraft nets against them); every asset is somewhere, to the
    // rounding of each fund's regional shares.
    const assets = (await activeAssets()).reduce((sum, row) => sum + cents(row.amount), 0);
    expect(Math.abs(cents(regions.total) - assets)).toBeLessThan(20);
    const risk = await composition('type=risk');
    expect(risk.items.every((item) => /^[1-7]$|^unknown$/.test(item.key))).toBe(true);
    const sectors = await composition('type=sector');
    expect(sectors.items.every((item) => ['energy', 'materials', 'industrials', 'consumerDiscretionary', 'consumerStaples', 'healthCare', 'financials', 'informationTechnology', 'communicationServices', 'utilities', 'realEstate'].includes(item.key))).toBe(true);
  });

  it('sums the last 12 months of debits by category, internal transfers left out', async () => {
    const result = await composition('type=spending');
    expectWellFormed(result);
    const today = s.t.clock.now().toISOString().slice(0, 10);
    const yearAgo = new Date(`${today}T00:00:00Z`);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    const [checking] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'checking')));
    const debits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.portfolioId, checking?.id ?? ''), sql`${transactions.amount} < 0`, sql`${transactions.date} > ${yearAgo.toISOString().slice(0, 10)}`, sql`${transactions.date} <= ${today}`));
    const mine = await db().select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, s.saverId));
    const all = await db().select().from(transactions).where(inArray(transactions.portfolioId, mine.map((row) => row.id)));
    const internal = (line: (typeof debits)[number]) => all.some((other) => other.portfolioId !== line.portfolioId && other.date === line.date && cents(other.amount) === -cents(line.amount));
    const expected = new Map<string, number>();
    for (const line of debits.filter((line) => !internal(line))) expected.set(line.category ?? 'other', (expected.get(line.category ?? 'other') ?? 0) - cents(line.amount));
    expect(result.items.map((item) => [item.key, cents(item.amount)]).sort()).toEqual([...expected.entries()].sort());
    expect(debits.some(internal)).toBe(false);

    // A transfer to the LDDS: debited on the checking account, credited on the savings account the same day.
    const [ldds] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kindDetail, 'ldd')));
    const inserted = await db()
      .insert(transactions)
      .values([
        { portfolioId: checking?.id ?? '', externalId: 'test-transfer-out', date: today, amount: -1234.56, label: 'VIR LDDS', category: 'finances' },
        { portfolioId: ldds?.id ?? '', externalId: 'test-transfer-in', date: today, amount: 1234.56, label: 'VIR LDDS', category: 'finances' },
        { portfolioId: checking?.id ?? '', externalId: 'test-rent', date: today, amount: -777.77, label: 'LOYER', category: 'housing' },
      ])
      .returning({ id: transactions.id });
    // A synchronisation ends each contract with an update of its row, which moves the saver's data version the
    // answers are tagged with (`wealth/data-version.ts`); a test that writes operations by hand does the same.
    const touch = () => db().update(portfolios).set({ updatedAt: new Date() }).where(inArray(portfolios.id, [checking?.id ?? '', ldds?.id ?? '']));
    await touch();
    try {
      const after = await composition('type=spending');
      const delta = (key: string) => cents(after.items.find((item) => item.key === key)?.amount ?? 0) - (expected.get(key) ?? 0);
      expect(delta('finances')).toBe(0);
      expect(delta('housing')).toBe(77777);
    } finally {
      await db().delete(transactions).where(inArray(transactions.id, inserted.map((row) => row.id)));
      await touch();
    }
  });

  it('merges the smallest items into `other` beyond the limit, shares still summing to 1', async () => {
    const whole = await composition('type=kind');
    expect(whole.items.length).toBeGreaterThan(3);
    const limited = await composition('type=kind&limit=3');
    expectWellFormed(limited);
    expect(limited.items).toHaveLength(3);
    expect(limited.total).toBe(whole.total);
    const kept = limited.items.filter((item) => item.key !== 'other');
    expect(kept).toEqual(whole.items.slice(0, 2));
    expect(cents(limited.items.find((item) => item.key === 'other')?.amount ?? 0)).toBe(whole.items.slice(2).reduce((sum, item) => sum + cents(item.amount), 0));
  });

  it('reads the subsets: bank accounts, investment contracts, risked kinds', async () => {
    const contract = await composition('subset=contract&type=kind');
    expect(contract.items.map((item) => item.key).sort()).toEqual(['capitalisation', 'lifeinsurance', 'perp']);
    const risk = await composition('portfolio_subset=risk&subset=bank&type=kind');
    expect(risk.subset).toBe('risk');
    expect(risk.items.map((item) => item.key).sort()).toEqual(['capitalisation', 'lifeinsurance']);
    const supported = await composition('subset=kind&type=kind');
    expect(supported.items.map((item) => item.key)).not.toContain('perp');
    const bank = await composition('subset=bank&type=kind');
    expect(bank).toMatchObject({ total: 0, items: [] });
  });

  it('answers 400 on bad queries and 403 to others; the firm’s advisor reads a customer', async () => {
    for (const query of ['', 'type=colour', 'type=kind&limit=0', 'type=kind&limit=101', 'type=kind&limit=two', 'type=kind&limit=1.5', 'type=kind&subset=everything', 'type=kind&portfolio_subset=x']) {
      const response = await injectAs(s.t, s.saver, { method: 'GET', url: `/api/users/me/portfolios/composition?${query}` });
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(response).errors).toBeDefined();
    }
    expect((await injectAs(s.t, s.saver, { method: 'GET', url: `/api/users/${s.otherId}/portfolios/composition?type=kind` })).statusCode).toBe(403);
    expect((await injectAs(s.t, s.loneAdvisor, { method: 'GET', url: `/api/users/${s.otherId}/portfolios/composition?type=kind` })).statusCode).toBe(403);
    const advised = await composition('type=bank', s.advisor, s.otherId);
    expect(advised.items).toEqual([{ key: 'bnp-paribas', label: 'BNP Paribas', amount: advised.total, share: 1 }]);
  });
});
