import type { FastifyInstance } from 'fastify';
import { requestPasswordReset, resolveBrand } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { passwordResetMessage } from '../../identity/messages';
import { createPasswordReset } from '../../identity/passwords';
import { identityRateLimit, userEmailRateLimitKey } from '../../identity/rate-limit';

/**
 * POST /api/users/password/reset_password `{ user: { email } }` — e-mails a password reset link
 * (`${PUBLIC_URL}/app/password-reset?token=…`, valid PASSWORD_RESET_TTL_MINUTES, single use, superseding older
 * links). Always 200 `{}`, with the same work done and the mail sent after the answer, whether or not the
 * address has an account: the call must not tell who is a customer. A mail that cannot be sent is logged only.
 * 429 `rate_limited` past IDENTITY_RATE_LIMIT_MAX per address and e-mail.
 */
export function registerRequestPasswordReset(app: FastifyInstance): void {
  const { config } = app.deps;
  registerCall(
    app,
    requestPasswordReset,
    async ({ body, deps, request }) => {
      const reset = await createPasswordReset(deps.db, body.user.email, deps.clock.now(), deps.config.passwordResetTtlMinutes * 60_000);
      if (reset) {
        const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
        deps.pendingMail.deliverLater(deps.mailer, request.log, 'password_reset', passwordResetMessage(brand, deps.config, reset.recipient, reset.token));
      }
      return {};
    },
    identityRateLimit(config.identityRateLimit, userEmailRateLimitKey('reset')),
  );
}
