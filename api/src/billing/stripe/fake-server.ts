import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { stripeSignatureHeader } from '../stripe-events';
import { decodeForm, type FormValue } from './fake-form';
import { testCard, type FakeCardError } from './fake-cards';

/**
 * A local stand-in for Stripe's `/v1` API, for the adapter's tests (these machines reach no outside service, and
 * the official `stripe-mock` answers success to everything): a Fastify app on port 0 answering the routes the
 * adapter calls with Stripe's documented shapes, API version basil or later — customers, payment methods
 * (`fake-cards.ts` says which test ids decline), prices by lookup key, coupons, subscriptions with their first
 * invoice (periods on the items, `latest_invoice.confirmation_secret` only when expanded).
 *
 * As Stripe does: bodies are form-encoded; `Authorization: Bearer <secret key>` is checked (401 otherwise); an
 * `Idempotency-Key` seen before answers the first answer again (400 `idempotency_error` with other parameters);
 * errors are `{ error: { type, code, decline_code?, message, param? } }` with 402 for `card_error`.
 *
 * Knobs: `failNext(status)` makes the next request answer that status (not remembered for its idempotency key, as
 * a failure before Stripe processed it), `delayMs` slows every answer, `now` is the clock, `seedCoupon` puts a
 * coupon in place (an expired one, or one changed in the dashboard), `event` builds a signed webhook of an object.
 */

export const FAKE_SECRET_KEY = 'sk_test_patrimo_fake';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_patrimo_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_patrimo_fake';

type Json = Record<string, unknown>;

/** One request as the fake received it (assertions on what the adapter sent). */
export interface FakeCall {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
}

export interface FakeStripe {
  /** `http://127.0.0.1:{port}`, to give as `apiBase`. */
  apiBase: string;
  app: FastifyInstance;
  calls: FakeCall[];
  delayMs: number;
  now: () => Date;
  failNext(status: number, error?: { type?: string; code?: string }): void;
  seedCoupon(coupon: Json & { id: string }): void;
  /** The stored object (customer, payment method, subscription, invoice…) of that id, as Stripe would show it. */
  object(id: string): Json | undefined;
  /** A webhook of `type` about the object `id`, signed for `FAKE_WEBHOOK_SECRET` at `at` (now by default). */
  event(type: string, id: string, at?: Date): { rawBody: Buffer; header: string };
  close(): Promise<void>;
}

class StripeFault extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message ?? body.code ?? status));
  }
}

const invalid = (message: string, code?: string, param?: string): StripeFault =>
  new StripeFault(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });
const missing = (kind: string, id: string, param?: string): StripeFault => new StripeFault(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, ...(param ? { param } : {}) });
const cardFault = (refusal: FakeCardError): StripeFault =>
  new StripeFault(402, {
    type: 'card_error',
    code: refusal.code,
    ...(refusal.declineCode ? { decline_code: refusal.declineCode } : {}),
    message: 'Your card was declined.',
  });

const str = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as Record<string, string>) : {};
const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

