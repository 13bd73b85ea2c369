import type { CashValues } from '@patrimo/shared';
import type { Database } from '../db/client';
import { dateToTimestampMs } from '../market/series';
import { wealthDataVersion } from './data-version';

type Reader = Pick<Database, 'select'>;

/** Wealth series kept per process; a saver's few series (subsets × categories) are a few hundred KB at most. */
const CAPACITY = 500;

interface Entry {
  version: string;
  value: CashValues;
}

/**
 * Summing ~100 000 daily values (30 contracts over 9 years) costs about 120 ms of database time; the
 * dashboard asks for the same series again and again between two synchronisations. So each series is
 * computed once from its first day and kept with the data version it was computed at; a request checks the
 * version (one indexed aggregate over the saver's contracts) and recomputes only when it moved. `from` only
 * trims the kept series.
 */
export class WealthSeriesCache {
  readonly #entries = new Map<string, Entry>();

  /** `version`: the saver's `wealthDataVersion` when the caller has read it already. */
  async get(db: Reader, userId: string, key: string, from: string | undefined, compute: () => Promise<CashValues>, version?: string): Promise<CashValues> {
    version ??= await wealthDataVersion(db, userId);
    const id = `${userId}|${key}`;
    let entry = this.#entries.get(id);
    if (entry?.version !== version) {
      entry = { version, value: await compute() };
    }
    // Most recently used last: the first key is the one to evict.
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    if (this.#entries.size > CAPACITY) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    if (from === undefined) return entry.value;
    const start = dateToTimestampMs(from);
    return { ...entry.value, series: entry.value.series.filter(([time]) => time >= start) };
  }
}

const caches = new WeakMap<object, WealthSeriesCache>();

/** The cache of one database handle (each test app has its own database, hence its own cache). */
export function wealthSeriesCache(db: object): WealthSeriesCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new WealthSeriesCache();
    caches.set(db, cache);
  }
  return cache;
}
