import { FAKE_PUBLISHABLE_KEY, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../billing/stripe/fake-server';
import { newSaver, subscribe } from '../../../test/helpers/billing';
import { createTestApp, describeDb, injectAs, json, type TestApp } from '../../../test/helpers/test-app';

/**
 * `BILLING_PROVIDER=stripe` through the whole server: the configuration builds the Stripe adapter, which talks to a
 * local fake of Stripe's API (the adapter's own tests cover each call). The browser is told to load Stripe.js with
 * the publishable key; a subscription is created incomplete at Stripe with its confirmation secret; Stripe failing
 * without refusing anything is answered 502 and changes nothing.
 */
describeDb('billing on Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      config: {
        billing: { provider: 'stripe', secretKey: FAKE_SECRET_KEY, publishableKey: FAKE_PUBLISHABLE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiBase: fake.apiBase },
      },
    });
  });

  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('tells the browser to use Stripe with the publishable key', async () => {
    const answer = await t.request({ url: '/api/billing/config' });
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ provider: 'stripe', publishable_key: FAKE_PUBLISHABLE_KEY, bills_savers: true });
  });

  it('creates the subscription incomplete at Stripe and hands the browser its confirmation secret', async () => {
    const saver = await newSaver(t);
    const created = await subscribe(t, saver.token, { planId: 'premium-monthly', coupon: 'BIENVENUE20' });
    expect(created.statusCode).toBe(201);
    const subscription = json(created);
    expect(subscription.status).toBe('incomplete');
    expect(typeof subscription.client_secret).toBe('string');
    const atStripe = fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/subscriptions');
    expect(atStripe.length).toBeGreaterThan(0);
    const state = await injectAs(t, saver.token, { url: '/api/users/me/billing' });
    expect(json(state).premium).toBe(false);
  });

  it('with a free first month, is premium at once and hands the browser the card setup’s secret for the renewals', async () => {
    const saver = await newSaver(t, 'Jade');
    const created = await subscribe(t, saver.token, { planId: 'premium-monthly', coupon: 'PREMIERMOIS' });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ status: 'active', client_secret: expect.stringMatching(/^seti_\w+_secret_\w+$/) });
  });

  it('answers 502 when Stripe fails without refusing the card, and records no subscription', async () => {
    const saver = await newSaver(t, 'Hugo');
    for (let attempt = 0; attempt < 4; attempt += 1) fake.failNext(500);
    const refused = await subscribe(t, saver.token, { planId: 'premium-annual' });
    expect(refused.statusCode).toBe(502);
    expect(json(refused)).toEqual({ error: 'server_error' });
    const state = await injectAs(t, saver.token, { url: '/api/users/me/billing' });
    expect(json(state).subscription).toBeNull();
  });
});
