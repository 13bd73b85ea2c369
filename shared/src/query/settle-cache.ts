import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a change did to the cache: the queries it made stale, and those of what it deleted. */
export interface CacheChange {
  /** Read again (the active ones at once) before the change counts as done. */
  invalidates: readonly QueryKey[];
  /**
   * Dropped and never read again, even where they fall under an invalidated key: read again, they would answer
   * 404 while the screen is still on the deleted thing, and send it to the 404 page instead of where it goes next.
   */
  removes: readonly QueryKey[];
}

/** Applies a change's effect on the cache: first the removals (any read under way cancelled), then the invalidations. */
export async function settleCache(client: QueryClient, change: CacheChange): Promise<void> {
  for (const queryKey of change.removes) {
    await client.cancelQueries({ queryKey });
    client.removeQueries({ queryKey });
  }
  const gone = (key: QueryKey) => change.removes.some((prefix) => partialMatchKey(key, prefix));
  await Promise.all(change.invalidates.map((queryKey) => client.invalidateQueries({ queryKey, predicate: (query) => !gone(query.queryKey) })));
}
