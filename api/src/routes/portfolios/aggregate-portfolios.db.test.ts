import { and, eq, sql } from 'drizzle-orm';
import { bankAccounts, portfolios } from '../../db/schema';
import { aggregatedEstate } from '../../wealth/aggregated-estate';
import { describeDb, injectAs, json } from '../../../test/helpers/test-app';
import { syncedSavers, type SyncedSavers } from './fixtures';

interface WireAggregates {
  aggregates: { name: string; total: number; segments: { key: string; value: number }[] }[];
}

const cents = (euros: number) => Math.round(euros * 100);

describeDb('aggregates: POST /users/{userId}/portfolios/aggregate, and the aggregated estate', () => {
  let s: SyncedSavers;
  const db = () => s.t.database.handle.db;
  const post = (payload: unknown, token = s.saver, user = 'me') => injectAs(s.t, token, { method: 'POST', url: `/api/users/${user}/portfolios/aggregate`, payload });
  const aggregate = async (payload: unknown) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(200);
    return json<WireAggregates>(response).aggregates;
  };
  /** Independent sums in SQL `numeric`, by a grouping expression, over the saver's contracts matching `where`. */
  const sqlSums = async (group: ReturnType<typeof sql> | undefined, where = sql`${portfolios.status} = 'active'`) => {
    // No grouping: one total, under the key `x`.
    if (group === undefined) {
      const [row] = await db()
        .select({ total: sql<string | null>`sum(${portfolios.amount})` })
        .from(portfolios)
        .leftJoin(bankAccounts, eq(bankAccounts.id, portfolios.accountId))
        .where(and(eq(portfolios.userId, s.saverId), where));
      return new Map([['x', cents(Number(row?.total ?? 0))]]);
    }
    const rows = await db()
      .select({ key: sql<string>`${group}`, total: sql<string>`sum(${portfolios.amount})` })
      .from(portfolios)
      .leftJoin(bankAccounts, eq(bankAccounts.id, portfolios.accountId))
      .where(and(eq(portfolios.userId, s.saverId), where))
      .groupBy(group);
    return new Map(rows.map((row) => [row.key, cents(Number(row.total))]));
  };

  beforeAll(async () => {
    s = await syncedSavers();
  }, 120_000);
  afterAll(async () => s?.t.close());

  it('sums the active contracts, loans deducted, in cents, and segments them by kind, type and category', async () => {
    const [total, byKind, byType, byCategory] = await aggregate({
      aggregates: [
        { name: 'total', reducer: 'sum', field: 'amount' },
        { name: 'kinds', reducer: 'sum', field: 'amount', segments: 'kind' },
        { name: 'types', reducer: 'sum', field: 'amount', segments: 'type' },
        { name: 'categories', reducer: 'sum', field: 'amount', segments: 'category' },
      ],
    });
    const whole = (await sqlSums(undefined)).get('x') ?? NaN;
    expect(total).toEqual({ name: 'total', total: whole / 100, segments: [] });
    for (const [result, group] of [
      [byKind, sql`${portfolios.kind}`],
      [byType, sql`${portfolios.type}`],
      [byCategory, sql`coalesce(${portfolios.category}, 'none')`],
    ] as const) {
      expect(cents(result?.total ?? NaN)).toBe(whole);
      const expected = await sqlSums(group);
      expect(new Map(result?.segments.map((segment) => [segment.key, cents(segment.value)]))).toEqual(expected);
      const weights = result?.segments.map((segment) => Math.abs(segment.value)) ?? [];
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    }
    expect(byCategory?.segments.map((segment) => segment.key)).toContain('none');
    expect(byType?.segments.find((segment) => segment.key === 'liability')?.value).toBeLessThan(0);
  });

  it('clusters the segments under 5 % of the whole into `other`', async () => {
    const [clustered] = await aggregate({ aggregates: [{ name: 'kinds', reducer: 'sum', field: 'amount', segments: 'kind', mapper: 'clustering' }] });
    const byKind = await sqlSums(sql`${portfolios.kind}`);
    const weight = [...byKind.values()].reduce((sum, value) => sum + Math.abs(value), 0);
    const small = [...byKind.entries()].filter(([, value]) => Math.abs(value) / weight < 0.05);
    expect(small.length).toBeGreaterThan(0);
    const expected = new Map([...byKind.entries()].filter(([, value]) => Math.abs(value) / weight >= 0.05));
    expected.set('other', small.reduce((sum, [, value]) => sum + value, 0));
    expect(new Map(clustered?.segments.map((segment) => [segment.key, cents(segment.value)]))).toEqual(expected);
    expect(cents(clustered?.total ?? NaN)).toBe([...byKind.values()].reduce((sum, value) => sum + value, 0));
  });

  it('filters by categories, kinds, statuses, banks and contract ids; another user’s ids match nothing', async () => {
    const one = { name: 'x', reducer: 'sum', field: 'amount' } as const;
    const totalOf = async (filters: unknown) => cents((await aggregate({ filters, aggregates: [one] }))[0]?.total ?? NaN);
    const savings = await sqlSums(undefined, sql`${portfolios.status} = 'active' and ${portfolios.category} = 'savings'`);
    expect(await totalOf({ categories: ['savings'] })).toBe(savings.get('x'));
    const loans = await sqlSums(undefined, sql`${portfolios.status} = 'active' and ${portfolios.kind} = 'loan'`);
    expect(await totalOf({ kinds: ['loan'] })).toBe(loans.get('x'));
    const axa = await sqlSums(undefined, sql`${portfolios.status} = 'active' and ${bankAccounts.bankId} = 'axa'`);
    expect(await totalOf({ bank_ids: ['axa'] })).toBe(axa.get('x'));
    expect(await totalOf({ bank_ids: ['axa'], kinds: ['perp'] })).toBe((await sqlSums(undefined, sql`${bankAccounts.bankId} = 'axa' and ${portfolios.kind} = 'perp'`)).get('x'));
    expect(await totalOf({ kinds: [] })).toBe(0);

    const [mine] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'capitalisation')));
    const [theirs] = await db().select().from(portfolios).where(eq(portfolios.userId, s.otherId));
    expect(await totalOf({ portfolio_ids: [mine?.id, theirs?.id] })).toBe(cents(mine?.amount ?? NaN));
    expect(await totalOf({ portfolio_ids: [theirs?.id] })).toBe(0);

    await db().update(portfolios).set({ status: 'hidden' }).where(eq(portfolios.id, mine?.id ?? ''));
    try {
      expect(await totalOf({ statuses: ['hidden'] })).toBe(cents(mine?.amount ?? NaN));
      const all = await sqlSums(undefined, sql`true`);
      expect(await totalOf({ statuses: ['active', 'hidden', 'closed'] })).toBe(all.get('x'));
      expect(await totalOf({})).toBe((all.get('x') ?? 0) - cents(mine?.amount ?? NaN));
    } finally {
      await db().update(portfolios).set({ status: 'active' }).where(eq(portfolios.id, mine?.id ?? ''));
    }
  });

  it('answers 400 on every bad body, 403 to others, and reads a customer for the firm’s advisor', async () => {
    const good = { name: 'x', reducer: 'sum', field: 'amount' };
    const bad: unknown[] = [
      {},
      { aggregates: [] },
      { aggregates: [{ ...good, reducer: 'avg' }] },
      { aggregates: [{ ...good, field: 'name' }] },
      { aggregates: [{ ...good, segments: 'bank' }] },
      { aggregates: [{ ...good, mapper: 'top' }] },
      { aggregates: [{ ...good, name: '' }] },
      { aggregates: Array.from({ length: 21 }, () => good) },
      { filters: { kinds: ['gold'] }, aggregates: [good] },
      { filters: { categories: 'savings' }, aggregates: [good] },
      { filters: { statuses: ['deleted'] }, aggregates: [good] },
      { filters: { portfolio_ids: ['not-an-id'] }, aggregates: [good] },
      { filters: { bank_ids: [42] }, aggregates: [good] },
      [good],
      'aggregates',
    ];
    for (const payload of bad) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await post({ aggregates: [good] }, s.saver, s.otherId)).statusCode).toBe(403);
    expect((await post({ aggregates: [good] }, s.loneAdvisor, s.otherId)).statusCode).toBe(403);
    const advised = await post({ aggregates: [good] }, s.advisor, s.otherId);
    expect(advised.statusCode).toBe(200);
    const [theirs] = await db().select().from(portfolios).where(eq(portfolios.userId, s.otherId));
    expect(json<WireAggregates>(advised).aggregates[0]?.total).toBe(theirs?.amount);
  });

  describe('the aggregated estate', () => {
    const putEstate = (bracket: number) => injectAs(s.t, s.saver, { method: 'PUT', url: '/api/users/me/profile', payload: { profile: { investable_assets: bracket } } });

    it('is the net of the active contracts, without the demonstration account', async () => {
      const net = await sqlSums(undefined, sql`${portfolios.status} = 'active'`);
      expect(cents(await aggregatedEstate(db(), s.saverId))).toBe(net.get('x'));
      const [demo] = await db().insert(bankAccounts).values({ userId: s.saverId, provider: 'demo', bankId: 'demo', bankName: 'Démonstration', demo: true }).returning();
      await db().insert(portfolios).values({ userId: s.saverId, accountId: demo?.id ?? null, name: 'Assurance vie démo', kind: 'lifeinsurance', category: 'invested_wealth', amount: 900_000 });
      try {
        expect(cents(await aggregatedEstate(db(), s.saverId))).toBe(net.get('x'));
      } finally {
        await db().delete(bankAccounts).where(eq(bankAccounts.id, demo?.id ?? ''));
      }
      expect(await aggregatedEstate(db(), '00000000-0000-4000-8000-000000000000')).toBe(0);
    });

    it('makes the declared estate rule refuse a bracket below the real contracts (below_aggregated)', async () => {
      // The saver holds about 37 000 € net: every bracket is allowed.
      expect((await putEstate(0)).statusCode).toBe(200);
      const [capitalisation] = await db().select().from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.kind, 'capitalisation')));
      const [manual] = await db().insert(portfolios).values({ userId: s.saverId, name: 'Compte-titres déclaré', kind: 'market', category: 'invested_wealth', amount: 60_000 }).returning();
      try {
        expect(await aggregatedEstate(db(), s.saverId)).toBeGreaterThanOrEqual(50_000);
        const refused = await putEstate(0);
        expect(refused.statusCode).toBe(400);
        expect(json(refused)).toEqual({ errors: { 'profile.investable_assets': ['below_aggregated'] } });
        expect((await putEstate(1)).statusCode).toBe(200);
        // Hidden contracts are not counted: the estate falls back under 50 000 €.
        await db().update(portfolios).set({ status: 'hidden' }).where(eq(portfolios.id, capitalisation?.id ?? ''));
        await db().update(portfolios).set({ amount: 20_000 }).where(eq(portfolios.id, manual?.id ?? ''));
        expect(await aggregatedEstate(db(), s.saverId)).toBeLessThan(50_000);
        expect((await putEstate(0)).statusCode).toBe(200);
      } finally {
        await db().update(portfolios).set({ status: 'active' }).where(eq(portfolios.id, capitalisation?.id ?? ''));
        await db().delete(portfolios).where(eq(portfolios.id, manual?.id ?? ''));
      }
    });
  });
});
