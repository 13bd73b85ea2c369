import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { oauthAccessTokens, oauthRefreshTokens, users } from '../../db/schema';
import { DEMO_SAVER, SECOND_SAVER } from '../../db/seed-accounts';
import { hashSecret } from '../../lib/tokens';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp, type WireTokens } from '../../../test/helpers/test-app';

describeDb('POST /api/oauth/token', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const grant = (payload: unknown) => t.request({ method: 'POST', url: '/api/oauth/token', payload });
  const refresh = (refreshToken: string) => grant({ grant_type: 'refresh_token', refresh_token: refreshToken });
  const me = (accessToken: string) => injectAs(t, accessToken, { method: 'GET', url: '/api/users/me' });

  describe('password grant', () => {
    it('hands out a bearer token pair in snake_case', async () => {
      const response = await grant({ grant_type: 'password', username: DEMO_SAVER.email, password: DEMO_SAVER.password });
      expect(response.statusCode).toBe(200);
      const body = json<WireTokens>(response);
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'Bearer',
        expires_in: 900,
        created_at: Math.floor(t.clock.now().getTime() / 1000),
      });
      expect((await me(body.access_token)).statusCode).toBe(200);
    });

    it('accepts the e-mail whatever its case and surrounding spaces', async () => {
      const response = await grant({ grant_type: 'password', username: `  ${DEMO_SAVER.email.toUpperCase()} `, password: DEMO_SAVER.password });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown e-mail alike with invalid_grant', async () => {
      const wrongPassword = await grant({ grant_type: 'password', username: DEMO_SAVER.email, password: 'not-the-password' });
      const unknownEmail = await grant({ grant_type: 'password', username: 'nobody@example.fr', password: DEMO_SAVER.password });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual({ error: 'invalid_grant' });
      }
    });

    it('reports missing, blank and malformed credentials as field errors', async () => {
      // The contract's schemas word a missing credential like an empty one: « blank ».
      expect(json(await grant({ grant_type: 'password' }))).toEqual({ errors: { username: ['blank'], password: ['blank'] } });
      const blank = await grant({ grant_type: 'password', username: ' ', password: '' });
      expect(blank.statusCode).toBe(400);
      expect(json(blank)).toEqual({ errors: { username: ['blank'], password: ['blank'] } });
      expect(json(await grant({ grant_type: 'password', username: 'not an e-mail', password: 'x' }))).toEqual({ errors: { username: ['invalid'] } });
    });

    it('refuses a missing or unknown grant type', async () => {
      const missing = await grant({ username: DEMO_SAVER.email, password: DEMO_SAVER.password });
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toEqual({ errors: { grant_type: ['required'] } });
      const unknown = await grant({ grant_type: 'client_credentials' });
      expect(unknown.statusCode).toBe(400);
      expect(json(unknown)).toEqual({ errors: { grant_type: ['invalid'] } });
    });

    it('stores passwords as argon2id hashes and tokens only as SHA-256 digests', async () => {
      const tokens = await signIn(t, SECOND_SAVER);
      const user = (await t.database.handle.db.select().from(users).where(eq(users.email, SECOND_SAVER.email)))[0];
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      const access = await t.database.handle.db.select().from(oauthAccessTokens).where(eq(oauthAccessTokens.tokenHash, hashSecret(tokens.access_token)));
      expect(access).toHaveLength(1);
      const leaked = await t.database.handle.db.execute(
        sql`select 1 from oauth_access_tokens where token_hash = ${tokens.access_token} union all select 1 from oauth_refresh_tokens where token_hash = ${tokens.refresh_token}`,
      );
      expect((leaked as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    });
  });

  describe('access token expiry', () => {
    it('answers 401 timeout once the access token has expired, and unauthorized for a token never issued', async () => {
      const tokens = await signIn(t, DEMO_SAVER);
      t.clock.advance(899_000);
      expect((await me(tokens.access_token)).statusCode).toBe(200);
      t.clock.advance(1_000);
      const expired = await me(tokens.access_token);
      expect(expired.statusCode).toBe(401);
      expect(json(expired)).toEqual({ error: 'timeout' });
      const forged = await me('A'.repeat(43));
      expect(forged.statusCode).toBe(401);
      expect(json(forged)).toEqual({ error: 'unauthorized' });
    });

    it('answers 401 unauthorized without a token or with a malformed header', async () => {
      expect(json(await t.request({ method: 'GET', url: '/api/users/me' }))).toEqual({ error: 'unauthorized' });
      const malformed = await t.request({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Basic abc' } });
      expect(malformed.statusCode).toBe(401);
      expect(json(malformed)).toEqual({ error: 'unauthorized' });
    });
  });

  describe('refresh grant', () => {
    it('rotates: a new pair in exchange for the refresh token, which is then spent', async () => {
      const first = await signIn(t, DEMO_SAVER);
      const response = await refresh(first.refresh_token);
      expect(response.statusCode).toBe(200);
      const second = json<WireTokens>(response);
      expect(second.access_token).not.toBe(first.access_token);
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect((await me(second.access_token)).statusCode).toBe(200);
      const spent = await t.database.handle.db
        .select({ usedAt: oauthRefreshTokens.usedAt, familyId: oauthRefreshTokens.familyId })
        .from(oauthRefreshTokens)
        .where(eq(oauthRefreshTokens.tokenHash, hashSecret(first.refresh_token)));
      expect(spent[0]?.usedAt).not.toBeNull();
    });

    it('lets a session outlive its access token through refreshes', async () => {
      let tokens = await signIn(t, DEMO_SAVER);
      for (let i = 0; i < 3; i += 1) {
        t.clock.advance(901_000);
        expect(json(await me(tokens.access_token))).toEqual({ error: 'timeout' });
        tokens = json<WireTokens>(await refresh(tokens.refresh_token));
        expect((await me(tokens.access_token)).statusCode).toBe(200);
      }
    });

    it('detects reuse of a spent refresh token and revokes the whole session', async () => {
      const first = await signIn(t, DEMO_SAVER);
      const second = json<WireTokens>(await refresh(first.refresh_token));
      const replay = await refresh(first.refresh_token);
      expect(replay.statusCode).toBe(400);
      expect(json(replay)).toEqual({ error: 'invalid_grant' });
      // The legitimate holder's newer tokens die with the family.
      expect(json(await refresh(second.refresh_token))).toEqual({ error: 'invalid_grant' });
      expect(json(await me(second.access_token))).toEqual({ error: 'unauthorized' });
      expect(json(await me(first.access_token))).toEqual({ error: 'unauthorized' });
    });

    it('leaves other sessions of the same user alone when one is revoked for reuse', async () => {
      const other = await signIn(t, DEMO_SAVER);
      const victim = await signIn(t, DEMO_SAVER);
      await refresh(victim.refresh_token);
      await refresh(victim.refresh_token);
      expect((await me(other.access_token)).statusCode).toBe(200);
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    });

    it('refuses an expired or unknown refresh token', async () => {
      const tokens = await signIn(t, DEMO_SAVER);
      t.clock.advance(30 * 24 * 3600 * 1000);
      expect(json(await refresh(tokens.refresh_token))).toEqual({ error: 'invalid_grant' });
      expect(json(await refresh('B'.repeat(43)))).toEqual({ error: 'invalid_grant' });
    });

    it('reports a missing refresh token as a field error', async () => {
      expect(json(await grant({ grant_type: 'refresh_token' }))).toEqual({ errors: { refresh_token: ['required'] } });
    });
  });
});

