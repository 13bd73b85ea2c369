import type { FastifyInstance } from 'fastify';
import { getAggregatorConnection } from '@patrimo/shared';
import { findAggregatorUser, toAggregatorCredentials } from '../../accounts/aggregator-user';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';

/**
 * GET /api/users/me/connection — the saver's identity at the aggregation partner `{ token, id_user }`, 404
 * `not_found` until POST /users/me/connection (or a first connection) created it. The token is a partner
 * secret: only its owner gets it (`me` only; advisors 403).
 */
export function registerGetAggregatorConnection(app: FastifyInstance): void {
  registerCall(app, getAggregatorConnection, async ({ subject, deps }) => {
    const user = await findAggregatorUser(deps.db, subject.userId);
    return toAggregatorCredentials(owned(user));
  });
}
