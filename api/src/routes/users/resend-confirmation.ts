import type { FastifyInstance } from 'fastify';
import { resendConfirmation, resolveBrand } from '@patrimo/shared';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { issueConfirmationCode } from '../../identity/confirmation';
import { confirmationCodeMessage } from '../../identity/messages';
import { identityRateLimit, sessionRateLimitKey } from '../../identity/rate-limit';
import { deliverMail } from '../../mail/delivery';

/**
 * GET /api/users/confirmations/new — e-mails a new confirmation code to the signed-in user; the previous code
 * stops working. A running block (too many wrong codes) is kept, and so is the count of wrong codes: a new code
 * is not a new set of guesses. Answers `{}`; nothing is sent when the address is already confirmed.
 * 503 `{ error: 'server_error' }` when the mail cannot be sent (sending it is the whole point of the call);
 * 429 `rate_limited` past IDENTITY_RATE_LIMIT_MAX per address and session.
 */
export function registerResendConfirmation(app: FastifyInstance): void {
  const { config } = app.deps;
  registerCall(
    app,
    resendConfirmation,
    async ({ auth, deps, request }) => {
      if (auth.user.confirmedAt !== null) return {};
      const code = await issueConfirmationCode(deps.db, auth.user.id, deps.clock.now());
      const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
      const sent = await deliverMail(deps.mailer, request.log, 'confirmation_code', confirmationCodeMessage(brand, auth.user, code));
      if (!sent) throw new ApiError(503, 'server_error');
      return {};
    },
    identityRateLimit(config.identityRateLimit, sessionRateLimitKey('resend')),
  );
}
