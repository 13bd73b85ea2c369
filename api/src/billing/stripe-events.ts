import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { subscriptionStatusSchema } from '@patrimo/shared';
import { WebhookSignatureError, type ProviderEvent, type ProviderInvoice, type ProviderSubscription } from './provider';

/**
 * Stripe's webhooks, read the same way whichever provider sent them (the sandbox sends Stripe-shaped events):
 *
 * - the `Stripe-Signature` header, `t=<unix seconds>,v1=<hex>[,v1=…]`, where v1 is the HMAC-SHA256 of
 *   `"<t>.<raw body>"` with the endpoint's secret; refused when missing, wrong, or further than 300 s from now
 *   (the official libraries' default tolerance);
 * - the subset of the event JSON the API acts on, API version 2025-03-31 "basil": a subscription's period is on
 *   its items (`items.data[].current_period_start/end`), an invoice names its subscription in
 *   `parent.subscription_details.subscription` (and that subscription's metadata), amounts are in cents and the
 *   VAT is `total_taxes[].amount`.
 *
 * Pure: the Stripe adapter (`stripe/`) and the sandbox both use it.
 */

export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** An event body that is not an event we can read (answered 400, nothing applied). */
export class MalformedEventError extends Error {
  constructor(reason: string) {
    super(`malformed webhook event: ${reason}`);
    this.name = 'MalformedEventError';
  }
}

function hmacHex(secret: string, timestamp: number | string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The `Stripe-Signature` header for a body sent at `timestamp` (unix seconds): what the sender puts on a webhook. */
export function stripeSignatureHeader(secret: string, rawBody: Buffer | string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Checks a webhook's signature against the raw bytes received (never re-serialised JSON), in constant time.
 * @throws WebhookSignatureError when the header is missing or malformed, no v1 matches, or the timestamp is stale.
 */
export function verifyStripeSignature(
  rawBody: Buffer | string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds: number = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (header === undefined || header.trim() === '') throw new WebhookSignatureError('missing');
  const parsed = parseHeader(header);
  if (parsed === null) throw new WebhookSignatureError('malformed');
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > toleranceSeconds) throw new WebhookSignatureError('stale');
  const expected = Buffer.from(hmacHex(secret, parsed.timestamp, rawBody), 'hex');
  const matches = parsed.signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('mismatch');
}

// The JSON subset (loose: Stripe adds fields without notice).

const unix = z.number().int().nonnegative();
const idOrObject = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).loose()]).transform((value) => (typeof value === 'string' ? value : value.id));
const metadata = z.record(z.string(), z.string()).nullish();

const stripeSubscriptionSchema = z
  .object({
    id: z.string().min(1),
    customer: idOrObject,
    status: z.string(),
    cancel_at_period_end: z.boolean(),
    metadata,
    items: z.object({ data: z.array(z.object({ current_period_start: unix, current_period_end: unix }).loose()).min(1) }).loose(),
    latest_invoice: idOrObject.nullish(),
  })
  .loose();

const stripeInvoiceSchema = z
  .object({
    id: z.string().min(1),
    customer: idOrObject,
    status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
    total: z.number().int(),
    total_taxes: z.array(z.object({ amount: z.number().int() }).loose()).nullish(),
    period_start: unix,
    period_end: unix,
    created: unix,
    lines: z.object({ data: z.array(z.object({ period: z.object({ start: unix, end: unix }).loose().nullish() }).loose()) }).loose().nullish(),
    parent: z
      .object({
        subscription_details: z.object({ subscription: idOrObject.nullish(), metadata }).loose().nullish(),
      })
      .loose()
      .nullish(),
  })
  .loose();

const stripeEventSchema = z
  .object({
    id: z.string().min(1),
    type: z.string().min(1),
    created: unix,
    data: z.object({ object: z.unknown() }).loose(),
  })
  .loose();

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();
const euros = (cents: number): number => Math.round(cents) / 100;

/** Stripe's subscription statuses outside our vocabulary (`incomplete_expired`, `paused`) read as `canceled`. */
function subscriptionStatus(status: string): ProviderSubscription['status'] {
  const known = subscriptionStatusSchema.safeParse(status);
  return known.success ? known.data : 'canceled';
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new MalformedEventError(`${what}: ${result.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
  return result.data;
}

/** A Stripe subscription object (basil) → ours; the period is the first item's. */
export function providerSubscriptionOf(json: unknown): ProviderSubscription {
  const subscription = parseOrThrow(stripeSubscriptionSchema, json, 'subscription');
  const [item] = subscription.items.data;
  return {
    id: subscription.id,
    customerId: subscription.customer,
    planId: subscription.metadata?.plan_id ?? '',
    status: subscriptionStatus(subscription.status),
    currentPeriodStart: iso(item?.current_period_start ?? 0),
    currentPeriodEnd: iso(item?.current_period_end ?? 0),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    clientSecret: null,
    latestInvoiceId: subscription.latest_invoice ?? null,
  };
}

/**
 * A Stripe invoice object (basil) → ours. Its period is its subscription line's (the invoice's own
 * `period_start/end` cover pending items only, equal on a subscription's first invoice).
 */
export function providerInvoiceOf(json: unknown): ProviderInvoice {
  const invoice = parseOrThrow(stripeInvoiceSchema, json, 'invoice');
  const linePeriod = invoice.lines?.data.find((line) => line.period)?.period ?? null;
  const details = invoice.parent?.subscription_details ?? null;
  return {
    id: invoice.id,
    customerId: invoice.customer,
    subscriptionId: details?.subscription ?? null,
    planId: details?.metadata?.plan_id ?? null,
    status: invoice.status,
    total: euros(invoice.total),
    tax: euros((invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0)),
    periodStart: iso(linePeriod?.start ?? invoice.period_start),
    periodEnd: iso(linePeriod?.end ?? invoice.period_end),
    createdAt: iso(invoice.created),
  };
}

/** A Stripe event's JSON → the event the API acts on; other types are `ignored` (acknowledged, not applied). */
export function providerEventOf(json: unknown): ProviderEvent {
  const event = parseOrThrow(stripeEventSchema, json, 'event');
  const createdAt = iso(event.created);
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { id: event.id, type: event.type, createdAt, invoice: providerInvoiceOf(event.data.object) };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.id, type: event.type, createdAt, subscription: providerSubscriptionOf(event.data.object) };
    default:
      return { id: event.id, type: 'ignored', createdAt, providerType: event.type };
  }
}

/**
 * A webhook as received: signature checked first (nothing is read from an unsigned body), then the event.
 * @throws WebhookSignatureError, or MalformedEventError when the signed body is not a readable event.
 */
export function parseStripeWebhook(rawBody: Buffer, header: string | undefined, secret: string, now: Date): ProviderEvent {
  verifyStripeSignature(rawBody, header, secret, now);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new MalformedEventError('not JSON');
  }
  return providerEventOf(json);
}