/**
 * A password attempt from a chosen loopback address: the whole of 127.0.0.0/8 reaches the test server, so the
 * limits per address see really different callers without trusting any forwarded header.
 */
function attemptFrom(t: TestApp, localAddress: string, username: string): Promise<{ statusCode: number; retryAfter: string | undefined; body: string }> {
  const body = JSON.stringify({ grant_type: 'password', username, password: 'wrong-password' });
  const url = new URL('/api/oauth/token', t.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ statusCode: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describeDb('POST /api/oauth/token rate limit per address and user name', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimit: { max: 3, perAddressMax: 100, perUserMax: 100, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  const attempt = (username: string) =>
    t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username, password: 'wrong-password' } });

  it('answers 429 rate_limited past the limit for one address and user name', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt(DEMO_SAVER.email)).statusCode).toBe(400);
    const limited = await attempt(DEMO_SAVER.email);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ error: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The same user name in another case is the same account.
    expect((await attempt(DEMO_SAVER.email.toUpperCase())).statusCode).toBe(429);
  });

  it('counts each user name separately', async () => {
    expect((await attempt(SECOND_SAVER.email)).statusCode).toBe(400);
  });

  it('lets the same user name through from another address', async () => {
    expect((await attemptFrom(t, '127.0.0.2', DEMO_SAVER.email)).statusCode).toBe(400);
  });
});

describeDb('POST /api/oauth/token rate limit per address, across user names', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimit: { max: 100, perAddressMax: 4, perUserMax: 100, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('stops one address spraying one password over many accounts, and only that address', async () => {
    for (let i = 0; i < 4; i += 1) expect((await attemptFrom(t, '127.0.0.3', `victim-${i}@example.fr`)).statusCode).toBe(400);
    const limited = await attemptFrom(t, '127.0.0.3', 'victim-5@example.fr');
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ error: 'rate_limited' });
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    // A right password does not get through either: the limit comes before the password check.
    const right = await attemptFrom(t, '127.0.0.3', DEMO_SAVER.email);
    expect(right.statusCode).toBe(429);
    expect((await attemptFrom(t, '127.0.0.4', 'victim-5@example.fr')).statusCode).toBe(400);
  });

  it('does not count refresh grants, which guess no password', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    for (let i = 0; i < 6; i += 1) {
      const response = await t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: 'C'.repeat(43) } });
      expect(response.statusCode).toBe(400);
    }
    expect((await t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token } })).statusCode).toBe(200);
  });
});

describeDb('POST /api/oauth/token rate limit per user name, across addresses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { authRateLimit: { max: 2, perAddressMax: 100, perUserMax: 5, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('stops a guessing run on one account spread over several addresses', async () => {
    const addresses = ['127.0.0.5', '127.0.0.6', '127.0.0.7'];
    const statuses: number[] = [];
    for (const address of addresses) {
      for (let i = 0; i < 2; i += 1) statuses.push((await attemptFrom(t, address, SECOND_SAVER.email)).statusCode);
    }
    // Two per address are allowed, but the account's own bound (5) refuses the sixth, from a third address.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const fresh = await attemptFrom(t, '127.0.0.8', SECOND_SAVER.email.toUpperCase());
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.retryAfter)).toBeGreaterThanOrEqual(1);
    // Other accounts are not affected.
    expect((await attemptFrom(t, '127.0.0.8', DEMO_SAVER.email)).statusCode).toBe(400);
  });
});
