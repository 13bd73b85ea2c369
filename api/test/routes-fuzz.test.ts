import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { allCalls, type CallDefinition } from '@patrimo/shared';
import { DEMO_SAVER, FIRM_ADMIN } from '../src/db/seed-accounts';
import { createTestApp, signIn, temporaryFolder, type HttpRequest, type TestApp } from './helpers/test-app';

/**
 * Bad input never causes a 5xx (ARCHITECTURE §6): every registered call receives random path parameters,
 * query strings and JSON bodies — random structure, and objects built from the field names the contract
 * uses — as an anonymous caller, a saver, an advisor and with a forged token. Nothing may answer 5xx, and
 * the server must still answer afterwards.
 *
 * On the embedded engine only (the project `api-pglite`; no `.db.` in the name): what is fuzzed is validation,
 * authorization and error mapping in front of the database, the same whichever PostgreSQL answers, and running
 * it twice would cost minutes of every `npm test` for nothing more.
 */

const RUNS_PER_CALL = 60;

/** Field names worth mixing into random objects: the wire names the calls actually read. */
const KNOWN_KEYS = ['grant_type', 'username', 'password', 'refresh_token', 'token', 'user_id', 'id', 'page', 'limit'];
const KNOWN_VALUES = ['password', 'refresh_token', 'me', DEMO_SAVER.email, DEMO_SAVER.password, '', ' ', '0', '-1', 'null'];

const jsonish = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...KNOWN_VALUES) },
);

/** Objects made of known and random keys with random values. */
const structuredBody = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 12 })), jsonish, { maxKeys: 6 });

const rawBody = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '[1,', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {"x": 1}}}', 'null', '""', '1e999', '\u0000'),
);

const pathValue = fc.oneof(
  fc.constantFrom('me', '00000000-0000-4000-8000-000000000000', '0', '-1', '..', '%', "' or 1=1 --"),
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }),
);

const queryString = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 10 })), fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...KNOWN_VALUES)), { maxKeys: 4 })
    .map((entries) => new URLSearchParams(entries).toString()),
  fc.constantFrom('a=1&a=2&a=3', 'page[size]=10', '%zz=%zz', 'x=%E0%A4%A', '=', '&&&', 'limit=99999999999999999999'),
);

type Caller = 'anonymous' | 'saver' | 'advisor' | 'forged';
const caller = fc.constantFrom<Caller>('anonymous', 'saver', 'advisor', 'forged');

function fillPath(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, () => encodeURIComponent(values[index++] ?? 'x'));
}

describe('every route under random input', () => {
  let t: TestApp;
  const tokens: Record<Caller, string | undefined> = { anonymous: undefined, saver: undefined, advisor: undefined, forged: 'Zm9yZ2VkLXRva2Vu' };

  const web = temporaryFolder('patrimo-fuzz-');

  beforeAll(async () => {
    // A built shell, so that page requests get index.html rather than the "not built yet" 503.
    writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html><title>Patrimo</title>');
    t = await createTestApp({ config: { webRoot: web.dir } });
    tokens.saver = (await signIn(t, DEMO_SAVER)).access_token;
    tokens.advisor = (await signIn(t, FIRM_ADMIN)).access_token;
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  const callsUnderTest = (): CallDefinition[] => t.app.registeredCalls;

  it('covers every call the server registers, all of them entries of the contract', () => {
    const ids = callsUnderTest().map((call) => call.id);
    expect(ids).toEqual(expect.arrayContaining(['getHealth', 'createToken', 'revokeToken', 'getMe', 'getAdvisorProfile', 'getWebsocketToken']));
    for (const call of callsUnderTest()) expect(allCalls).toContain(call);
  });

  // One test per call of the contract (each its own time limit and its own line in the report); the server
  // registers every one of them.
  it.each(allCalls.map((call) => [call.id, call] as const))('never answers 5xx to %s, whatever the input', async (_id, call) => {
    expect(callsUnderTest()).toContain(call);
    const takesBody = call.method !== 'GET';
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathValue, { minLength: 4, maxLength: 4 }),
        fc.option(queryString, { nil: undefined }),
        takesBody ? fc.oneof(structuredBody, fc.jsonValue({ maxDepth: 3 }), rawBody) : fc.constant(undefined),
        caller,
        async (pathValues, query, body, who) => {
          const request: HttpRequest = {
            method: call.method,
            url: `/api${fillPath(call.path, pathValues)}${query ? `?${query}` : ''}`,
            headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
            ...(takesBody ? { payload: body } : {}),
          };
          // Raw strings go out as JSON that may not parse: the server must say 400, not fail.
          if (typeof body === 'string') request.headers = { ...request.headers, 'content-type': 'application/json' };
          const response = await t.request(request);
          if (response.statusCode >= 500) {
            throw new Error(`${call.id}: ${request.method} ${request.url} (${who}) → ${response.statusCode} ${response.body}`);
          }
        },
      ),
      { numRuns: RUNS_PER_CALL },
    );
  }, 60_000);

  it('never answers 5xx to random paths and methods outside the contract', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') as fc.Arbitrary<NonNullable<HttpRequest['method']>>,
        fc.constantFrom('/api/', '/mf/', '/', '/ws', '/remotes.json', '/api/docs/'),
        fc.array(pathValue, { maxLength: 3 }),
        fc.constantFrom('text/html', 'application/json', '*/*'),
        async (method, prefix, segments, accept) => {
          const url = prefix + segments.map(encodeURIComponent).join('/');
          const response = await t.request({ method, url, headers: { accept } });
          if (response.statusCode >= 500) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('still answers afterwards', async () => {
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
