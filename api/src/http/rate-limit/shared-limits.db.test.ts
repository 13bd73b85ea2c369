import { DEMO_SAVER } from '../../db/seed-accounts';
import { createTestApp, createTestDatabase, describeDb, json, type TestApp, type TestDatabase } from '../../../test/helpers/test-app';
import { describeRedis, testRedisUrl, uniqueRedisPrefix } from '../../../test/helpers/redis';

/**
 * Two API instances on one database and ONE Redis, as production runs N instances behind a load balancer:
 * attempts spread over both are counted together, so the limit holds for the whole service and not N times
 * over. Each run counts under its own key prefix, so runs sharing a Redis never see each other's attempts.
 */
describeDb('rate limits shared by two API instances through Redis', () => {
  describeRedis('with REDIS_URL set on both', () => {
    let database: TestDatabase;
    let first: TestApp;
    let second: TestApp;

    beforeAll(async () => {
      database = await createTestDatabase();
      const config = {
        redis: { url: testRedisUrl, keyPrefix: uniqueRedisPrefix() },
        authRateLimit: { max: 4, perAddressMax: 100, perUserMax: 100, windowMs: 60_000 },
        identityRateLimit: { max: 3, windowMs: 60_000 },
      };
      first = await createTestApp({ database, config });
      // The second instance does not seed again: one database, seeded once.
      second = await createTestApp({ database, config, seed: false });
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.destroy();
    });

    const signInAttempt = (t: TestApp) =>
      t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username: DEMO_SAVER.email, password: 'wrong-password' } });

    it('counts both servers’ counters in Redis', () => {
      expect(first.app.deps.rateLimits.kind).toBe('redis');
      expect(second.app.deps.rateLimits.kind).toBe('redis');
    });

    it('refuses sign-in attempts spread over the two instances once the shared limit is reached', async () => {
      const statuses: number[] = [];
      for (const t of [first, second, first, second]) statuses.push((await signInAttempt(t)).statusCode);
      // Each instance saw only two attempts: in memory both would still let the next ones through.
      expect(statuses).toEqual([400, 400, 400, 400]);
      for (const t of [first, second]) {
        const limited = await signInAttempt(t);
        expect(limited.statusCode).toBe(429);
        expect(json(limited)).toEqual({ error: 'rate_limited' });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    });

    it('shares the identity calls’ limits too (password reset requests)', async () => {
      const requestReset = (t: TestApp) =>
        t.request({ method: 'POST', url: '/api/users/password/reset_password', payload: { user: { email: 'shared-limit@example.fr' } } });
      const statuses: number[] = [];
      for (const t of [first, second, first, second]) statuses.push((await requestReset(t)).statusCode);
      expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
      expect(json(await requestReset(first))).toEqual({ error: 'rate_limited' });
    });
  });
});
