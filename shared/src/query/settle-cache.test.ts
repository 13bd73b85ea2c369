import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { settleCache } from './settle-cache';

/** A query watched by a screen (an active observer), counting how many times it was read. */
function watched(client: QueryClient, queryKey: readonly unknown[]) {
  const reads = { count: 0 };
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: () => {
      reads.count += 1;
      return Promise.resolve({ read: reads.count });
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { reads, unsubscribe };
}

async function settled(client: QueryClient): Promise<void> {
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('settleCache', () => {
  it('reads the invalidated queries again but drops a deleted one under the same key, without reading it', async () => {
    const client = new QueryClient();
    const list = watched(client, ['me', 'real-estates']);
    const deleted = watched(client, ['me', 'real-estates', 'p1']);
    const kept = watched(client, ['me', 'real-estates', 'p2']);
    const otherSubject = watched(client, ['c-42', 'real-estates', 'p1']);
    await settled(client);
    expect([list.reads.count, deleted.reads.count, kept.reads.count, otherSubject.reads.count]).toEqual([1, 1, 1, 1]);

    await settleCache(client, { invalidates: [['me', 'real-estates']], removes: [['me', 'real-estates', 'p1']] });
    await settled(client);
    expect(list.reads.count).toBe(2);
    expect(kept.reads.count).toBe(2);
    expect(deleted.reads.count).toBe(1);
    expect(client.getQueryCache().find({ queryKey: ['me', 'real-estates', 'p1'], exact: true })).toBeUndefined();
    // Another subject's entry of the same id is neither read again nor dropped.
    expect(otherSubject.reads.count).toBe(1);
    expect(client.getQueryCache().find({ queryKey: ['c-42', 'real-estates', 'p1'], exact: true })).toBeDefined();
    for (const query of [list, deleted, kept, otherSubject]) query.unsubscribe();
    client.clear();
  });

  it('drops the sub-queries of a deleted thing too (its value series), and invalidates as before without removals', async () => {
    const client = new QueryClient();
    const series = watched(client, ['me', 'real-estates', 'p1', 'cash-values']);
    const list = watched(client, ['me', 'real-estates']);
    await settled(client);
    await settleCache(client, { invalidates: [['me', 'real-estates']], removes: [['me', 'real-estates', 'p1']] });
    await settled(client);
    expect(series.reads.count).toBe(1);
    expect(client.getQueryCache().find({ queryKey: ['me', 'real-estates', 'p1', 'cash-values'] })).toBeUndefined();

    await settleCache(client, { invalidates: [['me', 'real-estates']], removes: [] });
    await settled(client);
    expect(list.reads.count).toBe(3);
    series.unsubscribe();
    list.unsubscribe();
    client.clear();
  });
});
