/**
 * Billing (issue 15), part of `npm run bench:api`: on the real server (`buildApp`) on loopback with the sandbox
 * card provider, each next to `GET /api/health` measured in the same run:
 *
 * 1. `GET /api/plans` and `POST /api/coupons/verify` under autocannon (p50/p99, requests/s);
 * 2. the whole subscription, sequentially, for new savers: `POST /users/me/subscriptions` → the browser's confirm
 *    at `/sandbox-payments/v1/confirm` with the success card → the signed webhooks applied (premium and the
 *    numbered invoice readable) — p50/p99 of each step and of the whole, /api/health under load meanwhile.
 *
 * Prints figures; asserts nothing (tests do that). `BENCH_DURATION` / `BENCH_CONNECTIONS` as `api.bench.ts`.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { SandboxCardProvider } from '../src/billing/sandbox/sandbox-provider';
import { loadConfig } from '../src/config/env';
import { seedDatabase } from '../src/db/seed';
import { DEMO_SAVER, SAVER_PASSWORD } from '../src/db/seed-accounts';
import { users } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/passwords';
import { CONNECTIONS, DURATION, load, openDatabase, print, type Measure } from './bench-support';

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const line = (label: string, m: Measure) =>
  `  ${label.padEnd(34)} p50 ${m.p50.toFixed(1).padStart(6)} ms, p99 ${m.p99.toFixed(1).padStart(6)} ms, ${m.rps.toFixed(0).padStart(6)} req/s${m.errors > 0 ? ` (${m.errors} erreurs)` : ''}`;

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '100000',
    AUTH_RATE_LIMIT_PER_USER_MAX: '100000',
  });
  const autocannon = path.join(config.root, 'api', 'node_modules', '.bin', 'autocannon');
  const database = await openDatabase(config.root);
  await seedDatabase(database.handle.db, systemClock);
  const app = await buildApp({ db: database.handle, config, logger: false, startJobRunner: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const sandbox = app.deps.billing as SandboxCardProvider;
  const passwordHash = await hashPassword(SAVER_PASSWORD);
  try {
    const call = async <T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    };
    const signIn = async (email: string) =>
      (await call<{ access_token: string }>('POST', '/api/oauth/token', null, { grant_type: 'password', username: email, password: SAVER_PASSWORD })).access_token;
    const token = await signIn(DEMO_SAVER.email);
    print(`Facturation — ${database.label}, prestataire bac à sable, ${CONNECTIONS} connexions, ${DURATION} s par mesure`);

    // 1. Plans and promo codes, each next to /api/health.
    for (const [label, url, options] of [
      ['GET /api/plans', `${base}/api/plans`, {}],
      ['POST /api/coupons/verify', `${base}/api/coupons/verify`, { method: 'POST' as const, body: { coupon: 'BIENVENUE20', plan_id: 'premium-monthly' } }],
    ] as const) {
      const measured = await load(autocannon, url, token, options);
      const health = await load(autocannon, `${base}/api/health`, token);
      print(line(label, measured));
      print(line('GET /api/health (même série)', health));
    }

    // 2. The whole flow for new savers, sequentially, /api/health under load meanwhile.
    const healthRun = load(autocannon, `${base}/api/health`, token);
    const steps = { subscribe: [] as number[], confirm: [] as number[], webhooks: [] as number[], total: [] as number[] };
    const until = performance.now() + DURATION * 1000;
    while (performance.now() < until || steps.total.length < 20) {
      const email = `bench.${randomBytes(5).toString('hex')}@exemple.fr`;
      const now = new Date();
      await database.handle.db.insert(users).values({ email, passwordHash, firstName: 'Banc', lastName: 'Essai', confirmedAt: now, createdAt: now, updatedAt: now });
      const saver = await signIn(email);
      const start = performance.now();
      const subscription = await call<{ client_secret: string }>('POST', '/api/users/me/subscriptions', saver, { subscription: { plan_id: 'premium-monthly', coupon: 'BIENVENUE20' } });
      const subscribed = performance.now();
      await call('POST', '/sandbox-payments/v1/confirm', null, { client_secret: subscription.client_secret, payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } } });
      const confirmed = performance.now();
      await sandbox.webhooks.settled();
      const state = await call<{ premium: boolean }>('GET', '/api/users/me/billing', saver);
      if (!state.premium) throw new Error('the flow did not make the saver premium');
      const done = performance.now();
      steps.subscribe.push(subscribed - start);
      steps.confirm.push(confirmed - subscribed);
      steps.webhooks.push(done - confirmed);
      steps.total.push(done - start);
    }
    const health = await healthRun;
    print(`\nAbonnement complet (${steps.total.length} épargnants, séquentiel) :`);
    for (const [label, values] of [
      ['POST /users/me/subscriptions', steps.subscribe],
      ['confirmation au bac à sable', steps.confirm],
      ['webhooks appliqués + état lu', steps.webhooks],
      ['total', steps.total],
    ] as const) {
      print(`  ${label.padEnd(34)} p50 ${quantile(values, 0.5).toFixed(1).padStart(6)} ms, p99 ${quantile(values, 0.99).toFixed(1).padStart(6)} ms`);
    }
    print(line('GET /api/health pendant ce temps', health));
  } finally {
    await app.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
