import type { FastifyInstance } from 'fastify';
import { getUserProfile } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { loadProfile, toProfileResponse } from '../../users/profile-store';

/**
 * GET /api/users/{userId}/profile — an advisor reads a customer's profile (spec §6 "Advisors can view a
 * customer's user, profile…"). Only customers of the advisor's firm, every read written to the audit log
 * (`Access.subject()`, checked before the handler); any other id, and any saver, 403 `forbidden`. Same object as the saver's own
 * GET /users/me/profile, empty when the customer never filled it.
 */
export function registerGetCustomerProfile(app: FastifyInstance): void {
  registerCall(app, getUserProfile, async ({ subject, deps }) => {
    return toProfileResponse(await loadProfile(deps.db, subject.userId));
  });
}
