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
