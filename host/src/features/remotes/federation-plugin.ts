import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * First isolation layer for remote failures (the second is the React error boundary of each route):
 * a remote whose manifest or entry cannot be fetched makes `loadRemote` reject with a clear error
 * instead of leaving the runtime in a half-registered state; the route's boundary shows the fallback.
 */
export function isolationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'patrimo-remote-isolation',
    errorLoadRemote({ id, error, lifecycle }) {
      // For `onLoad` a fallback module may be returned; we prefer to reject so the route can offer a retry.
      throw new Error(`Le module ${String(id)} est indisponible (${String(lifecycle)})`, { cause: error });
    },
  };
}

/** A shared module as the federation runtime keeps it in its share scopes (the fields read here). */
interface ShareEntry {
  get?: (() => unknown) | undefined;
  loading?: Promise<unknown> | null | undefined;
  loaded?: boolean | undefined;
}
type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

const retryable = new WeakSet<ShareEntry>();

/**
 * Lets a shared module whose files failed to load (offline, a deploy in between) be loaded again by the next
 * attempt. The runtime keeps the failed load as the module's `loading` promise, so every later attempt awaited the
 * same failure until the page was reloaded: a « Réessayer » or a second click on a lazy field could not work. Each
 * share's loader is wrapped once to forget a failed load; the attempt that failed still fails, and a loader that
 * answers synchronously is left as it answers.
 */
export function makeSharedLoadsRetryable(scopes: ShareScopeMap): void {
  for (const scope of Object.values(scopes)) {
    for (const versions of Object.values(scope)) {
      for (const entry of Object.values(versions)) {
        const get = entry.get;
        if (typeof get !== 'function' || retryable.has(entry)) continue;
        retryable.add(entry);
        entry.get = () => {
          const result = get();
          if (!(result instanceof Promise)) return result;
          return result.catch((error: unknown) => {
            if (!entry.loaded) entry.loading = null;
            throw error;
          });
        };
      }
    }
  }
}
