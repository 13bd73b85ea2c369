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

describe('createSubscription, paid in the browser', () => {
  it('creates it incomplete with the first payment secret, the card saved on the subscription, our plan in metadata', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    const subscription = await stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: null }, 'subscription-1');
    expect(subscription).toMatchObject({
      customerId,
      planId: 'premium-monthly',
      status: 'incomplete',
      currentPeriodStart: '2026-11-20T09:00:00.000Z',
      currentPeriodEnd: '2026-12-20T09:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.latestInvoiceId).toMatch(/^in_/);
    expect(subscription.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const [call] = callsTo('POST', '/v1/subscriptions', from);
    expect(call).toMatchObject({
      idempotencyKey: 'subscription-1',
      params: {
        customer: customerId,
        metadata: { plan_id: 'premium-monthly' },
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      },
    });
    expect(call?.params).not.toHaveProperty('default_payment_method');
    expect(call?.params).not.toHaveProperty('discounts');
  });

  it('charges the plan through a price found by its lookup key: EUR, tax included, monthly or yearly, in cents', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    const annual = await stripe.createSubscription({ customerId, plan: ANNUAL, coupon: null, paymentMethodId: null }, key('subscription'));
    expect(annual.currentPeriodEnd).toBe('2027-11-20T09:00:00.000Z');
    const [lookup] = callsTo('GET', '/v1/prices', from);
    expect(lookup?.params).toMatchObject({ lookup_keys: ['patrimo_premium-annual_6469'], active: 'true' });
    const [created] = callsTo('POST', '/v1/prices', from);
    expect(created).toMatchObject({
      idempotencyKey: 'price-patrimo_premium-annual_6469',
      params: {
        currency: 'eur',
        unit_amount: '6469',
        recurring: { interval: 'year' },
        tax_behavior: 'inclusive',
        lookup_key: 'patrimo_premium-annual_6469',
        transfer_lookup_key: 'true',
        product_data: { name: 'Premium annuel' },
      },
    });
    const [subscribe] = callsTo('POST', '/v1/subscriptions', from);
    const priceId = (subscribe?.params.items as { price: string }[])[0]?.price;
    expect(fake.object(priceId ?? '')).toMatchObject({ unit_amount: 6469, currency: 'eur' });
  });

  it('looks a price up once and creates it once; another provider instance finds it by its key', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    await stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: null }, key('subscription'));
    await stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: null }, key('subscription'));
    expect(callsTo('POST', '/v1/prices', from).length).toBeLessThanOrEqual(1);
    expect(callsTo('GET', '/v1/prices', from).length).toBeLessThanOrEqual(1);
    const restarted = provider();
    const before = fake.calls.length;
    await restarted.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: null }, key('subscription'));
    expect(callsTo('GET', '/v1/prices', before)).toHaveLength(1);
    expect(callsTo('POST', '/v1/prices', before)).toHaveLength(0);
  });

  it('answers the same subscription for the same idempotency key (a double click subscribes once)', async () => {
    const customerId = await newCustomer();
    const input = { customerId, plan: MONTHLY, coupon: null, paymentMethodId: null };
    const first = await stripe.createSubscription(input, 'subscription-twice');
    const again = await stripe.createSubscription(input, 'subscription-twice');
    expect(again).toEqual(first);
  });
});

