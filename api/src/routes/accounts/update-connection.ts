import type { FastifyInstance } from 'fastify';
import { updateConnection } from '@patrimo/shared';
import { ProviderError, type ProviderConnection } from '../../aggregation/provider';
import { recordConnectionState } from '../../accounts/account-store';
import { findAggregatorUser } from '../../accounts/aggregator-user';
import { connectionAnswer, partnerFailure } from '../../accounts/connection-answer';
import { notFound } from '../../http/errors';
import { owned } from '../../http/ownership';
import { registerCall } from '../../http/register-call';

/**
 * POST /api/2.0/users/me/connections/{id} `{ password? , <follow-up answers> }` — answers the follow-up form
 * (an SMS code…) or gives a new password. Only the caller's own connections: without a partner identity, or
 * for an id the partner does not know for this saver (another saver's, a made-up one), 404 `not_found`.
 * The answers are those of POST /2.0/users/me/connections. When the saver already added this connection, its
 * stored state follows, and a connection back to `none` is synchronised again.
 */
export function registerUpdateConnection(app: FastifyInstance): void {
  registerCall(app, updateConnection, async ({ params, body, subject, request, deps }) => {
    const { userId } = subject;
    const user = owned(await findAggregatorUser(deps.db, userId));
    const values = Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    let connection: ProviderConnection;
    try {
      connection = await deps.aggregation.update(user, params.id, values);
    } catch (error) {
      // A permanent refusal of an update is the partner not knowing this connection for this saver.
      if (error instanceof ProviderError && !error.retryable) throw notFound();
      partnerFailure(error, params.id, request.log);
    }
    const now = deps.clock.now();
    await deps.db.transaction((tx) =>
      recordConnectionState(tx, { userId, connectionId: connection.id, state: connection.state, fields: connection.fields, message: connection.message, now }),
    );
    return connectionAnswer(deps.aggregation, user, connection, request.log);
  });
}
