import { sql } from 'drizzle-orm';
import { createTestApp, describeDb, json, type TestApp } from '../../../test/helpers/test-app';
import { PAGE_VIEWS_PER_MINUTE } from './page-views';

const URL = '/api/analytics/page-views';
const CONTRACT = '3f2a1b4c-0d5e-4f60-8a7b-9c8d7e6f5a4b';

describeDb('the audience measure (page views)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: new Date('2026-11-20T23:30:00Z') });
  });

  afterAll(async () => {
    await t.close();
  });

  /** The counters as the table holds them, read with plain SQL. */
  async function counters(): Promise<Array<{ day: string; brand: string; page: string; views: number }>> {
    const result = await t.database.handle.db.execute(sql`SELECT day::text AS day, brand, page, views FROM page_views_daily ORDER BY brand, page`);
    return (result as unknown as { rows: Array<{ day: string; brand: string; page: string; views: number }> }).rows.map((row) => ({ ...row, views: Number(row.views) }));
  }

  it('counts views per Paris day, brand and page, without the record ids of the path and without anyone’s identity', async () => {
    for (const page of [`/app/contract/${CONTRACT}/analysis`, `/app/contract/${CONTRACT.replace('3f', '4e')}/analysis/`, '/']) {
      const response = await t.request({ method: 'POST', url: URL, payload: { brand: 'patrimo', page } });
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    await t.request({ method: 'POST', url: URL, payload: { brand: 'patrimo-conseil', page: '/' } });
    // 23:30 UTC on the 20th is already the 21st in Paris.
    expect(await counters()).toEqual([
      { day: '2026-11-21', brand: 'patrimo', page: '/', views: 1 },
      { day: '2026-11-21', brand: 'patrimo', page: '/app/contract/:id/analysis', views: 2 },
      { day: '2026-11-21', brand: 'patrimo-conseil', page: '/', views: 1 },
    ]);
    const columns = await t.database.handle.db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'page_views_daily' ORDER BY column_name`,
    );
    expect((columns as unknown as { rows: Array<{ column_name: string }> }).rows.map((row) => row.column_name)).toEqual(['brand', 'day', 'page', 'views']);
  });

  it('refuses what is not a page view of a known brand, with the field at fault, and counts nothing', async () => {
    const before = await counters();
    const cases: Array<[unknown, number, unknown]> = [
      [{ page: '/' }, 400, { errors: { brand: ['required'] } }],
      [{ brand: 'inconnue', page: '/' }, 400, { errors: { brand: ['invalid'] } }],
      [{ brand: 'patrimo', page: 'javascript:alert(1)' }, 400, { errors: { page: ['invalid'] } }],
      [{ brand: 'patrimo', page: `/${'a'.repeat(200)}` }, 400, { errors: { page: ['invalid'] } }],
      [{ brand: 'patrimo', page: '/', user_id: 'u-1' }, 400, { error: 'invalid' }],
      [[1, 2], 400, { error: 'invalid' }],
    ];
    for (const [payload, status, body] of cases) {
      const response = await t.request({ method: 'POST', url: URL, payload });
      expect(response.statusCode).toBe(status);
      expect(json(response)).toEqual(body);
    }
    const notJson = await t.request({ method: 'POST', url: URL, payload: '{brand', headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    expect(await counters()).toEqual(before);
  });

  it('reads the counters to the operator on this machine only', async () => {
    const read = await t.request({ method: 'GET', url: `${URL}?from=2026-11-21&to=2026-11-21` });
    expect(read.statusCode).toBe(200);
    expect(json<{ page_views: unknown[] }>(read).page_views).toEqual(
      (await counters()).map((row) => ({ day: row.day, brand: row.brand, page: row.page, views: row.views })),
    );
    expect(json(await t.request({ method: 'GET', url: `${URL}?from=2026-12-01&to=2026-12-31` }))).toEqual({ page_views: [] });
    expect(json(await t.request({ method: 'GET', url: `${URL}?from=hier` }))).toEqual({ errors: { from: ['invalid'] } });
    // Through a proxy, anyone could be asking: the path does not exist for them.
    const proxied = await t.request({ method: 'GET', url: URL, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    expect(json(proxied)).toEqual({ error: 'route_not_found' });
  });

  it('holds back an address that sends more than a person browsing could', async () => {
    let refused: Awaited<ReturnType<TestApp['request']>> | undefined;
    let counted = 0;
    for (let count = 0; count <= PAGE_VIEWS_PER_MINUTE && !refused; count += 1) {
      const response = await t.request({ method: 'POST', url: URL, payload: { brand: 'patrimo', page: '/features' } });
      if (response.statusCode === 204) counted += 1;
      else refused = response;
    }
    expect(refused?.statusCode).toBe(429);
    expect(json(refused!)).toEqual({ error: 'rate_limited' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const views = (await counters()).find((row) => row.page === '/features')?.views;
    // The earlier tests' calls count in the same minute: the limit is on every call of the address.
    expect(counted).toBeGreaterThan(PAGE_VIEWS_PER_MINUTE - 20);
    expect(counted).toBeLessThan(PAGE_VIEWS_PER_MINUTE);
    expect(views).toBe(counted);
  });
});
