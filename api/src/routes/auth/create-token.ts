import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createToken } from '@patrimo/shared';
import { passwordGrant, refreshGrant } from '../../auth/token-service';
import { badRequest } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { hashSecret } from '../../lib/tokens';

/**
 * The rate-limit key of a token request: the client address with the user name (password grant) or a digest
 * of the refresh token. Per user name, so one attacker cannot lock everybody out from a shared address,
 * and a guessing run on one account is slowed whichever account it targets.
 */
export function tokenRateLimitKey(request: FastifyRequest): string {
  const body = request.body;
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof raw.username === 'string') return `${request.ip}|user|${raw.username.trim().toLowerCase().slice(0, 320)}`;
  if (typeof raw.refresh_token === 'string') return `${request.ip}|refresh|${hashSecret(raw.refresh_token).slice(0, 32)}`;
  return `${request.ip}|other`;
}

/**
 * POST /api/oauth/token — password and refresh-token grants (spec §7). Every refusal is 400 `invalid_grant`
 * (spec §8: wrong e-mail or password), whatever the reason, so the answer reveals nothing; the reason goes to
 * the log. Rate limited per address and user name (429 `rate_limited`).
 */
export function registerCreateToken(app: FastifyInstance): void {
  const { config } = app.deps;
  const settings = { accessTokenTtlSeconds: config.accessTokenTtlSeconds, refreshTokenTtlSeconds: config.refreshTokenTtlSeconds };
  registerCall(
    app,
    createToken,
    async ({ body, deps, request }) => {
      const result =
        body.grantType === 'password'
          ? await passwordGrant(deps.db, deps.clock, settings, body.username, body.password)
          : await refreshGrant(deps.db, deps.clock, settings, body.refreshToken);
      if (!result.ok) {
        request.log.info({ grantType: body.grantType, reason: result.reason }, 'token grant refused');
        throw badRequest('invalid_grant');
      }
      return result.tokens;
    },
    {
      routeConfig: {
        rateLimit: {
          max: config.authRateLimit.max,
          timeWindow: config.authRateLimit.windowMs,
          // After body parsing, so the key can include the user name.
          hook: 'preHandler',
          keyGenerator: tokenRateLimitKey,
        },
      },
    },
  );
}
