import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store';

/** What @fastify/rate-limit really hands `child`: the route's merged limit settings, the route under `routeInfo`. */
interface ChildSettings {
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * The API's counter store in the shape @fastify/rate-limit asks for (`store` option), so the routes limited
 * through their `config.rateLimit` (the identity calls) count in the same place as the sign-in limits: memory,
 * or the Redis shared by every instance. Each route counts in its own key space (method and path).
 */
export function pluginStoreOf(counters: CounterStore): FastifyRateLimitStoreCtor {
  class PluginStore implements FastifyRateLimitStore {
    /** The plugin constructs the store with its settings, which a shared store does not need. */
    constructor(_settings?: unknown, private readonly prefix = 'route|') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(settings: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The published types call it RouteOptions; the plugin passes its merged settings (see its index.js).
      const route = (settings as unknown as ChildSettings).routeInfo;
      return new PluginStore(undefined, `${this.prefix}${String(route?.method ?? '')} ${String(route?.url ?? '')}|`);
    }
  }
  return PluginStore;
}
