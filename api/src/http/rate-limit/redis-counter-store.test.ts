import { createServer, type Server } from 'node:net';
import { MemoryCounterStore } from './counter-store';
import { RedisCounterStore } from './redis-counter-store';
import { describeRedis, testRedisUrl, uniqueRedisPrefix } from '../../../test/helpers/redis';

function recordingLog() {
  const lines: { level: 'warn' | 'info'; message: string }[] = [];
  return {
    lines,
    warn: (_details: unknown, message?: string) => lines.push({ level: 'warn', message: String(message) }),
    info: (message: unknown) => lines.push({ level: 'info', message: String(message) }),
  };
}

/** A port that accepts nothing: Redis "down". */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('MemoryCounterStore', () => {
  it('counts attempts in a fixed window and starts again once it ends', async () => {
    let now = 1_000;
    const store = new MemoryCounterStore(() => now);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 20_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, ttlMs: 40_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    now += 40_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
  });

  it('holds a bounded number of keys, forgetting the oldest first', async () => {
    const store = new MemoryCounterStore(() => 0, 3);
    for (const key of ['a', 'b', 'c', 'd']) await store.hit(key, 60_000);
    // 'a' was forgotten to make room for 'd'; the others still count.
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('d', 60_000)).count).toBe(2);
  });
});

describe('RedisCounterStore when Redis is down', () => {
  it('keeps limiting, in this process’s memory, and says so once in the log', async () => {
    const log = recordingLog();
    const store = new RedisCounterStore({ url: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: uniqueRedisPrefix(), log });
    try {
      await store.ready();
      const counts: number[] = [];
      for (let i = 0; i < 4; i += 1) counts.push((await store.hit('token|user|x@example.fr', 60_000)).count);
      expect(counts).toEqual([1, 2, 3, 4]);
      expect(log.lines.filter((line) => line.level === 'warn')).toHaveLength(1);
      expect(log.lines[0]?.message).toMatch(/Redis unreachable/);
    } finally {
      await store.close();
    }
  });
});

describeRedis('RedisCounterStore on a real Redis', () => {
  it('counts one key for every store on the same Redis and prefix, with the window’s remaining time', async () => {
    const keyPrefix = uniqueRedisPrefix();
    const log = recordingLog();
    const one = new RedisCounterStore({ url: testRedisUrl, keyPrefix, log });
    const two = new RedisCounterStore({ url: testRedisUrl, keyPrefix, log });
    const other = new RedisCounterStore({ url: testRedisUrl, keyPrefix: uniqueRedisPrefix(), log });
    try {
      await Promise.all([one.ready(), two.ready(), other.ready()]);
      expect((await one.hit('k', 60_000)).count).toBe(1);
      const second = await two.hit('k', 60_000);
      expect(second.count).toBe(2);
      expect(second.ttlMs).toBeGreaterThan(50_000);
      expect(second.ttlMs).toBeLessThanOrEqual(60_000);
      expect((await other.hit('k', 60_000)).count).toBe(1);
      expect(log.lines).toEqual([]);
    } finally {
      await Promise.all([one.close(), two.close(), other.close()]);
    }
  });
});
