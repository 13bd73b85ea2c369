import { makeSharedLoadsRetryable } from './federation-plugin';

interface Entry {
  get?: () => Promise<unknown>;
  loading?: Promise<unknown> | null;
  loaded?: boolean;
  lib?: unknown;
}

/** What the federation runtime does on `loadShare` (runtime-core 2.9): await a pending load, or start one and keep it. */
async function loadShare(entry: Entry): Promise<unknown> {
  if (entry.loaded) return entry.lib;
  if (entry.loading) return entry.loading;
  const loading = (async () => {
    const factory = await entry.get?.();
    entry.loaded = true;
    entry.lib = factory;
    return factory;
  })();
  entry.loading = loading;
  return loading;
}

describe('a shared module whose files failed to load', () => {
  const flaky = () => {
    let calls = 0;
    const entry: Entry = {
      get: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('ChunkLoadError')) : Promise.resolve('kit');
      },
    };
    return { entry, calls: () => calls };
  };

  it('stays failed for good without the wrapper: every attempt awaits the first failure', async () => {
    const { entry, calls } = flaky();
    await expect(loadShare(entry)).rejects.toThrow('ChunkLoadError');
    await expect(loadShare(entry)).rejects.toThrow('ChunkLoadError');
    expect(calls()).toBe(1);
  });

  it('is loaded again by the next attempt once wrapped, and only the failed attempt fails', async () => {
    const { entry, calls } = flaky();
    makeSharedLoadsRetryable({ default: { '@patrimo/shared/ui/dates': { '0.9.6': entry } } });
    makeSharedLoadsRetryable({ default: { '@patrimo/shared/ui/dates': { '0.9.6': entry } } });
    await expect(loadShare(entry)).rejects.toThrow('ChunkLoadError');
    await expect(loadShare(entry)).resolves.toBe('kit');
    await expect(loadShare(entry)).resolves.toBe('kit');
    // Wrapped once: two loads, not more.
    expect(calls()).toBe(2);
  });
});
