import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Maps a list through a synchronous computation, handing the event loop back between items, so that a long
 * batch (every contract of a saver, a thousand estimates) holds the loop only for one item at a time and
 * other requests are served in between. Results keep the input's order.
 */
export async function mapCooperatively<T, R>(items: readonly T[], compute: (item: T, index: number) => R): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index++) {
    if (index > 0) await nextTurn();
    results.push(compute(items[index] as T, index));
  }
  return results;
}
