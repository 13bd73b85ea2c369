import type { FastifyInstance } from 'fastify';
import { getBookInsights, insightKindSchema } from '@patrimo/shared';
import { auditCustomerReads, customerScope } from '../../http/customer-scope';
import { bookInsights } from '../../advisory/insights';
import { registerCall } from '../../http/register-call';
import { fundUniverse } from '../../investments/universe';

/**
 * GET /api/advisory_insights — the points to act on across the caller's book (their customers; the firm's for a
 * manager or an admin), customers with access only, most insights first, 200 at most. Each listed customer's
 * data was read: one audit row each.
 */
export function registerGetBookInsights(app: FastifyInstance): void {
  registerCall(app, getBookInsights, async ({ auth, request, deps }) => {
    const scope = customerScope(auth.user);
    if (!scope || !auth.user.firmId) return { examined: 0, counts: insightKindSchema.options.map((kind) => ({ kind, customers: 0 })), customers: [] };
    const answer = await bookInsights(deps.db, fundUniverse(deps.config.root), scope);
    await auditCustomerReads(request, { userId: auth.user.id, firmId: auth.user.firmId }, answer.customers.map((c) => ({ id: c.customerId, userId: c.userId })));
    return { ...answer, customers: answer.customers.map(({ userId: _userId, ...customer }) => customer) };
  });
}
