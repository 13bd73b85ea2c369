import type { FastifyRequest } from 'fastify';
import type { RegisterCallOptions } from '../http/register-call';
import { bearerToken } from '../auth/auth-context';
import { clientAddress } from '../http/rate-limit/limits';
import { hashSecret } from '../lib/tokens';

/** A rate-limit key for one request. */
export type RateLimitKey = (request: FastifyRequest) => string;

/**
 * Key of the public identity calls that name an account in `{ user: { email } }` (registration, password reset
 * request): the client address with the e-mail, normalised like the contract normalises it. Per e-mail, so one
 * address cannot flood somebody's inbox, nor can a shared address (an office, a carrier NAT) lock everybody out.
 */
export function userEmailRateLimitKey(scope: string): RateLimitKey {
  return (request) => {
    const body = request.body;
    const user = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).user : undefined;
    const email = typeof user === 'object' && user !== null ? (user as Record<string, unknown>).email : undefined;
    const who = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '-';
    return `${clientAddress(request)}|${scope}|${who}`;
  };
}

/**
 * Key of the signed-in identity calls (confirmation code check and resend): the client address with a digest
 * of the bearer token. The limit applies before authentication; an invalid token is then refused anyway.
 */
export function sessionRateLimitKey(scope: string): RateLimitKey {
  return (request) => {
    const token = bearerToken(request.headers.authorization);
    return `${clientAddress(request)}|${scope}|${token ? hashSecret(token).slice(0, 32) : '-'}`;
  };
}

/**
 * Route options of a rate-limited identity call: IDENTITY_RATE_LIMIT_MAX requests per window and key, then
 * 429 `rate_limited` with Retry-After. Counted after body parsing so the key can include the e-mail, in the
 * server's counter store (shared by every instance when REDIS_URL is set).
 */
export function identityRateLimit(limit: { max: number; windowMs: number }, keyGenerator: RateLimitKey): RegisterCallOptions {
  return {
    routeConfig: {
      rateLimit: { max: limit.max, timeWindow: limit.windowMs, hook: 'preHandler', keyGenerator },
    },
  };
}