describe('createSubscription with a promo code', () => {
  it('creates the code as a Stripe coupon (its id the code, repeating for its months) and applies it', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    const subscription = await stripe.createSubscription({ customerId, plan: MONTHLY, coupon: PERCENT, paymentMethodId: null }, key('subscription'));
    const [created] = callsTo('POST', '/v1/coupons', from);
    expect(created).toMatchObject({
      idempotencyKey: 'coupon-BIENVENUE20-percent-20-3',
      params: { id: 'BIENVENUE20', percent_off: '20', duration: 'repeating', duration_in_months: '3' },
    });
    const [subscribe] = callsTo('POST', '/v1/subscriptions', from);
    expect(subscribe?.params.discounts).toEqual([{ coupon: 'BIENVENUE20' }]);
    expect(fake.object(subscription.latestInvoiceId ?? '')).toMatchObject({ subtotal: 599, total: 479, status: 'open' });
  });

  it('reuses the coupon when it exists with the same terms', async () => {
    const customerId = await newCustomer();
    const restarted = provider();
    const from = fake.calls.length;
    await restarted.createSubscription({ customerId, plan: MONTHLY, coupon: PERCENT, paymentMethodId: null }, key('subscription'));
    expect(callsTo('GET', '/v1/coupons/BIENVENUE20', from)).toHaveLength(1);
    expect(callsTo('POST', '/v1/coupons', from)).toHaveLength(0);
  });

  it('an amount code is amount_off in cents and EUR', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    const coupon: Coupon = { code: 'MOINS2', kind: 'amount', value: 2, durationInMonths: 6 };
    const subscription = await stripe.createSubscription({ customerId, plan: MONTHLY, coupon, paymentMethodId: null }, key('subscription'));
    expect(callsTo('POST', '/v1/coupons', from)[0]?.params).toEqual({ id: 'MOINS2', name: 'MOINS2', duration: 'repeating', duration_in_months: '6', amount_off: '200', currency: 'eur' });
    expect(fake.object(subscription.latestInvoiceId ?? '')).toMatchObject({ total: 399 });
  });

  it('a free code is 100 % off: nothing to pay, active at once, and the card is saved for the renewals through the pending SetupIntent', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    const coupon: Coupon = { code: 'PREMIERMOIS', kind: 'free', value: 0, durationInMonths: 1 };
    const subscription = await stripe.createSubscription({ customerId, plan: MONTHLY, coupon, paymentMethodId: null }, key('subscription'));
    expect(callsTo('POST', '/v1/coupons', from)[0]?.params).toMatchObject({ percent_off: '100', duration_in_months: '1' });
    expect(callsTo('POST', '/v1/subscriptions', from)[0]?.params.expand).toEqual(['latest_invoice.confirmation_secret', 'pending_setup_intent']);
    expect(subscription.status).toBe('active');
    expect(subscription.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
  });

  it('a free code with a card on file needs no setup: active, no secret', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, 'pm_card_visa', key('attach'));
    const coupon: Coupon = { code: 'PREMIERMOIS', kind: 'free', value: 0, durationInMonths: 1 };
    const subscription = await stripe.createSubscription({ customerId, plan: MONTHLY, coupon, paymentMethodId: card.id }, key('subscription'));
    expect(subscription).toMatchObject({ status: 'active', clientSecret: null });
  });

  it('an expired coupon at Stripe is the spec §8 refusal coupon_expired', async () => {
    fake.seedCoupon({ id: 'NOEL2025', percent_off: 30, duration_in_months: 1, redeem_by: Math.floor(Date.parse('2026-01-01') / 1000) });
    const customerId = await newCustomer();
    const coupon: Coupon = { code: 'NOEL2025', kind: 'percent', value: 30, durationInMonths: 1 };
    const error = await refusal(stripe.createSubscription({ customerId, plan: MONTHLY, coupon, paymentMethodId: null }, key('subscription')), PaymentDeclinedError);
    expect(error.code).toBe('coupon_expired');
  });

  it('a coupon changed in Stripe’s dashboard is not charged: a provider error, nothing subscribed', async () => {
    fake.seedCoupon({ id: 'ETE50', percent_off: 50, duration_in_months: 12 });
    const customerId = await newCustomer();
    const from = fake.calls.length;
    const coupon: Coupon = { code: 'ETE50', kind: 'percent', value: 5, durationInMonths: 1 };
    const error = await refusal(stripe.createSubscription({ customerId, plan: MONTHLY, coupon, paymentMethodId: null }, key('subscription')), PaymentProviderError);
    expect(error.retryable).toBe(false);
    expect(callsTo('POST', '/v1/subscriptions', from)).toHaveLength(0);
  });
});

