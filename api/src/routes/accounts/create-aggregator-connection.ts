import type { FastifyInstance } from 'fastify';
import { createAggregatorConnection } from '@patrimo/shared';
import { ensureAggregatorUser, toAggregatorCredentials } from '../../accounts/aggregator-user';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/users/me/connection — creates the saver's identity at the aggregation partner; idempotent: a
 * saver who has one gets it back (201 either way, the contract's status). Advisors 403.
 */
export function registerCreateAggregatorConnection(app: FastifyInstance): void {
  registerCall(app, createAggregatorConnection, async ({ subject, deps }) => {
    const user = await ensureAggregatorUser(deps.db, deps.aggregation, subject.userId, deps.clock.now());
    return toAggregatorCredentials(user);
  });
}
