import type { FastifyInstance } from 'fastify';
import { getDeletionValidity } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { findUsableEmailToken } from '../../identity/email-tokens';

/**
 * GET /api/users/:token/deletion_validity — whether an account deletion link can still be used, so the
 * /delete-profile page shows the confirmation box or « Ce lien n'est pas / plus valide » (spec §8).
 * 200 `{ valid }`: false for an unknown, used, superseded or expired token (one answer for all: a token
 * is a secret, and why it fails is nobody's business).
 */
export function registerGetDeletionValidity(app: FastifyInstance): void {
  registerCall(app, getDeletionValidity, async ({ params, deps }) => {
    const usable = await findUsableEmailToken(deps.db, params.token, 'account_deletion', deps.clock.now());
    return { valid: usable !== undefined };
  });
}