describe('attachCard and listCards', () => {
  it('attaches the browser’s PaymentMethod, makes it the default, and answers it masked', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    const card = await stripe.attachCard(customerId, 'pm_card_visa', 'attach-1');
    expect(card).toEqual({ id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 });
    expect(callsTo('POST', '/v1/payment_methods/pm_card_visa/attach', from)[0]).toMatchObject({ idempotencyKey: 'attach-1', params: { customer: customerId } });
    expect(callsTo('POST', `/v1/customers/${customerId}`, from)[0]?.params).toEqual({ invoice_settings: { default_payment_method: card.id } });
    expect(await stripe.listCards(customerId)).toEqual({ cards: [card], defaultCardId: card.id });
  });

  it('a new card replaces the default; both stay listed, newest first', async () => {
    const customerId = await newCustomer();
    const visa = await stripe.attachCard(customerId, 'pm_card_visa', key('attach'));
    const mastercard = await stripe.attachCard(customerId, 'pm_card_mastercard', key('attach'));
    const listed = await stripe.listCards(customerId);
    expect(listed.cards.map((c) => c.id)).toEqual([mastercard.id, visa.id]);
    expect(listed.cards[0]).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(listed.defaultCardId).toBe(mastercard.id);
  });

  it('lists only cards, asks for type=card, and has no default before the first card', async () => {
    const customerId = await newCustomer();
    const from = fake.calls.length;
    expect(await stripe.listCards(customerId)).toEqual({ cards: [], defaultCardId: null });
    expect(callsTo('GET', `/v1/customers/${customerId}/payment_methods`, from)[0]?.params).toMatchObject({ type: 'card' });
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'generic_decline'],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_visa_chargeDeclinedLostCard', 'lost_card'],
    ['pm_card_visa_chargeDeclinedStolenCard', 'stolen_card'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error'],
    ['pm_card_visa_chargeDeclinedVelocityLimitExceeded', 'card_velocity_exceeded'],
  ])('a refused card (%s) is PaymentDeclinedError(%s), and is not saved', async (token, code) => {
    const customerId = await newCustomer();
    const error = await refusal(stripe.attachCard(customerId, token, key('attach')), PaymentDeclinedError);
    expect(error.code).toBe(code);
    expect(await stripe.listCards(customerId)).toEqual({ cards: [], defaultCardId: null });
  });
});

