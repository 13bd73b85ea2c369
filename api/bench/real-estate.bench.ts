/**
 * Real estate (issue 14), part of `npm run bench:api`: what the estimates and the address search cost the server,
 * each next to `GET /api/health` measured in the same run, on the real server (`buildApp`) on loopback, with the
 * staging brand (real estate on). PGlite in memory by default; `DATABASE_URL` measures on PostgreSQL.
 *
 * 1. Estimates for every commune of the data (every INSEE code of the property data, a 60 m² flat each), through
 *    the store's `estimateOf` — the code POST …/estimate and the property's creation run — one commune per turn
 *    of the server's event loop while autocannon loads /api/health: throughput, p50/p99/slowest and the slowest
 *    communes, refusals by reason, the loop's longest delay.
 * 2. The estimate route itself, end to end (estimate, property and ≈ 3 500 daily values written): POST
 *    /real_estates/{id}/estimate for communes spread over the data, sequentially, /api/health under load.
 * 3. The address search on the communes fallback (GET /addresses?q=): autocannon on a prefix with many matches,
 *    a city name and a postcode, each next to /api/health; then every commune's first four letters in turn.
 *
 * Prints figures; asserts nothing (tests do that). `BENCH_DURATION` / `BENCH_CONNECTIONS` as `api.bench.ts`.
 */
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { seedDatabase } from '../src/db/seed';
import { DEMO_SAVER } from '../src/db/seed-accounts';
import { loadPropertyData } from '../src/engines/property/property-data';
import { systemClock } from '../src/lib/clock';
import { estimateOf, fieldsOfInput, parisDate } from '../src/real-estate/store';
import { CONNECTIONS, DURATION, load, openDatabase, print } from './bench-support';

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const fmt = (n: number, width = 8) => n.toFixed(1).padStart(width);

