import { createHmac } from 'node:crypto';
import { WebhookSignatureError } from './provider';
import { MalformedEventError, parseStripeWebhook, providerEventOf, stripeSignatureHeader, verifyStripeSignature } from './stripe-events';

const secret = 'whsec_test_secret';
const now = new Date('2026-03-10T12:00:00Z');
const t = Math.floor(now.getTime() / 1000);

/** An `invoice.paid` event as Stripe sends it with API version 2025-03-31.basil (fields we do not read trimmed). */
const invoicePaid = {
  id: 'evt_1',
  object: 'event',
  api_version: '2025-03-31.basil',
  type: 'invoice.paid',
  created: t,
  data: {
    object: {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      status: 'paid',
      total: 479,
      total_taxes: [{ amount: 80, tax_behavior: 'inclusive', taxability_reason: 'standard_rated' }],
      period_start: t,
      period_end: t,
      created: t,
      lines: { object: 'list', data: [{ id: 'il_1', period: { start: t, end: t + 31 * 86400 } }] },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_1', metadata: { plan_id: 'premium-monthly' } },
      },
    },
  },
};

const subscriptionUpdated = {
  id: 'evt_2',
  object: 'event',
  type: 'customer.subscription.updated',
  created: t,
  data: {
    object: {
      id: 'sub_1',
      object: 'subscription',
      customer: { id: 'cus_1', object: 'customer' },
      status: 'active',
      cancel_at_period_end: true,
      metadata: { plan_id: 'premium-annual' },
      items: { object: 'list', data: [{ id: 'si_1', current_period_start: t, current_period_end: t + 365 * 86400 }] },
      latest_invoice: 'in_1',
    },
  },
};

describe('the Stripe-Signature check', () => {
  const body = Buffer.from(JSON.stringify(invoicePaid));

  it('accepts the header Stripe computes: HMAC-SHA256 of "t.body", hex', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body.toString()}`).digest('hex');
    expect(stripeSignatureHeader(secret, body, t)).toBe(`t=${t},v1=${expected}`);
    expect(() => verifyStripeSignature(body, `t=${t},v1=${expected}`, secret, now)).not.toThrow();
  });

  it('accepts any of several v1 signatures (a secret being rolled)', () => {
    const good = stripeSignatureHeader(secret, body, t).split('v1=')[1];
    expect(() => verifyStripeSignature(body, `t=${t},v1=${'0'.repeat(64)},v1=${good},v0=abc`, secret, now)).not.toThrow();
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without a timestamp', `v1=${'a'.repeat(64)}`],
    ['signed with another secret', stripeSignatureHeader('whsec_other', body, t)],
    ['older than 300 s', stripeSignatureHeader(secret, body, t - 301)],
    ['more than 300 s ahead', stripeSignatureHeader(secret, body, t + 301)],
  ])('refuses a header %s', (_label, header) => {
    expect(() => verifyStripeSignature(body, header, secret, now)).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after signing, even by one byte', () => {
    const header = stripeSignatureHeader(secret, body, t);
    const altered = Buffer.from(body.toString().replace('"total":479', '"total":478'));
    expect(() => verifyStripeSignature(altered, header, secret, now)).toThrow(WebhookSignatureError);
  });

  it('accepts a signature 300 s old', () => {
    expect(() => verifyStripeSignature(body, stripeSignatureHeader(secret, body, t - 300), secret, now)).not.toThrow();
  });
});

describe('reading a Stripe event (basil)', () => {
  it('reads invoice.paid: amounts from cents, VAT from total_taxes, period from the subscription line, plan from the metadata', () => {
    expect(providerEventOf(invoicePaid)).toEqual({
      id: 'evt_1',
      type: 'invoice.paid',
      createdAt: now.toISOString(),
      invoice: {
        id: 'in_1',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        planId: 'premium-monthly',
        status: 'paid',
        total: 4.79,
        tax: 0.8,
        periodStart: now.toISOString(),
        periodEnd: new Date((t + 31 * 86400) * 1000).toISOString(),
        createdAt: now.toISOString(),
      },
    });
  });

  it('reads customer.subscription.updated: the period on its item, an expanded customer', () => {
    expect(providerEventOf(subscriptionUpdated)).toEqual({
      id: 'evt_2',
      type: 'customer.subscription.updated',
      createdAt: now.toISOString(),
      subscription: {
        id: 'sub_1',
        customerId: 'cus_1',
        planId: 'premium-annual',
        status: 'active',
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: new Date((t + 365 * 86400) * 1000).toISOString(),
        cancelAtPeriodEnd: true,
        clientSecret: null,
        latestInvoiceId: 'in_1',
      },
    });
  });

  it('reads a deleted subscription and maps statuses outside ours to canceled', () => {
    const deleted = { ...subscriptionUpdated, id: 'evt_3', type: 'customer.subscription.deleted' };
    deleted.data = { object: { ...subscriptionUpdated.data.object, status: 'incomplete_expired' } };
    const event = providerEventOf(deleted);
    expect(event.type).toBe('customer.subscription.deleted');
    expect(event.type === 'customer.subscription.deleted' && event.subscription.status).toBe('canceled');
  });

  it('reads an invoice without taxes and without a subscription line', () => {
    const object = { ...invoicePaid.data.object, total_taxes: [], lines: { data: [] }, parent: null, status: 'open' };
    const event = providerEventOf({ ...invoicePaid, type: 'invoice.payment_failed', data: { object } });
    expect(event).toMatchObject({ type: 'invoice.payment_failed', invoice: { tax: 0, subscriptionId: null, planId: null, status: 'open' } });
  });

  it('acknowledges other event types without acting on them', () => {
    expect(providerEventOf({ id: 'evt_4', type: 'charge.succeeded', created: t, data: { object: {} } })).toEqual({
      id: 'evt_4',
      type: 'ignored',
      createdAt: now.toISOString(),
      providerType: 'charge.succeeded',
    });
  });

  it.each([
    ['not an object', 'hello'],
    ['without an id', { type: 'invoice.paid', created: t, data: { object: {} } }],
    ['an invoice without amounts', { ...invoicePaid, data: { object: { id: 'in_1', customer: 'cus_1', status: 'paid' } } }],
    ['a subscription without items', { ...subscriptionUpdated, data: { object: { ...subscriptionUpdated.data.object, items: { data: [] } } } }],
  ])('refuses an event %s', (_label, json) => {
    expect(() => providerEventOf(json)).toThrow(MalformedEventError);
  });

  it('checks the signature before reading the body', () => {
    const raw = Buffer.from('not json');
    expect(() => parseStripeWebhook(raw, undefined, secret, now)).toThrow(WebhookSignatureError);
    expect(() => parseStripeWebhook(raw, stripeSignatureHeader(secret, raw, t), secret, now)).toThrow(MalformedEventError);
    const body = Buffer.from(JSON.stringify(invoicePaid));
    expect(parseStripeWebhook(body, stripeSignatureHeader(secret, body, t), secret, now).id).toBe('evt_1');
  });
});
