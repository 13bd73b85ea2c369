import { and, eq, inArray, lte, max, sql } from 'drizzle-orm';
import { bankAccounts, portfolios, portfolioValues } from '../../db/schema';
import { DEMO_SAVER } from '../../db/seed-accounts';
import { authenticateBearer } from '../../auth/auth-context';
import { wealthDataVersion } from '../../wealth/data-version';
import { describeDb, injectAs, json, signIn } from '../../../test/helpers/test-app';
import { syncedSavers, type SyncedSavers } from './fixtures';

interface WireCashValues {
  series: [number, number][];
  simulated_from: string | null;
}

const ms = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

describeDb('value series: GET …/portfolios/series/cash_values and …/portfolios/{id}/series/cash_values', () => {
  let s: SyncedSavers;
  const db = () => s.t.database.handle.db;
  const get = (token: string, url: string) => injectAs(s.t, token, { method: 'GET', url });
  const series = async (query = '', token = s.saver) => {
    const response = await get(token, `/api/users/me/portfolios/series/cash_values${query}`);
    expect(response.statusCode).toBe(200);
    return json<WireCashValues>(response);
  };

  /**
   * Values are written by synchronisations, which end each contract with an update of its row: the server's
   * series cache keys on that (`wealth/series-cache.ts`). A test that rewrites values by hand does the same.
   */
  const touch = (id: string) => db().update(portfolios).set({ updatedAt: new Date() }).where(eq(portfolios.id, id));

  /**
   * The wealth on a day, computed independently of the route: for each contract of `ids`, its last value on or
   * before that day (carried forward), summed in SQL.
   */
  async function wealthOn(date: string, ids: string[]): Promise<number> {
    const lastDays = db()
      .select({ portfolioId: portfolioValues.portfolioId, last: max(portfolioValues.date).as('last') })
      .from(portfolioValues)
      .where(and(inArray(portfolioValues.portfolioId, ids), lte(portfolioValues.date, date)))
      .groupBy(portfolioValues.portfolioId)
      .as('last_days');
    const [row] = await db()
      .select({ total: sql<string | null>`sum(${portfolioValues.value})` })
      .from(portfolioValues)
      .innerJoin(lastDays, and(eq(lastDays.portfolioId, portfolioValues.portfolioId), eq(lastDays.last, portfolioValues.date)));
    return Number(row?.total ?? 0);
  }

  const saverContracts = async (where = sql`true`) =>
    (await db().select({ id: portfolios.id }).from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.status, 'active'), where))).map((r) => r.id);

  beforeAll(async () => {
    s = await syncedSavers();
  }, 120_000);
  afterAll(async () => s?.t.close());

  it('sums every active contract, loans deducted, day by day from 2017-01-01, matching independent SQL sums', async () => {
    const all = await series();
    const ids = await saverContracts();
    expect(all.series[0]?.[0]).toBe(ms('2017-01-01'));
    const days = all.series.map(([x]) => x);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    for (const date of ['2017-01-01', '2019-11-24', '2019-11-25', '2024-07-11', '2025-06-04', '2026-02-23', '2026-02-24']) {
      const point = all.series.find(([x]) => x === ms(date));
      expect(point?.[1]).toBeCloseTo(await wealthOn(date, ids), 2);
    }
    const last = all.series.at(-1);
    const current = await db().select({ total: sql<string>`sum(${portfolios.amount})` }).from(portfolios).where(inArray(portfolios.id, ids));
    expect(last?.[1]).toBeCloseTo(Number(current[0]?.total), 2);
    // Life insurance values run on a simulated path after the last market date.
    expect(all.simulated_from).toBe('2026-02-24');
  });

  it('carries each contract forward over its gaps and starts it at its first value', async () => {
    const [pel] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kindDetail, 'pel')));
    const id = pel?.id ?? '';
    // A hole of three days in one contract: the total keeps its last value.
    const removed = await db().delete(portfolioValues).where(and(eq(portfolioValues.portfolioId, id), inArray(portfolioValues.date, ['2024-03-11', '2024-03-12', '2024-03-13']))).returning();
    await touch(id);
    try {
      expect(removed).toHaveLength(3);
      const before = await db().select().from(portfolioValues).where(and(eq(portfolioValues.portfolioId, id), eq(portfolioValues.date, '2024-03-10')));
      const all = await series('?from=2024-03-01');
      const ids = await saverContracts();
      for (const date of ['2024-03-10', '2024-03-11', '2024-03-12', '2024-03-13', '2024-03-14']) {
        expect(all.series.find(([x]) => x === ms(date))?.[1]).toBeCloseTo(await wealthOn(date, ids), 2);
      }
      expect(before[0]?.value).toBeGreaterThan(0);
      // The PEL opened on 2023-06-28: the day before it the savings category has no PEL in it.
      const savings = await series('?categories=savings&from=2023-06-27');
      const savingsIds = await saverContracts(eq(portfolios.category, 'savings'));
      const withoutPel = savingsIds.filter((x) => x !== id);
      expect(savings.series[0]?.[1]).toBeCloseTo(await wealthOn('2023-06-27', withoutPel), 2);
      expect(savings.series[1]?.[1]).toBeCloseTo(await wealthOn('2023-06-28', savingsIds), 2);
    } finally {
      await db().insert(portfolioValues).values(removed);
      await touch(id);
    }
  });

  it('carries the last value of a contract whose values stop before the others’', async () => {
    const [ldd] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kindDetail, 'ldd')));
    const removed = await db().delete(portfolioValues).where(and(eq(portfolioValues.portfolioId, ldd?.id ?? ''), sql`${portfolioValues.date} > '2026-09-30'`)).returning();
    await touch(ldd?.id ?? '');
    try {
      expect(removed.length).toBeGreaterThan(30);
      const all = await series('?from=2026-09-28');
      const ids = await saverContracts();
      for (const date of ['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-15']) {
        expect(all.series.find(([x]) => x === ms(date))?.[1]).toBeCloseTo(await wealthOn(date, ids), 2);
      }
    } finally {
      await db().insert(portfolioValues).values(removed);
      await touch(ldd?.id ?? '');
    }
  });

  it('starts at `from`, never before 2017-01-01', async () => {
    const fromLater = await series('?from=2025-01-15');
    expect(fromLater.series[0]?.[0]).toBe(ms('2025-01-15'));
    const all = await series();
    expect(fromLater.series).toEqual(all.series.filter(([x]) => x >= ms('2025-01-15')));
    expect((await series('?from=2010-05-01')).series[0]?.[0]).toBe(ms('2017-01-01'));
    expect((await series('?from=2099-01-01')).series).toEqual([]);
  });

  it('splits by categories and subsets: savings, invested wealth, loans, bank accounts, risk', async () => {
    const at = '2025-12-31';
    const cases: [string, ReturnType<typeof sql>][] = [
      ['?categories=savings', sql`${portfolios.category} = 'savings'`],
      ['?categories=invested_wealth,savings', sql`${portfolios.category} in ('invested_wealth', 'savings')`],
      ['?portfolio_subset=loan', sql`${portfolios.kind} = 'loan'`],
      ['?portfolio_subset=bank', sql`${portfolios.kind} in ('checking', 'card', 'deposit')`],
      ['?portfolio_subset=contract', sql`${portfolios.category} = 'invested_wealth'`],
      ['?portfolio_subset=risk', sql`${portfolios.kind} in ('lifeinsurance', 'capitalisation', 'pea', 'market', 'perco', 'pee', 'article83')`],
      ['?portfolio_subset=kind', sql`${portfolios.kind} <> 'perp'`],
    ];
    for (const [query, where] of cases) {
      const part = await series(`${query}&from=${at}`);
      expect(part.series[0]?.[1]).toBeCloseTo(await wealthOn(at, await saverContracts(where)), 2);
    }
    const loansOnly = await series(`?portfolio_subset=loan&from=${at}`);
    expect(loansOnly.series[0]?.[1]).toBeLessThan(0);
    expect(loansOnly.simulated_from).toBeNull();
    // The three categories together are the assets; with the loans they make the whole wealth.
    const assets = (await series(`?categories=invested_wealth,savings,real_estate&from=${at}`)).series[0]?.[1] ?? 0;
    expect(assets + (loansOnly.series[0]?.[1] ?? 0)).toBeCloseTo((await series(`?from=${at}`)).series[0]?.[1] ?? 0, 2);
  });

  it('leaves hidden and closed contracts out of the wealth', async () => {
    const at = '2026-01-05';
    const total = (await series(`?from=${at}`)).series[0]?.[1] ?? 0;
    const [capitalisation] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'capitalisation')));
    const [value] = await db().select().from(portfolioValues).where(and(eq(portfolioValues.portfolioId, capitalisation?.id ?? ''), eq(portfolioValues.date, at)));
    for (const status of ['hidden', 'closed'] as const) {
      await db().update(portfolios).set({ status }).where(eq(portfolios.id, capitalisation?.id ?? ''));
      expect((await series(`?from=${at}`)).series[0]?.[1]).toBeCloseTo(total - (value?.value ?? 0), 2);
    }
    await db().update(portfolios).set({ status: 'active' }).where(eq(portfolios.id, capitalisation?.id ?? ''));
  });

  it('counts the « Démonstration » account’s contracts: they are the saver’s data until a first add', async () => {
    const at = '2026-01-05';
    const total = (await series(`?from=${at}`)).series[0]?.[1] ?? 0;
    const [demo] = await db().insert(bankAccounts).values({ userId: s.saverId, provider: 'demo', bankId: 'demo', bankName: 'Démonstration', demo: true }).returning();
    try {
      const [contract] = await db().insert(portfolios).values({ userId: s.saverId, accountId: demo?.id ?? null, name: 'Livret A démo', kind: 'savings', kindDetail: 'livret_a', category: 'savings', amount: 1500 }).returning();
      await db().insert(portfolioValues).values([
        { portfolioId: contract?.id ?? '', date: '2026-01-01', value: 1234.56 },
        { portfolioId: contract?.id ?? '', date: '2026-01-06', value: 1500 },
      ]);
      const withDemo = await series(`?from=${at}`);
      expect(withDemo.series[0]?.[1]).toBeCloseTo(total + 1234.56, 2);
    } finally {
      await db().delete(bankAccounts).where(eq(bankAccounts.id, demo?.id ?? ''));
    }
  });

  it("reads one contract's series from `from`, with its simulated start", async () => {
    const [life] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'lifeinsurance'), eq(portfolios.accountId, s.accounts['banque-populaire-aquitaine-centre-atlantique'] ?? '')));
    const response = await get(s.saver, `/api/users/me/portfolios/${life?.id}/series/cash_values?from=2026-02-20`);
    expect(response.statusCode).toBe(200);
    const one = json<WireCashValues>(response);
    expect(one.simulated_from).toBe(life?.simulatedFrom);
    expect(one.simulated_from).toBe('2026-02-24');
    const stored = await db().select().from(portfolioValues).where(and(eq(portfolioValues.portfolioId, life?.id ?? ''), sql`${portfolioValues.date} >= '2026-02-20'`)).orderBy(portfolioValues.date);
    expect(one.series).toEqual(stored.map((row) => [ms(row.date), row.value]));
    const [checking] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'checking')));
    const whole = json<WireCashValues>(await get(s.saver, `/api/users/me/portfolios/${checking?.id}/series/cash_values?from=2001-01-01`));
    expect(whole.series[0]?.[0]).toBe(ms('2017-01-01'));
    expect(whole.simulated_from).toBeNull();
  });

  it('answers 400 on bad queries, 404 on a contract not the saver’s, 403 on another saver', async () => {
    for (const query of ['?from=2024-13-01', '?from=yesterday', '?portfolio_subset=everything', '?categories=cash', '?categories=savings,loans']) {
      const response = await get(s.saver, `/api/users/me/portfolios/series/cash_values${query}`);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(response).errors)).toHaveLength(1);
    }
    const [theirs] = await db().select().from(portfolios).where(eq(portfolios.userId, s.otherId));
    expect((await get(s.saver, `/api/users/me/portfolios/${theirs?.id}/series/cash_values`)).statusCode).toBe(404);
    expect((await get(s.saver, '/api/users/me/portfolios/x/series/cash_values')).statusCode).toBe(400);
    expect((await get(s.saver, `/api/users/me/portfolios/${theirs?.id}/series/cash_values?from=2020-02-30`)).statusCode).toBe(400);
    expect((await get(s.saver, `/api/users/${s.otherId}/portfolios/series/cash_values`)).statusCode).toBe(403);
    expect((await get(s.loneAdvisor, `/api/users/${s.otherId}/portfolios/series/cash_values`)).statusCode).toBe(403);
    const advised = await get(s.advisor, `/api/users/${s.otherId}/portfolios/series/cash_values?from=2025-01-01`);
    expect(advised.statusCode).toBe(200);
    expect(json<WireCashValues>(advised).series.length).toBeGreaterThan(300);
  });

  it('thins the series to the points the chart draws: the first and last days kept, peaks among the daily values, 400 out of bounds', async () => {
    const all = await series();
    const thinned = await series('?points=400');
    expect(thinned.series).toHaveLength(400);
    expect(thinned.series[0]).toEqual(all.series[0]);
    expect(thinned.series.at(-1)).toEqual(all.series.at(-1));
    expect(thinned.simulated_from).toBe(all.simulated_from);
    // Every kept point is one of the daily points, in order; the highest and lowest days are among them.
    const daily = new Map(all.series.map(([x, y]) => [x, y]));
    expect(thinned.series.every(([x, y]) => daily.get(x) === y)).toBe(true);
    const values = all.series.map(([, y]) => y);
    const kept = thinned.series.map(([, y]) => y);
    expect(kept).toContain(Math.max(...values));
    expect(kept).toContain(Math.min(...values));
    // Fewer days than points: the series as it is; with `from`, thinned after the cut.
    expect((await series(`?points=4000&from=2024-01-01`)).series).toEqual((await series('?from=2024-01-01')).series);
    expect((await series('?points=50&from=2024-01-01')).series[0]?.[0]).toBe(ms('2024-01-01'));
    for (const [query, code] of [['?points=2', 'out_of_range'], ['?points=4001', 'out_of_range'], ['?points=many', 'not_a_number'], ['?points=12.5', 'invalid']] as const) {
      const response = await get(s.saver, `/api/users/me/portfolios/series/cash_values${query}`);
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({ points: [code] });
    }
  });

  it('is a conditional read: tagged by the saver’s data, 304 while nothing moved, a new tag after a write, never another saver’s tag', async () => {
    const url = '/api/users/me/portfolios/series/cash_values?from=2025-01-01';
    const first = await get(s.saver, url);
    expect(first.statusCode).toBe(200);
    const tag = first.headers['etag'] as string;
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // The same read names the same tag (and the kept answer is the same bytes).
    const again = await get(s.saver, url);
    expect(again.headers['etag']).toBe(tag);
    expect(again.body).toBe(first.body);

    // Compressed once per encoding and kept so: the same bytes each time, read back as the same JSON.
    for (const encoding of ['br', 'gzip']) {
      const [one, two] = [await injectAs(s.t, s.saver, { method: 'GET', url, headers: { 'accept-encoding': encoding } }), await injectAs(s.t, s.saver, { method: 'GET', url, headers: { 'accept-encoding': encoding } })];
      expect([one.headers['content-encoding'], two.headers['content-encoding']]).toEqual([encoding, encoding]);
      expect(one.headers['vary']).toMatch(/Accept-Encoding/);
      expect(one.headers['etag']).toBe(tag);
      expect(two.body).toBe(one.body);
      expect(one.body).toBe(first.body);
    }
    const revalidated = await injectAs(s.t, s.saver, { method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['etag']).toBe(tag);
    const amongOthers = await injectAs(s.t, s.saver, { method: 'GET', url, headers: { 'if-none-match': `W/"old", ${tag.slice(2)}` } });
    expect(amongOthers.statusCode).toBe(304);
    // Another input is another answer: another tag.
    const otherQuery = await injectAs(s.t, s.saver, { method: 'GET', url: `${url}&points=100`, headers: { 'if-none-match': tag } });
    expect(otherQuery.statusCode).toBe(200);
    expect(otherQuery.headers['etag']).not.toBe(tag);

    // Another saver asking the same address with the first saver's tag gets their own data, never a 304.
    const theirs = await injectAs(s.t, s.other, { method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['etag']).not.toBe(tag);
    expect(theirs.body).not.toBe(first.body);
    // A refused read carries no validator.
    const refused = await injectAs(s.t, s.saver, { method: 'GET', url: `/api/users/${s.otherId}/portfolios/series/cash_values`, headers: { 'if-none-match': tag } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['etag']).toBeUndefined();
    expect(refused.headers['cache-control']).toBe('no-store');

    // A write to the saver's contracts moves the tag: the old one is answered in full, with the new data.
    const [contract] = await db().select({ id: portfolios.id }).from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'savings')));
    const [latest] = await db().select({ date: max(portfolioValues.date) }).from(portfolioValues).where(eq(portfolioValues.portfolioId, contract?.id ?? ''));
    await db().update(portfolioValues).set({ value: sql`${portfolioValues.value} + 1000` }).where(and(eq(portfolioValues.portfolioId, contract?.id ?? ''), eq(portfolioValues.date, latest?.date ?? '')));
    await touch(contract?.id ?? '');
    const moved = await injectAs(s.t, s.saver, { method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['etag']).not.toBe(tag);
    const before = json<WireCashValues>(first).series.at(-1)?.[1] ?? 0;
    expect(json<WireCashValues>(moved).series.at(-1)?.[1]).toBeCloseTo(before + 1000, 2);
    expect(json<WireCashValues>(moved).series.at(-1)?.[1]).toBeCloseTo(await wealthOn(new Date(json<WireCashValues>(moved).series.at(-1)?.[0] ?? 0).toISOString().slice(0, 10), await saverContracts()), 2);
  });

  it('reads the subject’s data version with the token, in one query, exactly as the version query reads it', async () => {
    const version = (userId: string) => wealthDataVersion(db(), userId);
    const withToken = async (subjectId: string | null) => {
      const result = await authenticateBearer(db(), s.t.clock, `Bearer ${s.saver}`, { subjectId });
      if (result.status !== 'ok') throw new Error(`sign-in refused: ${result.status}`);
      return result.wealthVersion;
    };
    // `me` (no id): the token's own saver; an id: that user's, whoever they are (the call's access decides later
    // whether the subject may be read, and the version is used only for the subject it resolved to).
    expect(await withToken(null)).toEqual({ userId: s.saverId, version: await version(s.saverId) });
    expect(await withToken(s.otherId)).toEqual({ userId: s.otherId, version: await version(s.otherId) });
    expect((await withToken(s.saverId))?.version).toMatch(/^[1-9]\d*:\d+$/);
    // A user without contracts has the empty version, as the version query says.
    expect((await withToken('00000000-0000-4000-8000-000000000000'))?.version).toBe(await version('00000000-0000-4000-8000-000000000000'));
    // Taken only for the saver it was read for.
    const read = await withToken(s.otherId);
    expect(await wealthDataVersion(db(), s.saverId, read)).toBe(await version(s.saverId));
    expect(await wealthDataVersion(db(), s.otherId, read)).toBe(read?.version);

    // Through the call: a write moves the version the token's query reads, so the tag.
    const url = '/api/users/me/portfolios/composition?type=category';
    const tag = (await get(s.saver, url)).headers['etag'];
    const [contract] = await db().select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, s.saverId)).limit(1);
    await touch(contract?.id ?? '');
    expect((await withToken(null))?.version).toBe(await version(s.saverId));
    expect((await get(s.saver, url)).headers['etag']).not.toBe(tag);
    // A malformed id is refused as before (400), without reading any version.
    expect((await get(s.saver, '/api/users/not-an-id/portfolios/composition?type=kind')).statusCode).toBe(400);
  });

  it('tags the composition by data and day, and keeps the aggregate (a POST) without a validator', async () => {
    const url = '/api/users/me/portfolios/composition?type=kind';
    const first = await get(s.saver, url);
    const tag = first.headers['etag'] as string;
    expect(tag).toMatch(/^W\//);
    expect((await injectAs(s.t, s.saver, { method: 'GET', url, headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    const body = { aggregates: [{ name: 'total', reducer: 'sum', field: 'amount' }] };
    const aggregate = () => injectAs(s.t, s.saver, { method: 'POST', url: '/api/users/me/portfolios/aggregate', payload: body });
    const [one, two] = [await aggregate(), await aggregate()];
    expect(one.statusCode).toBe(200);
    expect(two.body).toBe(one.body);
    expect(one.headers['etag']).toBeUndefined();
    expect(one.headers['cache-control']).toBe('no-store');
    // The next day, the same data is another answer (the spending split covers the last twelve months).
    s.t.clock.advance(86_400_000);
    try {
      // A day later the saver signs in again (an access token lives minutes); the last suite of the file.
      const token = (await signIn(s.t, DEMO_SAVER)).access_token;
      const nextDay = await injectAs(s.t, token, { method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(nextDay.statusCode).toBe(200);
      expect(nextDay.headers['etag']).not.toBe(tag);
    } finally {
      s.t.clock.advance(-86_400_000);
    }
  });
});
