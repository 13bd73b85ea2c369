import type { FastifyInstance } from 'fastify';
import { applyBillingEvent, type EventOutcome } from '../../billing/apply-event';
import { WebhookSignatureError } from '../../billing/provider';
import { MalformedEventError } from '../../billing/stripe-events';

export const BILLING_WEBHOOK_PATH = '/api/webhooks/billing';

export interface WebhookAnswer {
  statusCode: 200 | 400;
  body: { received: true; outcome: EventOutcome } | { error: 'invalid' };
}

/**
 * One webhook of the card payment provider, from its raw bytes and `Stripe-Signature` header: refused (400,
 * nothing applied) when the signature is wrong, missing or older than 300 s, or the signed body is no event;
 * otherwise applied once per event id (`billing/apply-event.ts`) and acknowledged 200, a repeat included. Stripe's
 * deliveries and the sandbox's (called in-process, see app.ts) both come here.
 */
export async function receiveBillingWebhook(app: FastifyInstance, rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
  const { deps } = app;
  const now = deps.clock.now();
  let event;
  try {
    event = deps.billing.parseWebhook(rawBody, signature, now);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof MalformedEventError) {
      app.log.warn({ reason: error.message }, 'billing webhook refused');
      return { statusCode: 400, body: { error: 'invalid' } };
    }
    throw error;
  }
  const outcome = await applyBillingEvent({ db: deps.db, provider: deps.billing, now }, event);
  app.log.info({ eventId: event.id, type: event.type, outcome }, 'billing webhook');
  return { statusCode: 200, body: { received: true, outcome } };
}

/** POST /api/webhooks/billing — outside the contract: the provider is the caller, authenticated by the signature. */
export function registerBillingWebhook(app: FastifyInstance): void {
  void app.register(async (scope) => {
    // The signature covers the exact bytes: this scope reads every body raw, whatever the app's JSON parser does.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(BILLING_WEBHOOK_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const answer = await receiveBillingWebhook(app, raw, Array.isArray(header) ? header[0] : header);
      return reply.code(answer.statusCode).send(answer.body);
    });
  });
}
