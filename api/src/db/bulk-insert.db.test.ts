import { sql } from 'drizzle-orm';
import { createTestDatabase, describeDb, testEngine, type TestDatabase } from '../../test/helpers/test-app';
import { insertDailyValues, insertTransactions, upsertDailyValues, type TransactionRow } from './bulk-insert';
import { portfolios, users } from './schema';

/** Rows of a raw query, whichever engine answered. */
async function rows<T>(database: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describeDb(`bulk inserts on ${testEngine}`, () => {
  let database: TestDatabase;
  let portfolioId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.handle.db.insert(users).values({ email: 'bulk@example.fr', passwordHash: 'x' }).returning({ id: users.id });
    const [portfolio] = await database.handle.db
      .insert(portfolios)
      .values({ userId: user!.id, name: 'Compte courant', kind: 'checking', amount: 0 })
      .returning({ id: portfolios.id });
    portfolioId = portfolio!.id;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const storedValues = () =>
    rows<{ date: string; value: string }>(database, sql`SELECT to_char(date, 'YYYY-MM-DD') AS date, value::text AS value FROM portfolio_values WHERE portfolio_id = ${portfolioId} ORDER BY date`);

  it('writes every daily value as given, rounded to the cent by the column', async () => {
    await insertDailyValues(database.handle.db, portfolioId, [
      ['2026-01-01', 1000],
      ['2026-01-02', 1000.5],
      ['2026-01-03', -12.345],
    ]);
    expect(await storedValues()).toEqual([
      { date: '2026-01-01', value: '1000.00' },
      { date: '2026-01-02', value: '1000.50' },
      { date: '2026-01-03', value: '-12.35' },
    ]);
  });

  it('replaces only the days whose value changed, and adds the new days', async () => {
    // xmin changes when PostgreSQL rewrites a row: an unchanged day keeps its own.
    const versions = async () =>
      new Map((await rows<{ date: string; version: string }>(database, sql`SELECT to_char(date, 'YYYY-MM-DD') AS date, xmin::text AS version FROM portfolio_values WHERE portfolio_id = ${portfolioId}`)).map((row) => [row.date, row.version]));
    const before = await versions();
    await upsertDailyValues(database.handle.db, portfolioId, [
      ['2026-01-01', 1000],
      ['2026-01-02', 2000],
      ['2026-01-04', 7],
    ]);
    expect(await storedValues()).toEqual([
      { date: '2026-01-01', value: '1000.00' },
      { date: '2026-01-02', value: '2000.00' },
      { date: '2026-01-03', value: '-12.35' },
      { date: '2026-01-04', value: '7.00' },
    ]);
    const after = await versions();
    expect(after.get('2026-01-01')).toBe(before.get('2026-01-01'));
    expect(after.get('2026-01-03')).toBe(before.get('2026-01-03'));
    expect(after.get('2026-01-02')).not.toBe(before.get('2026-01-02'));
  });

  it('writes a history of several thousand days in one statement', async () => {
    const [other] = await database.handle.db
      .insert(portfolios)
      .values({ userId: (await rows<{ id: string }>(database, sql`SELECT id FROM users LIMIT 1`))[0]!.id, name: 'Assurance vie', kind: 'lifeinsurance', amount: 0 })
      .returning({ id: portfolios.id });
    const start = Date.UTC(2016, 0, 1);
    const history = Array.from({ length: 3615 }, (_, day) => [new Date(start + day * 86_400_000).toISOString().slice(0, 10), 100 + day / 100] as const);
    await upsertDailyValues(database.handle.db, other!.id, history);
    const [summary] = await rows<{ days: number; first: string; last: string; total: string }>(
      database,
      sql`SELECT count(*)::int AS days, min(date)::text AS first, max(date)::text AS last, sum(value)::text AS total FROM portfolio_values WHERE portfolio_id = ${other!.id}`,
    );
    const total = history.reduce((sum, [, value]) => sum + Math.round(value * 100), 0) / 100;
    expect(summary).toEqual({ days: 3615, first: history[0]![0], last: history.at(-1)![0], total: total.toFixed(2) });
  });

  it('keeps labels exactly as the bank wrote them, quotes, braces, commas and backslashes included', async () => {
    const awkward: TransactionRow[] = [
      { externalId: 't1', date: '2026-02-01', amount: -42.5, label: 'CB "LE FOURNIL", PARIS {12e}', category: 'food' },
      { externalId: 't2', date: '2026-02-02', amount: 1200, label: 'VIR C:\\PAIE\\2026 ; NULL', category: null },
      { externalId: 't3', date: '2026-02-03', amount: -9.99, label: 'NULL', category: 'subscriptions' },
      { externalId: 't4', date: '2026-02-04', amount: -3, label: 'Café crème — l’Étoile ☕', category: '' },
      { externalId: 'a,b"c', date: '2026-02-05', amount: 0.01, label: ' espaces autour ', category: null },
    ];
    await insertTransactions(database.handle.db, portfolioId, awkward);
    const stored = await rows<{ external_id: string; date: string; amount: string; label: string; category: string | null }>(
      database,
      sql`SELECT external_id, to_char(date, 'YYYY-MM-DD') AS date, amount::text AS amount, label, category FROM transactions WHERE portfolio_id = ${portfolioId} ORDER BY date`,
    );
    expect(stored).toEqual(
      awkward.map((row) => ({ external_id: row.externalId, date: row.date, amount: row.amount.toFixed(2), label: row.label, category: row.category })),
    );
  });

  it('leaves a movement already stored as it is when the bank sends it again', async () => {
    await insertTransactions(database.handle.db, portfolioId, [
      { externalId: 't1', date: '2026-02-01', amount: -1, label: 'autre libellé', category: null },
      { externalId: 't9', date: '2026-02-09', amount: 5, label: 'nouveau', category: null },
    ]);
    const stored = await rows<{ external_id: string; label: string }>(
      database,
      sql`SELECT external_id, label FROM transactions WHERE portfolio_id = ${portfolioId} AND external_id IN ('t1', 't9') ORDER BY external_id`,
    );
    expect(stored).toEqual([
      { external_id: 't1', label: 'CB "LE FOURNIL", PARIS {12e}' },
      { external_id: 't9', label: 'nouveau' },
    ]);
  });

  it('does nothing for no rows', async () => {
    const count = async () => (await rows<{ n: number }>(database, sql`SELECT count(*)::int AS n FROM portfolio_values`))[0]!.n;
    const before = await count();
    await insertDailyValues(database.handle.db, portfolioId, []);
    await upsertDailyValues(database.handle.db, portfolioId, []);
    await insertTransactions(database.handle.db, portfolioId, []);
    expect(await count()).toBe(before);
  });
});