function addInterval(from: Date, interval: string): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const app = Fastify({ logger: false });
  const objects = new Map<string, Json>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  const pending: { status: number; type: string; code: string | undefined }[] = [];
  let sequence = 0;
  const newId = (prefix: string): string => `${prefix}_${(sequence += 1).toString().padStart(6, '0')}${randomBytes(4).toString('hex')}`;

  const fake: FakeStripe = {
    apiBase: '',
    app,
    calls: [],
    delayMs: 0,
    now: () => new Date(),
    failNext(status, error) {
      pending.push({ status, type: error?.type ?? (status === 429 ? 'invalid_request_error' : 'api_error'), code: error?.code ?? (status === 429 ? 'rate_limit' : undefined) });
    },
    seedCoupon(coupon) {
      objects.set(coupon.id, { object: 'coupon', valid: true, duration: 'repeating', percent_off: null, amount_off: null, currency: null, redeem_by: null, ...coupon });
    },
    object: (id) => objects.get(id),
    event(type, id, at) {
      const object = objects.get(id);
      if (!object) throw new Error(`no object ${id}`);
      const when = at ?? fake.now();
      const created = Math.floor(when.getTime() / 1000);
      const body = { id: newId('evt'), object: 'event', api_version: '2025-03-31.basil', type, created, data: { object: view(object, []) } };
      const rawBody = Buffer.from(JSON.stringify(body));
      return { rawBody, header: stripeSignatureHeader(FAKE_WEBHOOK_SECRET, rawBody, created) };
    },
    close: () => app.close(),
  };
  const unix = (): number => Math.floor(fake.now().getTime() / 1000);

  /** An object as answered: `latest_invoice` is an id unless expanded; the invoice's secret only when expanded. */
  function view(object: Json, expand: string[]): Json {
    if (object.object !== 'subscription') return object.object === 'invoice' ? withoutSecret(object) : object;
    const setupId = object.pending_setup_intent as string | null;
    const setup = setupId && expand.includes('pending_setup_intent') ? objects.get(setupId) : undefined;
    const withSetup = setup ? { ...object, pending_setup_intent: setup } : object;
    const invoiceId = object.latest_invoice as string | null;
    const invoice = invoiceId ? objects.get(invoiceId) : undefined;
    if (!invoice || !expand.some((path) => path === 'latest_invoice' || path.startsWith('latest_invoice.'))) return withSetup;
    const full = expand.includes('latest_invoice.confirmation_secret') ? invoice : withoutSecret(invoice);
    return { ...withSetup, latest_invoice: full };
  }
  const withoutSecret = (invoice: Json): Json => Object.fromEntries(Object.entries(invoice).filter(([key]) => key !== 'confirmation_secret'));

  const find = (kind: string, id: string, object: string, param?: string): Json => {
    const found = objects.get(id);
    if (!found || found.object !== object) throw missing(kind, id, param);
    return found;
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, decodeForm(String(body)));
  });

  const paramsOf = (request: FastifyRequest): Record<string, FormValue> =>
    request.method === 'GET'
      ? decodeForm(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '')
      : ((request.body as Record<string, FormValue> | undefined) ?? {});

  // Every request is recorded (injected failures too), then slowed, failed or refused as the knobs say.
  app.addHook('preHandler', async (request, reply) => {
    fake.calls.push({
      method: request.method,
      path: request.url.split('?')[0] as string,
      params: paramsOf(request),
      idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
      stripeVersion: (request.headers['stripe-version'] as string | undefined) ?? null,
    });
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    const fault = pending.shift();
    if (fault) {
      return reply.code(fault.status).send({ error: { type: fault.type, ...(fault.code ? { code: fault.code } : {}), message: 'Injected failure (fake Stripe).' } });
    }
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return reply.code(401).send({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } });
    }
  });

  /** Registers a route: records the call, replays an idempotency key, answers Stripe's error shape. */
  function route(method: 'GET' | 'POST', url: string, handle: (params: Record<string, FormValue>, path: Record<string, string>) => Json) {
    app.route({
      method,
      url,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const params = paramsOf(request);
        const key = method === 'POST' ? ((request.headers['idempotency-key'] as string | undefined) ?? null) : null;
        const fingerprint = createHash('sha256').update(`${request.url.split('?')[0] as string} ${JSON.stringify(params)}`).digest('hex');
        const seen = key ? idempotent.get(key) : undefined;
        if (seen && seen.fingerprint !== fingerprint) {
          return reply.code(400).send({ error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with.` } });
        }
        if (seen) return reply.code(seen.status).header('idempotent-replayed', 'true').send(seen.body);
        let status = 200;
        let body: Json;
        try {
          body = handle(params, request.params as Record<string, string>);
        } catch (error) {
          if (!(error instanceof StripeFault)) throw error;
          status = error.status;
          body = { error: error.body };
        }
        if (key) idempotent.set(key, { fingerprint, status, body });
        return reply.code(status).send(body);
      },
    });
  }

  const expandOf = (params: Record<string, FormValue>): string[] => list(params.expand).filter((value): value is string => typeof value === 'string');

  // Customers.
  route('POST', '/v1/customers', (params) => {
    const customer: Json = {
      id: newId('cus'),
      object: 'customer',
      created: unix(),
      email: str(params.email) ?? null,
      name: str(params.name) ?? null,
      metadata: record(params.metadata),
      preferred_locales: list(params.preferred_locales),
      invoice_settings: { default_payment_method: null },
    };
    objects.set(customer.id as string, customer);
    return customer;
  });
  route('GET', '/v1/customers/:id', (_params, path) => find('customer', path.id as string, 'customer'));
  route('POST', '/v1/customers/:id', (params, path) => {
    const customer = find('customer', path.id as string, 'customer');
    const wanted = str(record(params.invoice_settings as FormValue).default_payment_method);
    if (wanted !== undefined) {
      const method = objects.get(wanted);
      if (!method || method.customer !== customer.id) throw invalid(`The customer does not have a payment method with the ID ${wanted}.`, 'resource_missing', 'invoice_settings[default_payment_method]');
      customer.invoice_settings = { default_payment_method: wanted };
    }
    return customer;
  });
  route('GET', '/v1/customers/:id/payment_methods', (params, path) => {
    const customer = find('customer', path.id as string, 'customer');
    const type = str(params.type);
    const data = [...objects.values()].filter((o) => o.object === 'payment_method' && o.customer === customer.id && (!type || o.type === type));
    return { object: 'list', url: `/v1/customers/${customer.id as string}/payment_methods`, has_more: false, data: data.reverse() };
  });

  // Payment methods: a test id becomes a new PaymentMethod of this customer, unless its card is refused.
  route('POST', '/v1/payment_methods/:id/attach', (params, path) => {
    const id = path.id as string;
    const customer = find('customer', str(params.customer) ?? '', 'customer', 'customer');
    const card = testCard(id);
    if (!card) throw missing('PaymentMethod', id);
    if (card.attach) throw cardFault(card.attach);
    const year = fake.now().getUTCFullYear() + 3;
    const method: Json = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: unix(),
      customer: customer.id,
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: year, country: 'FR', funding: 'credit' },
      metadata: {},
      testCard: id,
    };
    objects.set(method.id as string, method);
    return method;
  });

  // Prices, found by lookup key.
  route('GET', '/v1/prices', (params) => {
    const keys = new Set(list(params.lookup_keys).filter((k): k is string => typeof k === 'string'));
    const active = str(params.active);
    const data = [...objects.values()].filter((o) => o.object === 'price' && keys.has(o.lookup_key as string) && (active === undefined || String(o.active) === active));
    return { object: 'list', url: '/v1/prices', has_more: false, data: data.slice(0, Number(str(params.limit) ?? 10)) };
  });
  route('POST', '/v1/prices', (params) => {
    const recurring = record(params.recurring as FormValue);
    const lookupKey = str(params.lookup_key) ?? null;
    const holder = [...objects.values()].find((o) => o.object === 'price' && lookupKey !== null && o.lookup_key === lookupKey);
    if (holder && str(params.transfer_lookup_key) !== 'true') throw invalid(`A price (${holder.id as string}) already uses that lookup key.`, 'lookup_key_already_exists', 'lookup_key');
    if (holder) holder.lookup_key = null;
    const productData = record(params.product_data as FormValue);
    const product = str(params.product) ?? newId('prod');
    if (!str(params.product)) objects.set(product, { id: product, object: 'product', name: productData.name ?? '', metadata: {} });
    const price: Json = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: str(params.currency),
      unit_amount: Number(str(params.unit_amount)),
      recurring: { interval: recurring.interval ?? 'month', interval_count: 1 },
      tax_behavior: str(params.tax_behavior) ?? 'unspecified',
      lookup_key: lookupKey,
      product,
      metadata: record(params.metadata),
    };
    objects.set(price.id as string, price);
    return price;
  });

  // Coupons, the code as their id.
  route('GET', '/v1/coupons/:id', (_params, path) => find('coupon', path.id as string, 'coupon'));
  route('POST', '/v1/coupons', (params) => {
    const id = str(params.id) ?? newId('co');
    if (objects.has(id)) throw invalid('Coupon already exists.', 'resource_already_exists', 'id');
    const coupon: Json = {
      id,
      object: 'coupon',
      name: str(params.name) ?? null,
      duration: str(params.duration),
      duration_in_months: params.duration_in_months === undefined ? null : Number(str(params.duration_in_months)),
      percent_off: params.percent_off === undefined ? null : Number(str(params.percent_off)),
      amount_off: params.amount_off === undefined ? null : Number(str(params.amount_off)),
      currency: str(params.currency) ?? null,
      redeem_by: null,
      valid: true,
      metadata: {},
    };
    objects.set(id, coupon);
    return coupon;
  });

  // Subscriptions with their first invoice.
  route('POST', '/v1/subscriptions', (params) => {
    const customer = find('customer', str(params.customer) ?? '', 'customer', 'customer');
    const items = list(params.items);
    const priceId = str(record(items[0]).price) ?? '';
    const price = find('price', priceId, 'price', 'items[0][price]');
    const discounts = list(params.discounts).map((d) => str(record(d).coupon) ?? '');
    const coupons = discounts.map((code) => find('coupon', code, 'coupon', 'discounts[0][coupon]'));
    for (const coupon of coupons) {
      if ((coupon.redeem_by !== null && (coupon.redeem_by as number) < unix()) || coupon.valid === false) {
        throw invalid(`Coupon expired: ${coupon.id as string}`, 'coupon_expired', 'discounts[0][coupon]');
      }
    }
    const behavior = str(params.payment_behavior) ?? 'allow_incomplete';
    const methodId = str(params.default_payment_method);
    const method = methodId ? objects.get(methodId) : undefined;
    if (methodId && (!method || method.customer !== customer.id)) throw missing('PaymentMethod', methodId, 'default_payment_method');
    const full = price.unit_amount as number;
    const due = coupons.reduce((amount, c) => (c.percent_off !== null ? Math.round(amount * (1 - (c.percent_off as number) / 100)) : Math.max(0, amount - (c.amount_off as number))), full);
    const refusal = due > 0 && method ? (testCard(method.testCard as string)?.charge ?? null) : null;
    // error_if_incomplete: a first invoice that cannot be paid creates nothing and answers the card error.
    if (refusal && behavior === 'error_if_incomplete') throw cardFault(refusal);
    const start = fake.now();
    const end = addInterval(start, (price.recurring as Json).interval as string);
    const [startUnix, endUnix] = [Math.floor(start.getTime() / 1000), Math.floor(end.getTime() / 1000)];
    const paid = due === 0 || (method !== undefined && refusal === null);
    const subscriptionId = newId('sub');
    const metadata = record(params.metadata);
    const invoice: Json = {
      id: newId('in'),
      object: 'invoice',
      customer: customer.id,
      status: paid ? 'paid' : 'open',
      currency: 'eur',
      subtotal: full,
      total: due,
      amount_due: due,
      amount_paid: paid ? due : 0,
      total_taxes: [],
      created: startUnix,
      period_start: startUnix,
      period_end: startUnix,
      lines: { object: 'list', data: [{ id: newId('il'), object: 'line_item', amount: full, period: { start: startUnix, end: endUnix } }] },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
      confirmation_secret: paid ? null : { type: 'payment_intent', client_secret: `${newId('pi')}_secret_${randomBytes(8).toString('hex')}` },
    };
    const subscription: Json = {
      id: subscriptionId,
      object: 'subscription',
      customer: customer.id,
      status: paid ? 'active' : 'incomplete',
      currency: 'eur',
      created: startUnix,
      start_date: startUnix,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      metadata,
      default_payment_method: methodId ?? null,
      payment_settings: { save_default_payment_method: str(record(params.payment_settings as FormValue).save_default_payment_method) ?? 'off' },
      discounts: coupons.map(() => newId('di')),
      items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1, current_period_start: startUnix, current_period_end: endUnix }] },
      latest_invoice: invoice.id,
      pending_setup_intent: null as string | null,
    };
    // Nothing due now and no card given (a free first interval): Stripe opens a SetupIntent that saves the card for
    // the renewals, the subscription's `pending_setup_intent`.
    if (due === 0 && !methodId) {
      const setupId = newId('seti');
      objects.set(setupId, { id: setupId, object: 'setup_intent', status: 'requires_payment_method', customer: customer.id, usage: 'off_session', client_secret: `${setupId}_secret_${randomBytes(8).toString('hex')}` });
      subscription.pending_setup_intent = setupId;
    }
    objects.set(invoice.id as string, invoice);
    objects.set(subscriptionId, subscription);
    return view(subscription, expandOf(params));
  });
  // A customer's subscriptions (`status` defaults to every one but the canceled, as Stripe lists them).
  route('GET', '/v1/subscriptions', (params) => {
    const customer = str(params.customer);
    const status = str(params.status);
    const data = [...objects.values()].filter(
      (o) => o.object === 'subscription' && (!customer || o.customer === customer) && (status === 'all' || (status ? o.status === status : o.status !== 'canceled')),
    );
    return { object: 'list', url: '/v1/subscriptions', has_more: false, data: data.reverse() };
  });

  route('POST', '/v1/subscriptions/:id', (params, path) => {
    const subscription = find('subscription', path.id as string, 'subscription');
    const method = str(params.default_payment_method);
    if (method !== undefined) {
      const card = find('payment method', method, 'payment_method', 'default_payment_method');
      if (card.customer !== subscription.customer) throw invalid(`The payment method ${method} does not belong to the subscription's customer.`, undefined, 'default_payment_method');
      subscription.default_payment_method = method;
    }
    const cancel = str(params.cancel_at_period_end);
    if (cancel !== undefined) {
      if (subscription.status === 'canceled') throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
      const end = (subscription.items as { data: Json[] }).data[0]?.current_period_end as number;
      subscription.cancel_at_period_end = cancel === 'true';
      subscription.cancel_at = cancel === 'true' ? end : null;
    }
    return view(subscription, expandOf(params));
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Stripe has no port');
  fake.apiBase = `http://127.0.0.1:${address.port}`;
  return fake;
}
