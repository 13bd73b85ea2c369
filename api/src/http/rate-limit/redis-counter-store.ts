import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { MemoryCounterStore, type CounterHit, type CounterStore } from './counter-store';

/**
 * One attempt counted atomically in Redis: the first attempt of a window sets its expiry, later ones read what
 * remains. A key left without expiry (a crash between the two calls cannot happen inside a script, but a key
 * written by hand can) gets one, so no counter blocks forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {count, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** How long a count may wait for Redis before this instance counts in memory instead. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the server's start waits for the first connection. */
const READY_TIMEOUT_MS = 3_000;

export interface RedisCounterStoreOptions {
  url: string;
  /** Prefix of every key (deployment, then `rl:`). */
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

/**
 * Counters shared by every API instance through Redis.
 *
 * When Redis is unreachable or slow, the attempt is counted in this process's memory instead, and a warning is
 * logged once per outage. Failing open (no limit at all) would hand a password-guessing run an unlimited window
 * exactly when the shared store is down; failing closed (refusing every sign-in) would turn a cache outage into
 * a full outage for savers. In memory, each instance still enforces its own bound: with N instances an attacker
 * gets at most N times the limit until Redis is back, when the shared counts resume.
 */
export class RedisCounterStore implements CounterStore {
  readonly kind = 'redis' as const;
  private readonly client: Redis;
  private readonly fallback = new MemoryCounterStore();
  private readonly log: RedisCounterStoreOptions['log'];
  private degraded = false;

  constructor(options: RedisCounterStoreOptions) {
    this.log = options.log;
    this.client = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      // No queue while disconnected and one try per command: a count waits for Redis at most COMMAND_TIMEOUT_MS.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: READY_TIMEOUT_MS,
      // Keep reconnecting in the background, at most every 5 s.
      retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    });
    // Without a listener, ioredis' connection errors would be unhandled 'error' events and end the process.
    this.client.on('error', (error: Error) => this.markDegraded(error));
  }

  async ready(): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, READY_TIMEOUT_MS);
      this.client.once('ready', done);
    });
    // Read again: the status changed while waiting (TypeScript narrowed it from the first check).
    if ((this.client.status as string) !== 'ready') this.markDegraded(new Error(`Redis not ready (${this.client.status})`));
  }

  async hit(key: string, windowMs: number): Promise<CounterHit> {
    try {
      const reply = (await this.client.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
      if (this.degraded) {
        this.degraded = false;
        this.log.info('rate limits: Redis answers again, counts are shared across instances');
      }
      return { count: Number(reply[0]), ttlMs: Math.max(0, Number(reply[1])) };
    } catch (error) {
      this.markDegraded(error);
      return this.fallback.hitNow(key, windowMs);
    }
  }

  private markDegraded(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn(
      { err: error instanceof Error ? { message: error.message, name: error.name } : String(error) },
      'rate limits: Redis unreachable, each instance counts in its own memory until it answers',
    );
  }

  async close(): Promise<void> {
    await this.fallback.close();
    if (this.client.status === 'ready') {
      await this.client.quit().catch(() => this.client.disconnect());
    } else {
      this.client.disconnect();
    }
  }
}
