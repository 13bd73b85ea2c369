import type { PGlite } from '@electric-sql/pglite';
import { DEMO_SAVER, SECOND_SAVER } from './seed-accounts';
import { createTestApp, describeDb, injectAs, signIn, testEngine, userIdOf, type TestApp } from '../../test/helpers/test-app';
import { executeLiteral, keptPlansOf, type KeptPlans } from './kept-plans';

/**
 * The hottest statements (the bearer token's lookup, with or without the wealth data version, and the version
 * alone) are prepared once on the embedded engine's server instead of being parsed and planned at every call
 * (`kept-plans.ts`). What they answer must not change, whatever the values; what cannot go as a literal, and what
 * the server refuses to prepare, runs as an ordinary query.
 */
const onPglite = testEngine === 'pglite' ? it : it.skip;

describeDb('statements prepared once on the embedded engine', () => {
  let t: TestApp;
  let client: PGlite;
  let plans: KeptPlans;
  beforeAll(async () => {
    t = await createTestApp();
    client = (t.database.handle.db as unknown as { $client: PGlite }).$client;
    plans = keptPlansOf(client) as KeptPlans;
  });
  afterAll(async () => t?.close());

  const keptStatements = async () =>
    (await client.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements where name like 'patrimo_kept_%' order by name")).rows;

  it('answers signed-in calls as before: the saver’s own data, 401 for an unknown token, 403 for another saver’s series', async () => {
    const saver = (await signIn(t, DEMO_SAVER)).access_token;
    const otherId = await userIdOf(t, SECOND_SAVER.email);
    const url = '/api/users/me/portfolios/series/cash_values?period=1y';
    const first = await injectAs(t, saver, { method: 'GET', url });
    const second = await injectAs(t, saver, { method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const tag = first.headers['etag'] as string;
    expect((await injectAs(t, saver, { method: 'GET', url, headers: { 'if-none-match': tag } })).statusCode).toBe(304);
    expect((await injectAs(t, saver, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
    expect((await injectAs(t, 'not-a-token', { method: 'GET', url })).statusCode).toBe(401);
    expect((await injectAs(t, `${saver.slice(0, -2)}'x`, { method: 'GET', url })).statusCode).toBe(401);
    expect((await injectAs(t, saver, { method: 'GET', url: `/api/users/${otherId}/portfolios/series/cash_values?period=1y` })).statusCode).toBe(403);
  });

  onPglite('prepares the bearer token’s lookups on the server, once each', async () => {
    const before = await keptStatements();
    // The lookup alone (`/api/users/me`) and with the wealth data version (the series).
    expect(before.filter(({ statement }) => statement.includes('"oauth_access_tokens"')).length).toBe(2);
    const saver = (await signIn(t, DEMO_SAVER)).access_token;
    for (let i = 0; i < 3; i += 1) await injectAs(t, saver, { method: 'GET', url: '/api/users/me/portfolios/series/cash_values?period=1y' });
    expect(await keptStatements()).toEqual(before);
    expect(plans.prepared).toBe(before.length);
  });

  onPglite('reads every string and number as an ordinary query reads it, quotes and backslashes included', async () => {
    const text = 'select $1::text as text, $2::numeric as number, $3::uuid as id';
    plans.keep(text);
    const values: [string, number, string | null][] = [
      ["O'Brien", 1.5, null],
      ['C:\\new\\table\\', -3, '0b6f2c1e-8a4d-4c2e-9f1a-3d5e7b9c1a2f'],
      ["'); drop table users; --", 1e21, null],
      ['$$ E\'\\x41\' € ü 😀', 0, 'A0B6F2C1-8A4D-4C2E-9F1A-3D5E7B9C1A2F'],
      ['', 2 ** 53, null],
    ];
    for (const params of values) {
      const kept = await client.query(text, params);
      // The same statement with a text that is not kept runs as an ordinary query.
      const ordinary = await client.query(`${text} `, params);
      expect(kept.rows).toEqual(ordinary.rows);
    }
    expect((await keptStatements()).some(({ statement }) => statement.includes(text))).toBe(true);
    // The quoted statement was read as a string, not run.
    expect((await client.query('select count(*)::int as n from users')).rows).toEqual([{ n: expect.any(Number) }]);
  });

  onPglite('runs as an ordinary query a call with a value that is not a string or a number, and a statement the server refuses', async () => {
    const listed = 'select cardinality($1::text[]) as n, $1::text[] as notes';
    plans.keep(listed);
    const preparedBefore = plans.prepared;
    expect((await client.query(listed, [["l'or", 'a,b', '{c}']])).rows).toEqual([{ n: 3, notes: ["l'or", 'a,b', '{c}'] }]);
    expect(plans.prepared).toBe(preparedBefore);

    const later = 'select count(*)::int as n from kept_plans_later where note = $1';
    plans.keep(later);
    await expect(client.query(later, ['a'])).rejects.toThrow(/kept_plans_later/);
    await client.exec("create table kept_plans_later (note text); insert into kept_plans_later values ('a'), ('a'), ('b')");
    expect((await client.query(later, ['a'])).rows).toEqual([{ n: 2 }]);
    expect(plans.prepared).toBe(preparedBefore);
  });

  it('passes as literals only strings without NUL, finite numbers and null', () => {
    expect(executeLiteral(null)).toBe('NULL');
    expect(executeLiteral("l'or")).toBe("'l''or'");
    expect(executeLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(executeLiteral(12.5)).toBe("'12.5'");
    for (const value of ['a\0b', Number.NaN, Number.POSITIVE_INFINITY, undefined, true, 1n, new Date(0), ['a'], { a: 1 }]) {
      expect(executeLiteral(value)).toBeUndefined();
    }
  });
});
