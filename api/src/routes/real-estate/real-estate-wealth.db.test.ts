import { and, eq, gt, inArray, lte, max, ne, sql } from 'drizzle-orm';
import { fromWire, realEstateSchema, type RealEstate } from '@patrimo/shared';
import { loans, portfolios, portfolioValues } from '../../db/schema';
import { describeDb, injectAs, json, type HttpResponse } from '../../../test/helpers/test-app';
import { syncedSavers, type SyncedSavers } from '../portfolios/fixtures';

/**
 * A saver's property in the wealth (issue 14): it enters the wealth series, the composition (category
 * `real_estate`) and the aggregate like a contract, and the remaining capital of the loan linked to it comes off
 * the net wealth once — each checked against sums computed here in SQL, independently of the routes.
 */

interface WireComposition {
  total: number;
  items: { key: string; amount: number; share: number }[];
}
interface WireAggregates {
  aggregates: { name: string; total: number; segments: { key: string; value: number }[] }[];
}

const STAGING = { host: 'staging.patrimo.fr' };
const cents = (euros: number) => Math.round(euros * 100);
const ms = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

describeDb('real estate in the wealth: series, composition, aggregate, net of linked loans', () => {
  let s: SyncedSavers;
  let home: RealEstate;
  let loanId = '';
  const db = () => s.t.database.handle.db;
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}, token = s.saver): Promise<HttpResponse> =>
    injectAs(s.t, token, { method, url: `/api${url}`, ...(payload !== undefined ? { payload } : {}), headers });
  const ok = async <T>(response: Promise<HttpResponse>): Promise<T> => {
    const answer = await response;
    expect([answer.statusCode, answer.statusCode < 300 ? '' : answer.body]).toEqual([answer.statusCode < 300 ? answer.statusCode : 200, '']);
    return json<T>(answer);
  };
  const series = async (query = '') => (await ok<{ series: [number, number][] }>(as('GET', `/users/me/portfolios/series/cash_values${query}`))).series;

  /** Each contract's last value on or before `date`, summed in SQL (the model of get-wealth-cash-values.db.test.ts). */
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
  const activeIds = async () =>
    (await db().select({ id: portfolios.id }).from(portfolios).where(and(eq(portfolios.userId, s.saverId), eq(portfolios.status, 'active')))).map((row) => row.id);

  beforeAll(async () => {
    s = await syncedSavers();
    // A synchronised loan with terms and capital still due: the one the property is linked to.
    const [loan] = await db()
      .select({ id: loans.portfolioId })
      .from(loans)
      .innerJoin(portfolios, eq(portfolios.id, loans.portfolioId))
      .where(and(eq(portfolios.userId, s.saverId), eq(portfolios.status, 'active'), gt(loans.remainingCapital, 0)))
      .limit(1);
    loanId = loan?.id ?? '';
    const created = await ok<unknown>(
      as(
        'POST',
        '/users/me/real_estates',
        {
          real_estate: {
            name: 'Maison à Nantes',
            address: '5 Rue de la Bourse 44000 Nantes',
            location: { latitude: 47.2133, longitude: -1.5567, city: 'Nantes', postcode: '44000', inseeCode: '44109' },
            kind: 'house',
            usage: 'principal_residence',
            state: 0,
            surface: 110,
            garden_surface: 200,
            rooms: 5,
            features: ['garden'],
            conditions: [],
          },
        },
        STAGING,
      ),
    );
    home = realEstateSchema.parse(fromWire(created));
    await ok(as('PUT', `/portfolios/${loanId}`, { portfolio: { real_estate_id: home.id, real_estate_date: '2019-05-02' } }));
  }, 180_000);
  afterAll(async () => s?.t.close());

  it('enters the wealth series day by day from 2017-01-01, matching independent SQL sums', async () => {
    expect(loanId).not.toBe('');
    expect(home.estimate?.source.level).toBe('commune');
    const all = await series();
    const ids = await activeIds();
    expect(ids).toContain(home.id);
    // Without a purchase year, the estimate's history starts at the first INSEE quarter of 2017.
    const [first] = await db().select({ date: sql<string>`min(${portfolioValues.date})::text` }).from(portfolioValues).where(eq(portfolioValues.portfolioId, home.id));
    const start = first?.date ?? '';
    expect(start >= '2017-01-01' && start < '2017-07-01').toBe(true);
    expect(all.find(([x]) => x === ms('2017-01-01'))?.[1]).toBeCloseTo(await wealthOn('2017-01-01', ids), 2);
    for (const date of [start, '2019-05-02', '2023-11-15', '2025-06-30']) {
      const point = all.find(([x]) => x === ms(date));
      expect(point?.[1]).toBeCloseTo(await wealthOn(date, ids), 2);
      // The property counts in it, for its value of that day.
      const propertyValue = await wealthOn(date, [home.id]);
      expect(propertyValue).toBeGreaterThan(100_000);
      expect(point?.[1]).toBeCloseTo((await wealthOn(date, ids.filter((id) => id !== home.id))) + propertyValue, 2);
    }
    // The category alone is the property; its last point is the value retained.
    const realEstate = await series('?categories=real_estate');
    expect(realEstate.find(([, value]) => value > 0)?.[0]).toBe(ms(start));
    expect(realEstate.at(-1)?.[1]).toBeCloseTo(home.currentAmount, 2);
    const [row] = await db().select({ amount: portfolios.amount }).from(portfolios).where(eq(portfolios.id, home.id));
    expect(row?.amount).toBe(home.currentAmount);
  });

  it('appears in the composition by category as `real_estate`, for its amount', async () => {
    const composition = await ok<WireComposition>(as('GET', '/users/me/portfolios/composition?portfolio_subset=all&type=category'));
    const rows = await db()
      .select({ key: sql<string>`coalesce(${portfolios.category}, 'none')`, total: sql<string>`sum(${portfolios.amount})` })
      .from(portfolios)
      .where(and(eq(portfolios.userId, s.saverId), eq(portfolios.status, 'active'), eq(portfolios.type, 'asset')))
      .groupBy(portfolios.category);
    const expected = new Map(rows.filter((r) => Number(r.total) > 0).map((r) => [r.key, cents(Number(r.total))]));
    expect(expected.get('real_estate')).toBe(cents(home.currentAmount));
    expect(new Map(composition.items.map((item) => [item.key, cents(item.amount)]))).toEqual(expected);
    expect(composition.items.find((item) => item.key === 'real_estate')?.share).toBeCloseTo(home.currentAmount / composition.total, 9);
  });

  it('reads as « Immobilier » in the composition by kind, not as the `other` kind it is stored with', async () => {
    const byKind = await ok<WireComposition>(as('GET', '/users/me/portfolios/composition?portfolio_subset=all&type=kind'));
    expect(byKind.items.find((item) => item.key === 'real_estate')).toMatchObject({ label: 'Immobilier', amount: home.currentAmount });
    expect(byKind.items.find((item) => item.key === 'other')).toBeUndefined();
  });

  it('counts in the aggregate; the linked loan’s remaining capital comes off the net wealth once', async () => {
    const [total, byCategory] = (
      await ok<WireAggregates>(
        as('POST', '/users/me/portfolios/aggregate', {
          aggregates: [
            { name: 'total', reducer: 'sum', field: 'amount' },
            { name: 'categories', reducer: 'sum', field: 'amount', segments: 'category' },
          ],
        }),
      )
    ).aggregates;
    // Independently: the assets' amounts, minus the capital still due on every loan (from the loans' terms).
    const [assets] = await db()
      .select({ total: sql<string>`sum(${portfolios.amount})` })
      .from(portfolios)
      .where(and(eq(portfolios.userId, s.saverId), eq(portfolios.status, 'active'), ne(portfolios.kind, 'loan')));
    const [owed] = await db()
      .select({ total: sql<string>`sum(${loans.remainingCapital})` })
      .from(loans)
      .innerJoin(portfolios, eq(portfolios.id, loans.portfolioId))
      .where(and(eq(portfolios.userId, s.saverId), eq(portfolios.status, 'active')));
    expect(cents(total?.total ?? NaN)).toBe(cents(Number(assets?.total)) - cents(Number(owed?.total)));
    expect(byCategory?.segments.find((segment) => segment.key === 'real_estate')?.value).toBeCloseTo(home.currentAmount, 2);

    // The property's own net equity: its value minus what is left to repay on the loan linked to it.
    const [terms] = await db().select().from(loans).where(eq(loans.portfolioId, loanId));
    const read = realEstateSchema.parse(fromWire(await ok<unknown>(as('GET', `/real_estates/${home.id}`, undefined, STAGING))));
    expect(read.loans.map((l) => [l.portfolioId, l.date, l.remainingAmount])).toEqual([[loanId, '2019-05-02', terms?.remainingCapital]]);
    expect(read.netEquity).toBeCloseTo(home.currentAmount - (terms?.remainingCapital ?? NaN), 2);
    expect(terms?.remainingCapital).toBeGreaterThan(0);

    // The whole net wealth: the value of today's series is the aggregate (the loan counted once, negative).
    expect((await series()).at(-1)?.[1]).toBeCloseTo(total?.total ?? NaN, 2);
    const [loanRow] = await db().select({ amount: portfolios.amount }).from(portfolios).where(eq(portfolios.id, loanId));
    expect(loanRow?.amount).toBeCloseTo(-(terms?.remainingCapital ?? NaN), 2);
  });
});
