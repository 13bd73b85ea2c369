import type { FastifyInstance } from 'fastify';
import { getAdvisoryStats } from '@patrimo/shared';
import { advisoryStats } from '../../advisory/stats';
import { customerScope, scopeKind } from '../../http/customer-scope';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/advisory_stats — the figures of the caller's scope (`own` for an advisor, `firm` for a manager or an
 * admin), one line per advisor of the scope and « Sans conseiller » for the unassigned customers when any
 * (`advisory/stats.ts`; definitions in `advisory/README.md`). Aggregates only: no customer's data is read
 * one by one, so nothing is audited.
 */
export function registerGetAdvisoryStats(app: FastifyInstance): void {
  registerCall(app, getAdvisoryStats, async ({ auth, deps }) => {
    const scope = customerScope(auth.user);
    if (!scope || !auth.user.firmId) throw forbidden('not_admin');
    return advisoryStats(deps.db, { scope, kind: scopeKind(auth.user), firmId: auth.user.firmId, advisorId: auth.user.id, now: deps.clock.now() });
  });
}
