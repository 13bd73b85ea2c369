import type { FastifyInstance } from 'fastify';
import { getMyProfile } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { loadProfile, toProfileResponse } from '../../users/profile-store';

/**
 * GET /api/users/me/profile — the signed-in saver's profile: every answer, `infos` (the base information
 * is filled), the questionnaire and its assessment, e-mail preferences. A saver who never saved it gets an
 * empty profile (every answer null, `infos` false) rather than a 404: the form starts from it.
 * Advisors have no profile of their own: 403 `forbidden` (they read a customer's with GET /users/{id}/profile).
 */
export function registerGetMyProfile(app: FastifyInstance): void {
  registerCall(app, getMyProfile, async ({ subject, deps }) => {
    return toProfileResponse(await loadProfile(deps.db, subject.userId));
  });
}
