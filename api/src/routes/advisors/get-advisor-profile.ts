import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { advisoryRoleSchema, getAdvisorProfile, resolveBrand, type AdvisoryRole } from '@patrimo/shared';
import { advisoryFirms } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/advisors/me — the signed-in advisor. Without an advisory role: 403 `not_admin` (spec §4); the admin
 * role sets `admin`. Features: the brand's flags (by host name), overridden by the advisor's own (spec §6).
 */
export function registerGetAdvisorProfile(app: FastifyInstance): void {
  registerCall(app, getAdvisorProfile, async ({ auth, request, deps }) => {
    const { user } = auth;
    const firm = user.firmId
      ? (await deps.db.select({ id: advisoryFirms.id, name: advisoryFirms.name }).from(advisoryFirms).where(eq(advisoryFirms.id, user.firmId)).limit(1))[0]
      : undefined;
    if (!firm) {
      // An advisory role without a firm is a half-made account: it cannot act as an advisor.
      request.log.warn({ userId: user.id }, 'advisory user without a firm');
      throw forbidden('not_admin');
    }
    // Only the advisory roles are part of the advisor profile; other roles the user may hold are not shown.
    const roles = user.roles.filter((role): role is AdvisoryRole => advisoryRoleSchema.safeParse(role).success);
    const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles,
      admin: user.isAdmin,
      firmId: firm.id,
      firmName: firm.name,
      features: { ...brand.features, ...user.features },
    };
  });
}
