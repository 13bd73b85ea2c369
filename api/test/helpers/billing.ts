import { randomBytes } from 'node:crypto';
import { SandboxCardProvider } from '../../src/billing/sandbox/sandbox-provider';
import { stripeSignatureHeader } from '../../src/billing/stripe-events';
import { subscriptions, users } from '../../src/db/schema';
import { SAVER_PASSWORD } from '../../src/db/seed-accounts';
import { hashPassword } from '../../src/lib/passwords';
import { injectAs, json, signIn, type HttpResponse, type TestApp } from './test-app';

/** A saver registered now (confirmed, never subscribed): no complimentary premium, unlike the seeded ones. */
export async function newSaver(t: TestApp, firstName = 'Léa'): Promise<{ id: string; token: string; email: string }> {
  const now = t.clock.now();
  const email = `epargnant.${randomBytes(5).toString('hex')}@exemple.fr`;
  const [user] = await t.database.handle.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(SAVER_PASSWORD), firstName, lastName: 'Martin', confirmedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  if (!user) throw new Error('saver not created');
  return { id: user.id, email, token: (await signIn(t, { email, password: SAVER_PASSWORD })).access_token };
}

/** Premium through the real tables: a complimentary subscription, as the seeded accounts have. */
export async function givePremium(t: Pick<TestApp, 'database' | 'clock'>, userId: string): Promise<void> {
  const now = t.clock.now();
  await t.database.handle.db.insert(subscriptions).values({
    userId,
    provider: 'complimentary',
    planId: 'premium-annual',
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000),
    complimentary: true,
    createdAt: now,
    updatedAt: now,
  });
}

/** The sandbox provider of a test server. */
export function sandboxOf(t: TestApp): SandboxCardProvider {
  const provider = t.app.deps.billing;
  if (!(provider instanceof SandboxCardProvider)) throw new Error('the test server does not run the sandbox provider');
  return provider;
}

/** Waits until every webhook the sandbox sent so far was applied. */
export function webhooksDelivered(t: TestApp): Promise<void> {
  return sandboxOf(t).webhooks.settled();
}

export const SUCCESS_CARD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

export function card(number: string, overrides: Partial<typeof SUCCESS_CARD> = {}) {
  return { ...SUCCESS_CARD, number, ...overrides };
}

/** POST /api/users/me/subscriptions. */
export function subscribe(t: TestApp, token: string, subscription: { planId: string; coupon?: string; paymentSourceId?: string }): Promise<HttpResponse> {
  return injectAs(t, token, { method: 'POST', url: '/api/users/me/subscriptions', payload: { subscription: { plan_id: subscription.planId, coupon: subscription.coupon, payment_source_id: subscription.paymentSourceId } } });
}

/** What the browser does at the sandbox: confirm the payment with a card. */
export function confirmAtSandbox(t: TestApp, clientSecret: string, paymentMethod: object): Promise<HttpResponse> {
  return t.request({ method: 'POST', url: '/sandbox-payments/v1/confirm', payload: { client_secret: clientSecret, payment_method: paymentMethod } });
}

/** Subscribes and pays with the card in the browser's way; the webhooks applied. Returns the subscription answer. */
export async function subscribeAndPay(t: TestApp, token: string, input: { planId: string; coupon?: string }, number = '4242424242424242'): Promise<Record<string, unknown>> {
  const created = await subscribe(t, token, input);
  if (created.statusCode !== 201) throw new Error(`subscription refused: ${created.statusCode} ${created.body}`);
  const subscription = json(created);
  const paid = await confirmAtSandbox(t, subscription.client_secret as string, { card: card(number) });
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.statusCode} ${paid.body}`);
  await webhooksDelivered(t);
  return subscription;
}

/** POSTs a body to the billing webhook route, signed with the test secret at `at` unless a header is given. */
export function postWebhook(t: TestApp, body: string, header?: string | null, at: Date = t.clock.now()): Promise<HttpResponse> {
  const secret = t.config.billing.webhookSecret;
  const signature = header === undefined ? stripeSignatureHeader(secret, body, Math.floor(at.getTime() / 1000)) : header;
  return t.request({
    method: 'POST',
    url: '/api/webhooks/billing',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload: body,
  });
}