describe('createSubscription with a card on file', () => {
  it('charges it at once (error_if_incomplete, the card as default_payment_method): active, no secret', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, 'pm_card_visa', key('attach'));
    const from = fake.calls.length;
    const subscription = await stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: card.id }, key('subscription'));
    expect(subscription).toMatchObject({ status: 'active', clientSecret: null });
    expect(callsTo('POST', '/v1/subscriptions', from)[0]?.params).toMatchObject({ default_payment_method: card.id, payment_behavior: 'error_if_incomplete' });
    expect(fake.object(subscription.latestInvoiceId ?? '')).toMatchObject({ status: 'paid', amount_paid: 599 });
  });

  it('a new default card moves the live subscriptions to it, so that the next renewal charges the card chosen last', async () => {
    const customerId = await newCustomer();
    const visa = await stripe.attachCard(customerId, 'pm_card_visa', key('attach'));
    const subscription = await stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: visa.id }, key('subscription'));
    const from = fake.calls.length;
    const mastercard = await stripe.attachCard(customerId, 'pm_card_mastercard', key('attach'));
    expect(callsTo('GET', '/v1/subscriptions', from)[0]?.params).toMatchObject({ customer: customerId });
    expect(callsTo('POST', `/v1/subscriptions/${subscription.id}`, from)[0]?.params).toMatchObject({ default_payment_method: mastercard.id });
    expect(fake.object(subscription.id)).toMatchObject({ default_payment_method: mastercard.id });
  });

  it('a card that attaches but is refused when charged throws its decline, and creates no subscription', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, 'pm_card_chargeCustomerFail', key('attach'));
    const from = fake.calls.length;
    const error = await refusal(stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: card.id }, key('subscription')), PaymentDeclinedError);
    expect(error.code).toBe('generic_decline');
    expect(callsTo('POST', '/v1/subscriptions', from)).toHaveLength(1);
  });

  it('a card whose bank wants 3-D Secure off-session is authentication_required (the saver pays in the browser)', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, 'pm_card_authenticationRequired', key('attach'));
    const error = await refusal(stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: card.id }, key('subscription')), PaymentDeclinedError);
    expect(error.code).toBe('authentication_required');
  });

  it.each([
    ['bank_account_unusable'],
    ['country_unsupported'],
    ['incorrect_zip'],
    ['card_not_supported'],
    ['approve_with_id'],
    ['currency_not_supported'],
    ['duplicate_transaction'],
    ['issuer_not_available'],
    ['do_not_honor'],
    ['fraudulent'],
  ])('Stripe’s decline code %s reaches the API as the same spec §8 code', async (declineCodeValue) => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, `pm_card_fake_${declineCodeValue}`, key('attach'));
    const error = await refusal(stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: card.id }, key('subscription')), PaymentDeclinedError);
    expect(error.code).toBe(declineCodeValue);
  });

  it('a decline code unknown to the spec is card_declined', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, 'pm_card_fake_new_reason_from_the_issuer', key('attach'));
    const error = await refusal(stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: card.id }, key('subscription')), PaymentDeclinedError);
    expect(error.code).toBe('card_declined');
  });

  it('another customer’s card is refused as a provider error (never charged)', async () => {
    const owner = await newCustomer();
    const card = await stripe.attachCard(owner, 'pm_card_visa', key('attach'));
    const other = await newCustomer();
    const error = await refusal(stripe.createSubscription({ customerId: other, plan: MONTHLY, coupon: null, paymentMethodId: card.id }, key('subscription')), PaymentProviderError);
    expect(error).toMatchObject({ retryable: false, message: 'Stripe POST /v1/subscriptions answered 404: StripeInvalidRequestError (resource_missing)' });
  });
});

