/**
 * Where rate-limit counters live. Every limit of the API (sign-in, identity calls) counts through one store per
 * server: this process's memory, or Redis when REDIS_URL is set so that all instances count together.
 */

/** One counted attempt: how many in the current window (this one included) and how long the window still runs. */
export interface CounterHit {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  ttlMs: number;
}

export interface CounterStore {
  /** `memory`: this process only; `redis`: shared by every instance on the same Redis. */
  readonly kind: 'memory' | 'redis';
  /** Counts one attempt on `key` in a fixed window of `windowMs` that starts with the key's first attempt. */
  hit(key: string, windowMs: number): Promise<CounterHit>;
  /** Waits until the store can count (Redis connected), or gives up quietly after a short wait. */
  ready?(): Promise<void>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Past this many keys, ended windows are swept before a new key is added. */
const SWEEP_THRESHOLD = 10_000;
/** At most this many keys: past it, the oldest windows are forgotten (a bounded memory beats an exact count). */
const MAX_KEYS = 200_000;

/**
 * Counters in this process's memory, in fixed windows. The map is swept of ended windows when it grows, and
 * holds at most MAX_KEYS keys (the oldest go first), so a flood of distinct keys (addresses, user names)
 * cannot exhaust the memory.
 */
export class MemoryCounterStore implements CounterStore {
  readonly kind = 'memory' as const;
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  async hit(key: string, windowMs: number): Promise<CounterHit> {
    return this.hitNow(key, windowMs);
  }

  /** The synchronous count, for the Redis store's fallback. */
  hitNow(key: string, windowMs: number): CounterHit {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.endsAt > now) {
      current.count += 1;
      return { count: current.count, ttlMs: current.endsAt - now };
    }
    if (!current && this.windows.size >= Math.min(SWEEP_THRESHOLD, this.maxKeys)) this.sweep(now);
    // A key whose window ended is set again below: delete it first, so that it moves to the end of the order.
    this.windows.delete(key);
    this.windows.set(key, { count: 1, endsAt: now + windowMs });
    return { count: 1, ttlMs: windowMs };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full: forget the oldest windows (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
