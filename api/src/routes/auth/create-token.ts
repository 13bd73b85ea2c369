import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createToken } from '@patrimo/shared';
import type { AppConfig } from '../../config/env';
import { passwordGrant, refreshGrant } from '../../auth/token-service';
import { badRequest } from '../../http/errors';
import { clientAddress, enforceLimits, type Limit } from '../../http/rate-limit/limits';
import { registerCall } from '../../http/register-call';
import { hashSecret } from '../../lib/tokens';

/** A validated token request, as far as the limits need it. */
type TokenGrant = { grantType: 'password'; username: string } | { grantType: 'refresh_token'; refreshToken: string };

/**
 * The limits one token request counts against:
 * - per address and user name (AUTH_RATE_LIMIT_MAX): a guessing run on one account from one address;
 * - per address, whatever the user names (AUTH_RATE_LIMIT_PER_ADDRESS_MAX): one address spraying one password
 *   over many accounts, which the first limit never sees;
 * - per user name, whatever the addresses (AUTH_RATE_LIMIT_PER_USER_MAX): a guessing run on one account spread
 *   over many addresses (a botnet). Its bound is above the first one, so one address alone can never block
 *   somebody else's sign-in; many addresses can, for one window at a time, which is the price of bounding the
 *   guesses on an account. Sessions already open are not touched (refreshes count apart) and a password reset
 *   stays available.
 * A refresh grant counts per address and refresh token only: it proves a session, it guesses no password.
 * User names are normalised as the grant normalises them (trimmed, lower case), so case changes count as one.
 */
export function tokenLimits(request: Pick<FastifyRequest, 'ip'>, grant: TokenGrant, limits: AppConfig['authRateLimit']): Limit[] {
  const address = clientAddress(request);
  const windowMs = limits.windowMs;
  if (grant.grantType === 'refresh_token') {
    return [{ key: `token|address-refresh|${address}|${hashSecret(grant.refreshToken).slice(0, 32)}`, max: limits.max, windowMs }];
  }
  const user = grant.username.trim().toLowerCase().slice(0, 320);
  return [
    { key: `token|address-user|${address}|${user}`, max: limits.max, windowMs },
    { key: `token|address|${address}`, max: limits.perAddressMax, windowMs },
    { key: `token|user|${user}`, max: limits.perUserMax, windowMs },
  ];
}

/**
 * POST /api/oauth/token — password and refresh-token grants (spec §7). Every refusal is 400 `invalid_grant`
 * (spec §8: wrong e-mail or password), whatever the reason, so the answer reveals nothing; the reason goes to
 * the log. Rate limited (429 `rate_limited` with Retry-After) per address and user name, per address and per
 * user name, see `tokenLimits`; the counters are shared by every instance when REDIS_URL is set.
 */
export function registerCreateToken(app: FastifyInstance): void {
  const { config } = app.deps;
  const settings = { accessTokenTtlSeconds: config.accessTokenTtlSeconds, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds };
  registerCall(app, createToken, async ({ body, deps, request, reply }) => {
    // Counted before the password is checked, so that a refused attempt costs no argon2 work.
    await enforceLimits(deps.rateLimits, reply, tokenLimits(request, body, config.authRateLimit));
    const result =
      body.grantType === 'password'
        ? await passwordGrant(deps.db, deps.clock, settings, body.username, body.password)
        : await refreshGrant(deps.db, deps.clock, settings, body.refreshToken);
    if (!result.ok) {
      request.log.info({ grantType: body.grantType, reason: result.reason }, 'token grant refused');
      throw badRequest('invalid_grant');
    }
    return result.tokens;
  });
}
