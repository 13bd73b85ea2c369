import type { FastifyInstance } from 'fastify';
import { getCustomerInsights } from '@patrimo/shared';
import { customerInsights } from '../../advisory/insights';
import { registerCall } from '../../http/register-call';
import { fundUniverse } from '../../investments/universe';

/**
 * GET /api/customers/{customerId}/insights — what stands out for one customer (`advisory/insights.ts`). Needs
 * the customer's access (`needsAccess`: withdrawn is 403 `access_withdrawn`, no account 403 `forbidden`).
 */
export function registerGetCustomerInsights(app: FastifyInstance): void {
  registerCall(app, getCustomerInsights, async ({ customer, deps }) => ({ customerId: customer.id, insights: await customerInsights(deps.db, fundUniverse(deps.config.root), customer.userId) }));
}