/** A 60 m² flat at a commune's centre (the estimator needs the INSEE code and the coordinates). */
function flatIn(code: string, name: string, latitude: number, longitude: number) {
  return {
    name: 'Appartement',
    address: name,
    location: { latitude, longitude, city: name, postcode: '00000', inseeCode: code },
    kind: 'appartment' as const,
    usage: 'principal_residence' as const,
    state: 0 as const,
    surface: 60,
    floor: 2 as const,
    rooms: 3 as const,
    features: ['elevator' as const],
    conditions: [],
  };
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    DEFAULT_BRAND: 'patrimo-staging',
    ADDRESS_SEARCH: 'communes',
    AUTH_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '100000',
    AUTH_RATE_LIMIT_PER_USER_MAX: '100000',
    IDENTITY_RATE_LIMIT_MAX: '100000',
  });
  const autocannon = path.join(config.root, 'api', 'node_modules', '.bin', 'autocannon');
  const database = await openDatabase(config.root);
  await seedDatabase(database.handle.db, systemClock);
  const loadStart = performance.now();
  const data = loadPropertyData(config.root).data;
  const loadMs = performance.now() - loadStart;
  const app = await buildApp({ db: database.handle, config, logger: false, startJobRunner: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  try {
    const call = async <T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}/api${url}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    };
    const { access_token: token } = await call<{ access_token: string }>('POST', '/oauth/token', null, { grant_type: 'password', username: DEMO_SAVER.email, password: DEMO_SAVER.password });
    const today = parisDate(new Date());
    print(`Immobilier — ${database.label}, marque patrimo-staging, ${CONNECTIONS} connexions, ${DURATION} s par mesure`);
    print(`Données immobilières chargées en ${loadMs.toFixed(0)} ms : ${data.codes.length} communes, DVF ${data.dvfPeriod}\n`);

    // 1. Every commune, one estimate per turn of the loop, /api/health under autocannon meanwhile.
    await call('GET', '/health', null);
    loop.reset();
    const healthRun = load(autocannon, `${base}/api/health`, token);
    const durations: number[] = [];
    const slowest: { ms: number; label: string }[] = [];
    const outcomes = new Map<string, number>();
    const started = performance.now();
    for (let index = 0; index < data.codes.length; index += 1) {
      const code = data.codes[index] as string;
      const name = data.names[index] as string;
      const fields = fieldsOfInput(flatIn(code, name, data.latitudes[index] ?? 0, data.longitudes[index] ?? 0));
      const start = performance.now();
      const outcome = estimateOf(config.root, fields, today);
      const ms = performance.now() - start;
      durations.push(ms);
      const key = outcome.estimate ? `estimée (${outcome.estimate.source.level}, fiabilité ${outcome.estimate.reliability.level})` : `refusée (${outcome.refusal ?? 'non localisée'})`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      slowest.push({ ms, label: `${name} (${code})` });
      slowest.sort((a, b) => b.ms - a.ms);
      slowest.length = Math.min(slowest.length, 3);
      await nextTurn();
    }
    const totalMs = performance.now() - started;
    const estimatesHold = loop.max / 1e6;
    const health = await healthRun;
    print(`Estimation de chaque commune (appartement de 60 m², estimateOf du magasin, une commune par tour de boucle) :`);
    print(`  ${data.codes.length} communes en ${(totalMs / 1000).toFixed(1)} s : ${fmt(data.codes.length / (totalMs / 1000), 0)} estimations/s (boucle rendue entre deux)`);
    print(`  durée d’une estimation : p50 ${quantile(durations, 0.5).toFixed(2)} ms, p99 ${quantile(durations, 0.99).toFixed(2)} ms, max ${quantile(durations, 1).toFixed(2)} ms`);
    print(`  les plus lentes : ${slowest.map((s) => `${s.label} ${s.ms.toFixed(1)} ms`).join(' ; ')}`);
    for (const [key, n] of [...outcomes.entries()].sort((a, b) => b[1] - a[1])) print(`  ${key} : ${n}`);
    print(`  /api/health pendant ce temps : p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms, ${health.rps.toFixed(0)} req/s${health.errors > 0 ? ` (${health.errors} erreurs)` : ''} ; boucle max ${estimatesHold.toFixed(1)} ms\n`);

    // 2. The route end to end, sequentially, on communes spread over the data.
    const created = await call<{ id: string }>('POST', '/users/me/real_estates', token, { real_estate: { ...flatIn('33063', 'Bordeaux', 44.8378, -0.5792), location: { latitude: 44.8378, longitude: -0.5792, city: 'Bordeaux', postcode: '33000', insee_code: '33063' } } });
    const step = Math.max(1, Math.floor(data.codes.length / 200));
    const sample = data.codes.map((code, index) => ({ code, index })).filter(({ index }) => index % step === 0);
    await call('GET', '/health', null);
    loop.reset();
    const routeHealthRun = load(autocannon, `${base}/api/health`, token);
    const routeDurations: number[] = [];
    const until = performance.now() + DURATION * 1000;
    let next = 0;
    while (performance.now() < until || routeDurations.length < 20) {
      const { code, index } = sample[next++ % sample.length] as (typeof sample)[number];
      const location = { latitude: data.latitudes[index] ?? 0, longitude: data.longitudes[index] ?? 0, city: data.names[index] ?? '', postcode: '00000', insee_code: code };
      const start = performance.now();
      const response = await fetch(`${base}/api/real_estates/${created.id}/estimate`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ location }) });
      await response.text();
      // 422 estimate_unavailable (no comparable sale) is a valid answer of the route.
      if (response.status !== 200 && response.status !== 422) throw new Error(`POST …/estimate: ${response.status}`);
      routeDurations.push(performance.now() - start);
    }
    const routeHealth = await routeHealthRun;
    const routeHold = loop.max / 1e6;
    const mean = routeDurations.reduce((sum, d) => sum + d, 0) / routeDurations.length;
    print(`${'route'.padEnd(46)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}   ${'santé p50'.padStart(9)} ${'santé p99'.padStart(9)} ${'boucle max ms'.padStart(13)}`);
    print(`${`POST …/estimate (${routeDurations.length} requêtes à la suite)`.padEnd(46)} ${fmt(quantile(routeDurations, 0.5))} ${fmt(quantile(routeDurations, 0.99))} ${fmt(1000 / mean)}   ${fmt(routeHealth.p50, 9)} ${fmt(routeHealth.p99, 9)} ${fmt(routeHold, 13)}`);

    // 3. The address search on the communes fallback, each query next to /api/health.
    for (const [label, q] of [
      ['adresses « saint » (préfixe très fréquent)', 'saint'],
      ['adresses « bordeaux »', 'bordeaux'],
      ['adresses « 69003 » (code postal)', '69003'],
    ] as const) {
      await call('GET', '/health', null);
      const queryHealth = await load(autocannon, `${base}/api/health`, token);
      await call('GET', '/health', null);
      loop.reset();
      const measured = await load(autocannon, `${base}/api/addresses?q=${encodeURIComponent(q)}`, token);
      const hold = loop.max / 1e6;
      const errors = measured.errors + queryHealth.errors > 0 ? `   (${measured.errors + queryHealth.errors} erreurs)` : '';
      print(`${label.padEnd(46)} ${fmt(measured.p50)} ${fmt(measured.p99)} ${fmt(measured.rps)}   ${fmt(queryHealth.p50, 9)} ${fmt(queryHealth.p99, 9)} ${fmt(hold, 13)}${errors}`);
    }
    // Every commune's first four letters, one request at a time (what typing asks for).
    const prefixes = [...new Set(data.names.filter((name) => name.length >= 4).map((name) => name.slice(0, 4)))];
    const searchDurations: number[] = [];
    loop.reset();
    for (const prefix of prefixes) {
      const start = performance.now();
      await call('GET', `/addresses?q=${encodeURIComponent(prefix)}`, token);
      searchDurations.push(performance.now() - start);
    }
    print(
      `${`adresses, ${prefixes.length} préfixes de 4 lettres à la suite`.padEnd(46)} ${fmt(quantile(searchDurations, 0.5))} ${fmt(quantile(searchDurations, 0.99))} ${fmt(1000 / (searchDurations.reduce((s, d) => s + d, 0) / searchDurations.length))}   ${''.padStart(9)} ${''.padStart(9)} ${fmt(loop.max / 1e6, 13)}`,
    );
    print('\n(santé : /api/health sous autocannon pendant la même mesure ; boucle max : plus long retard de la boucle d’événements du serveur pendant la mesure)');
  } finally {
    loop.disable();
    await app.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
