import type { Coupon } from '@patrimo/shared';
import { PaymentDeclinedError, PaymentProviderError, WebhookSignatureError, type BillingPlan, type CardPaymentProvider } from '../provider';
import { FAKE_PUBLISHABLE_KEY, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeCall, type FakeStripe } from './fake-server';
import { createStripeProvider, type StripeProviderConfig } from './provider';

let fake: FakeStripe;
let stripe: CardPaymentProvider;

const NOW = new Date('2026-11-20T09:00:00Z');
const MONTHLY: BillingPlan = { id: 'premium-monthly', name: 'Premium mensuel', interval: 'month', amount: 5.99 };
const ANNUAL: BillingPlan = { id: 'premium-annual', name: 'Premium annuel', interval: 'year', amount: 64.69 };
const PERCENT: Coupon = { code: 'BIENVENUE20', kind: 'percent', value: 20, durationInMonths: 3 };

const provider = (overrides: Partial<StripeProviderConfig> = {}): CardPaymentProvider =>
  createStripeProvider({
    secretKey: FAKE_SECRET_KEY,
    publishableKey: FAKE_PUBLISHABLE_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    apiBase: fake.apiBase,
    maxNetworkRetries: 0,
    timeoutMs: 2000,
    ...overrides,
  });

let sequence = 0;
const key = (what: string): string => `${what}-${(sequence += 1)}-${Date.now()}`;

async function newCustomer(p: CardPaymentProvider = stripe): Promise<string> {
  sequence += 1;
  return (await p.createCustomer({ userId: `user-${sequence}`, email: `saver${sequence}@example.fr`, name: 'Camille Martin' }, key('customer'))).id;
}

/** The calls to `METHOD path` since `from` (an index in `fake.calls`). */
const callsTo = (method: string, path: string | RegExp, from = 0): FakeCall[] =>
  fake.calls.slice(from).filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));

async function refusal<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

beforeAll(async () => {
  fake = await startFakeStripe();
  fake.now = () => NOW;
  stripe = provider();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.delayMs = 0;
});

describe('the client', () => {
  it('speaks to the configured host with the secret key, on API version basil or later', async () => {
    const from = fake.calls.length;
    await newCustomer();
    const [call] = callsTo('POST', '/v1/customers', from);
    expect(call?.stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}\.[a-z]+$/);
    expect((call?.stripeVersion ?? '') >= '2025-03-31').toBe(true);
  });

  it('names itself to the browser with the publishable key only', () => {
    expect(stripe.name).toBe('stripe');
    expect(stripe.publishableKey).toBe(FAKE_PUBLISHABLE_KEY);
  });
});

describe('createCustomer', () => {
  it('sends the email, the name and the user id in metadata, with the idempotency key', async () => {
    const from = fake.calls.length;
    const customer = await stripe.createCustomer({ userId: 'user-42', email: 'camille@example.fr', name: 'Camille Martin' }, 'customer-user-42');
    expect(customer.id).toMatch(/^cus_/);
    const [call] = callsTo('POST', '/v1/customers', from);
    expect(call).toMatchObject({
      idempotencyKey: 'customer-user-42',
      params: { email: 'camille@example.fr', name: 'Camille Martin', metadata: { user_id: 'user-42' }, preferred_locales: ['fr'] },
    });
  });

  it('answers the same customer for the same idempotency key (a retried sign-up makes one customer)', async () => {
    const input = { userId: 'user-43', email: 'dominique@example.fr', name: 'Dominique Petit' };
    const first = await stripe.createCustomer(input, 'customer-user-43');
    const again = await stripe.createCustomer(input, 'customer-user-43');
    expect(again.id).toBe(first.id);
  });

  it('refuses the same idempotency key with other parameters as a provider error, not a decline', async () => {
    await stripe.createCustomer({ userId: 'user-44', email: 'a@example.fr', name: 'A' }, 'customer-user-44');
    const error = await refusal(stripe.createCustomer({ userId: 'user-45', email: 'b@example.fr', name: 'B' }, 'customer-user-44'), PaymentProviderError);
    expect(error).toMatchObject({ retryable: false, message: 'Stripe POST /v1/customers answered 400: StripeIdempotencyError' });
  });
});
