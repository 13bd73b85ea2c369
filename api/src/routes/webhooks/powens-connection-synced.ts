import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { registerPowensWebhook, type ConnectionSyncedEvent } from '../../aggregation/powens/webhook';
import { aggregatorUsers, bankAccounts } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { enqueueSync } from '../../jobs/queue';

/** What the receiver did with an event (for its log line and the tests). */
export type WebhookOutcome = 'queued' | 'unknown_connection';

/**
 * A `CONNECTION_SYNCED` event: Powens has synchronised one of its connections. When it is a connection a saver
 * added (their Powens user, the connection id), a `sync_account` job reads the accounts with the state Powens
 * reached, without asking Powens to synchronise again (that would fire the webhook again). The same event
 * twice queues one job: a job already waiting for the account is reused. An unknown connection (deleted
 * since, or never added) is acknowledged and ignored, so Powens does not retry it.
 */
export async function queueSyncedConnection(deps: Pick<AppDeps, 'db' | 'clock'>, event: ConnectionSyncedEvent): Promise<WebhookOutcome> {
  const [account] = await deps.db
    .select({ id: bankAccounts.id, userId: bankAccounts.userId })
    .from(bankAccounts)
    .innerJoin(aggregatorUsers, eq(aggregatorUsers.userId, bankAccounts.userId))
    .where(
      and(
        eq(aggregatorUsers.provider, 'powens'),
        eq(aggregatorUsers.providerUserId, event.userId),
        eq(bankAccounts.provider, 'powens'),
        eq(bankAccounts.connectionId, event.connectionId),
        eq(bankAccounts.demo, false),
      ),
    )
    .limit(1);
  if (!account) return 'unknown_connection';
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(bankAccounts).set({ syncing: true, updatedAt: now }).where(eq(bankAccounts.id, account.id));
    await enqueueSync(tx, now, account.userId, account.id, { partnerState: event.state });
  });
  return 'queued';
}

/**
 * POST /api/webhooks/powens — the Powens `CONNECTION_SYNCED` receiver, outside the contract (Powens is the
 * caller, authenticated by the signature of `aggregation/powens/webhook.ts`, not a bearer token): 401 without
 * or with a bad signature, 400 on a malformed event, 204 otherwise. Only when Powens is the partner.
 */
export function registerPowensConnectionSynced(app: FastifyInstance): void {
  const { config } = app.deps;
  if (config.aggregation.provider !== 'powens') return;
  registerPowensWebhook(app, {
    secret: config.aggregation.webhookSecret,
    now: () => app.deps.clock.now().getTime(),
    onConnectionSynced: async (event) => {
      const outcome = await queueSyncedConnection(app.deps, event);
      app.log.info({ connectionId: event.connectionId, state: event.state, outcome }, 'powens connection synced');
    },
  });
}
