import type { FastifyInstance } from 'fastify';
import { getUser, resolveBrand } from '@patrimo/shared';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { loadProfile, toProfileResponse } from '../../users/profile-store';
import { loadUserRecord, toUserResponse } from '../../users/user-response';

/**
 * GET /api/users/{userId} — an advisor reads a customer's saver account (spec §6), the object the customer
 * reads at GET /users/me: the advisor's customer overview takes the recommended risk from it, and the saver
 * view embedded for the advisor reads it under the customer's id. Only customers of the advisor's scope with
 * access granted (`Access.customer()`: the subject is checked, and the read audited, before the handler).
 */
export function registerGetCustomerUser(app: FastifyInstance): void {
  registerCall(app, getUser, async ({ subject, request, deps }) => {
    const record = await loadUserRecord(deps.db, subject.userId);
    if (!record) throw notFound();
    const profile = await loadProfile(deps.db, subject.userId);
    return toUserResponse(record, resolveBrand(request.hostname, deps.config.defaultBrand), profile ? toProfileResponse(profile) : null);
  });
}
