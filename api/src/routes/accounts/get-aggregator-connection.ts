import type { FastifyInstance } from 'fastify';
import { getAggregatorConnection } from '@patrimo/shared';
import { findAggregatorUser, toAggregatorCredentials } from '../../accounts/aggregator-user';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register-call';
import { saverId } from './saver';

/**
 * GET /api/users/me/connection — the saver's identity at the aggregation partner `{ token, id_user }`, 404
 * `not_found` until POST /users/me/connection (or a first connection) created it. The token is a partner
 * secret: only its owner gets it (`me` only; advisors 403).
 */
export function registerGetAggregatorConnection(app: FastifyInstance): void {
  registerCall(app, getAggregatorConnection, async ({ auth, deps }) => {
    const user = await findAggregatorUser(deps.db, saverId(auth));
    if (!user) throw notFound();
    return toAggregatorCredentials(user);
  });
}