describe('cancel and resume', () => {
  it('cancel stops the renewal at the period end; resume renews again', async () => {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, 'pm_card_visa', key('attach'));
    const subscription = await stripe.createSubscription({ customerId, plan: ANNUAL, coupon: null, paymentMethodId: card.id }, key('subscription'));
    const from = fake.calls.length;
    const canceled = await stripe.cancelSubscription(subscription.id);
    expect(canceled).toMatchObject({ id: subscription.id, status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2027-11-20T09:00:00.000Z', planId: 'premium-annual' });
    expect(callsTo('POST', `/v1/subscriptions/${subscription.id}`, from)[0]?.params).toEqual({ cancel_at_period_end: 'true' });
    const resumed = await stripe.resumeSubscription(subscription.id);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(callsTo('POST', `/v1/subscriptions/${subscription.id}`, from)[1]?.params).toEqual({ cancel_at_period_end: 'false' });
  });

  it('an unknown subscription is a provider error', async () => {
    const error = await refusal(stripe.cancelSubscription('sub_unknown'), PaymentProviderError);
    expect(error.retryable).toBe(false);
  });
});

describe('parseWebhook', () => {
  async function paidSubscription(): Promise<string> {
    const customerId = await newCustomer();
    const card = await stripe.attachCard(customerId, 'pm_card_visa', key('attach'));
    return (await stripe.createSubscription({ customerId, plan: MONTHLY, coupon: null, paymentMethodId: card.id }, key('subscription'))).id;
  }

  it('reads a signed invoice.paid of the shape Stripe sends (basil: subscription in parent, periods on lines)', async () => {
    const subscriptionId = await paidSubscription();
    const invoiceId = fake.object(subscriptionId)?.latest_invoice as string;
    const { rawBody, header } = fake.event('invoice.paid', invoiceId);
    const event = stripe.parseWebhook(rawBody, header, NOW);
    expect(event).toMatchObject({
      type: 'invoice.paid',
      invoice: { id: invoiceId, subscriptionId, planId: 'premium-monthly', status: 'paid', total: 5.99, periodStart: '2026-11-20T09:00:00.000Z', periodEnd: '2026-12-20T09:00:00.000Z' },
    });
  });

  it('reads customer.subscription.updated after a cancellation', async () => {
    const subscriptionId = await paidSubscription();
    await stripe.cancelSubscription(subscriptionId);
    const { rawBody, header } = fake.event('customer.subscription.updated', subscriptionId);
    expect(stripe.parseWebhook(rawBody, header, NOW)).toMatchObject({ type: 'customer.subscription.updated', subscription: { id: subscriptionId, cancelAtPeriodEnd: true, status: 'active' } });
  });

  it('refuses a wrong signature, a missing one, a stale one, and a body changed after signing', async () => {
    const subscriptionId = await paidSubscription();
    const { rawBody, header } = fake.event('customer.subscription.updated', subscriptionId);
    const other = createStripeProvider({ secretKey: FAKE_SECRET_KEY, publishableKey: FAKE_PUBLISHABLE_KEY, webhookSecret: 'whsec_another_endpoint', apiBase: fake.apiBase });
    expect(() => other.parseWebhook(rawBody, header, NOW)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(rawBody, undefined, NOW)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(rawBody, header, new Date(NOW.getTime() + 301_000))).toThrow(/stale/);
    expect(stripe.parseWebhook(rawBody, header, new Date(NOW.getTime() + 299_000)).type).toBe('customer.subscription.updated');
    const tampered = Buffer.from(rawBody.toString('utf8').replace('"cancel_at_period_end":false', '"cancel_at_period_end":true'));
    expect(tampered.equals(rawBody)).toBe(false);
    expect(() => stripe.parseWebhook(tampered, header, NOW)).toThrow(/mismatch/);
  });
});

describe('transport failures', () => {
  it('Stripe unreachable is a retryable provider error', async () => {
    const down = provider({ apiBase: 'http://127.0.0.1:9' });
    const error = await refusal(down.createCustomer({ userId: 'u', email: 'u@example.fr', name: 'U' }, key('customer')), PaymentProviderError);
    expect(error).toMatchObject({ retryable: true, message: 'Stripe POST /v1/customers did not answer: StripeConnectionError' });
  });

  it('no answer within the timeout is a retryable provider error', async () => {
    fake.delayMs = 400;
    const slow = provider({ timeoutMs: 100 });
    const error = await refusal(slow.listCards('cus_any'), PaymentProviderError);
    expect(error.retryable).toBe(true);
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
  ])('an answer %i is a provider error, retryable: %s', async (status, retryable) => {
    fake.failNext(status);
    const error = await refusal(stripe.cancelSubscription('sub_any'), PaymentProviderError);
    expect(error.retryable).toBe(retryable);
    expect(error.message).toContain(`answered ${status}`);
  });

  it('a bad secret key is a permanent provider error that does not quote the key', async () => {
    const wrong = provider({ secretKey: 'sk_test_wrong_and_secret' });
    const error = await refusal(wrong.createCustomer({ userId: 'u', email: 'u@example.fr', name: 'U' }, key('customer')), PaymentProviderError);
    expect(error).toMatchObject({ retryable: false, message: 'Stripe POST /v1/customers answered 401: StripeAuthenticationError' });
    expect(String(error.message)).not.toContain('sk_test_wrong');
  });

  it('with retries on, a 500 is retried with the same idempotency key and succeeds once', async () => {
    const retrying = provider({ maxNetworkRetries: 1 });
    fake.failNext(500);
    const from = fake.calls.length;
    const customer = await retrying.createCustomer({ userId: 'user-retry', email: 'r@example.fr', name: 'R' }, 'customer-retry');
    const calls = callsTo('POST', '/v1/customers', from);
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['customer-retry', 'customer-retry']);
    expect(fake.object(customer.id)).toMatchObject({ metadata: { user_id: 'user-retry' } });
  });
});
