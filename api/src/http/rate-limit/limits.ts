import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { rateLimited } from '../errors';
import type { CounterStore } from './counter-store';

/** One bound on one key: at most `max` attempts per window of `windowMs`. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * The caller's address as the limits count it: IPv4 as is (an IPv4-mapped IPv6 address as its IPv4), IPv6 by
 * its /56 prefix, because one subscriber usually holds a whole prefix and would otherwise get a fresh
 * allowance for each of its addresses.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIP(request.ip, 56);
}

/**
 * Counts one attempt on every limit, then refuses with 429 `rate_limited` and a `Retry-After` (seconds until
 * the longest of the exceeded windows ends) when any of them is past its bound. Every limit counts even when an
 * earlier one refuses: an attacker that keeps trying keeps every counter at its bound.
 */
export async function enforceLimits(store: CounterStore, reply: FastifyReply, limits: readonly Limit[]): Promise<void> {
  const hits = await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowMs)));
  let retryAfterMs = -1;
  hits.forEach((hit, index) => {
    const limit = limits[index];
    if (limit && hit.count > limit.max) retryAfterMs = Math.max(retryAfterMs, hit.ttlMs);
  });
  if (retryAfterMs < 0) return;
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  throw rateLimited();
}
