/**
 * `npm run bench:api`: what the wealth reads cost the server, measured on this machine.
 *
 * 1. A saver with 30 contracts and 9 years of daily values: sandbox institutions are connected and added
 *    through the API, as a saver does, until 30 contracts are found, and synchronised by the durable job
 *    (timed: the full sandbox sync of that saver). The sandbox opens contracts at their own dates; each
 *    contract's history is then completed back to 2017-01-01 by direct inserts (its first value carried back),
 *    so that every contract holds about 9 years of daily values (≈ 100 000 rows).
 * 2. The real server (`buildApp`, as `main.ts` builds it) on loopback: PGlite in memory by default; with
 *    `DATABASE_URL`, a temporary database on that PostgreSQL server, dropped at the end.
 * 3. autocannon, in its own process so that it does not share the server's event loop, measures p50/p99 latency
 *    and requests per second for the wealth series over all contracts, composition (kind, asset_class) and
 *    aggregate, each next to `GET /api/health` (the trivial route, one `select 1`) measured in the same run.
 * 4. The contract analysis (issue 12), each of the five steps: cold — the cache table emptied before every
 *    request, every analysable contract of the saver in turn, sequential requests while autocannon loads
 *    `/api/health` in the same run — and cached — autocannon on the contract with the most lines, next to
 *    `/api/health`. The server's event loop is watched throughout (`monitorEventLoopDelay`, 1 ms resolution):
 *    its longest delay is the longest time anything held the loop (on PGlite, the database's own work runs on
 *    that loop too; on PostgreSQL only the server's). Under 10 connections that delay adds up the answers the
 *    loop processes back to back; the cached read is therefore also sent one request at a time, whose longest
 *    delay is one request's own hold (the « no request holds the loop more than 50 ms » goal).
 *
 * 5. The arbitration (issue 13): POST …/optimize for baskets of 10 and 50 funds, cold (cache emptied before each
 *    request, /api/health under load in the same run) and cached (autocannon), with the event loop's longest hold.
 * 1b. Reads during a synchronisation: the saver's values dropped and every account synchronised again while
 *    another reader lists the contracts one request at a time; the same reads idle. `BENCH_TRACE=1` also prints
 *    each read over 500 ms and each database query over 300 ms (PGlite), with when it started.
 * Prints figures; asserts nothing (tests do that). `BENCH_DURATION` (seconds per measure, default 5) and
 * `BENCH_CONNECTIONS` (default 10) tune the load.
 */
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { and, count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { INSTITUTIONS } from '../src/banks/catalogue';
import { loadConfig } from '../src/config/env';
import { bankAccounts, portfolioAnalyses, portfolioInvestments, portfolioOptimisations, portfolios, portfolioValues, users } from '../src/db/schema';
import { enqueueSync } from '../src/jobs/queue';
import { arbitrationHolds } from '../src/arbitration/service';
import { fundUniverse } from '../src/investments/universe';
import { isAnalysable } from '../src/analysis/supported';
import { analysisHolds } from '../src/analysis/service';
import { seedDatabase } from '../src/db/seed';
import { DEMO_SAVER } from '../src/db/seed-accounts';
import { JobRunner } from '../src/jobs/runner';
import { systemClock } from '../src/lib/clock';
import { syncAccountHandler } from '../src/sync/sync-account';

import { CONNECTIONS, DURATION, load, openDatabase, print } from './bench-support';

const CONTRACTS = 30;
const HISTORY_START = '2017-01-01';

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '100000', AUTH_RATE_LIMIT_PER_USER_MAX: '100000', IDENTITY_RATE_LIMIT_MAX: '100000' });
  const autocannon = path.join(config.root, 'api', 'node_modules', '.bin', 'autocannon');
  const database = await openDatabase(config.root);
  const { db } = database.handle;
  await seedDatabase(db, systemClock);
  const app = await buildApp({ db: database.handle, config, logger: false, startJobRunner: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
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
    const [saver] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SAVER.email));
    const userId = saver?.id ?? '';

    print(`API — ${database.label}, ${CONNECTIONS} connexions, ${DURATION} s par mesure\n`);

    // 1. Connect and add sandbox institutions until the saver holds 30 contracts.
    let found = 0;
    const banks: string[] = [];
    for (const institution of INSTITUTIONS) {
      if (found >= CONTRACTS) break;
      const credentials: Record<string, string> = {};
      for (const field of institution.fields) {
        credentials[field.name] = field.type === 'list' ? (field.values[0]?.value ?? '') : field.type === 'date' ? '1978-05-14' : field.type === 'password' ? 'secret' : 'bench-saver';
      }
      type Connection = { id: string; accounts: { external_id: string; name: string; amount: number; kind: string; kind_detail: string | null; currency: string }[] };
      const connection = await call<Connection>('POST', '/2.0/users/me/connections', token, { id_bank: institution.id, ...credentials });
      const contracts = connection.accounts.slice(0, CONTRACTS - found);
      if (contracts.length === 0) continue;
      await call('POST', '/users/me/accounts', token, {
        accounts: [{ bank_id: institution.id, connection_id: connection.id, contracts: contracts.map((a) => ({ external_id: a.external_id, name: a.name, amount: a.amount, kind: a.kind, kind_detail: a.kind_detail, currency: a.currency })) }],
      });
      found += contracts.length;
      banks.push(institution.name);
    }

    // The full sandbox synchronisation of the saver, by the durable job as the server runs it.
    const runner = new JobRunner({ db, clock: systemClock, workerId: 'bench', handlers: { sync_account: syncAccountHandler({ db, aggregation: app.deps.aggregation }) } });
    const syncStart = performance.now();
    let jobs = 0;
    while (await runner.runOnce()) jobs += 1;
    const syncMs = performance.now() - syncStart;
    const [synced] = await db.select({ n: count() }).from(portfolioValues).innerJoin(portfolios, eq(portfolios.id, portfolioValues.portfolioId)).where(eq(portfolios.userId, userId));

    // 1b. Reads while a synchronisation writes: the saver's values are dropped and every account synchronised
    // again (the job rewrites ~30 contracts of daily values in batches of SYNC_BATCH_SIZE rows), while another
    // reader lists the contracts, one request after the other; the same reads idle for comparison.
    let traceZero = performance.now();
    const readWhile = async (busy: () => boolean): Promise<number[]> => {
      const durations: number[] = [];
      while (busy() || durations.length < 20) {
        const started = performance.now();
        await call('GET', '/users/me/portfolios', token);
        durations.push(performance.now() - started);
        if (process.env.BENCH_TRACE && performance.now() - started > 500) print(`  lecture lente : ${(performance.now() - started).toFixed(0)} ms, partie à ${(started - traceZero).toFixed(0)} ms`);
        if (!busy() && durations.length >= 200) break;
      }
      return durations;
    };
    const idleReads = await readWhile(() => false);
    if (process.env.BENCH_TRACE) {
      const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
      const original = client.query.bind(client);
      client.query = async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await original(...args);
        } finally {
          const took = performance.now() - started;
          if (took > 300) print(`  requête lente ${took.toFixed(0)} ms à ${(started - traceZero).toFixed(0)} : ${String(typeof args[0] === 'object' && args[0] !== null && 'text' in args[0] ? (args[0] as { text: unknown }).text : args[0]).slice(0, 160).replace(/\s+/g, ' ')}`);
        }
      };
    }
    await db.delete(portfolioValues).where(sql`${portfolioValues.portfolioId} in (select id from portfolios where user_id = ${userId})`);
    if (process.env.BENCH_TRACE) {
      const started = performance.now();
      await call('GET', '/users/me/portfolios', token);
      print(`  lecture après l’effacement, sans synchronisation : ${(performance.now() - started).toFixed(0)} ms`);
    }
    const accounts = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
    for (const account of accounts) await enqueueSync(db, new Date(), userId, account.id);
    let syncing = true;
    traceZero = performance.now();
    const syncLoop = monitorEventLoopDelay({ resolution: 1 });
    syncLoop.enable();
    const resync = (async () => {
      while (await runner.runOnce()) {
        /* next job */
      }
      syncing = false;
    })();
    const busyReads = await readWhile(() => syncing);
    await resync;
    syncLoop.disable();
    const percentile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
    const stat = (values: number[]) =>
      `p50 ${percentile(values, 0.5).toFixed(0)} ms, p99 ${percentile(values, 0.99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} lectures)`;
    print(`Lectures (GET /users/me/portfolios, une à la fois) pendant une synchronisation complète : ${stat(busyReads)} ; au repos : ${stat(idleReads)} ; plus long blocage de la boucle pendant la synchronisation : ${(syncLoop.max / 1e6).toFixed(0)} ms`);

    // 2. Every contract back to 2017-01-01: its first value carried back, day by day, in one INSERT … SELECT.
    await db.execute(sql`
      insert into portfolio_values (portfolio_id, date, value)
      select f.portfolio_id, d::date, v.value
      from (
        select pv.portfolio_id, min(pv.date) as first
        from portfolio_values pv join portfolios p on p.id = pv.portfolio_id
        where p.user_id = ${userId}
        group by pv.portfolio_id
      ) f
      join portfolio_values v on v.portfolio_id = f.portfolio_id and v.date = f.first
      cross join lateral generate_series(${HISTORY_START}::date, f.first - 1, interval '1 day') d
      on conflict do nothing`);
    const [rows] = await db.select({ n: count() }).from(portfolioValues).innerJoin(portfolios, eq(portfolios.id, portfolioValues.portfolioId)).where(eq(portfolios.userId, userId));
    const [contracts] = await db.select({ n: count() }).from(portfolios).where(and(eq(portfolios.userId, userId), eq(portfolios.status, 'active')));

    print(`Épargnant : ${contracts?.n} contrats chez ${banks.length} établissements, ${rows?.n} valeurs quotidiennes depuis ${HISTORY_START}`);
    print(`Synchronisation complète (sandbox, ${jobs} tâches, ${synced?.n} valeurs écrites) : ${(syncMs / 1000).toFixed(2)} s\n`);

    // 3. Load, each route next to the trivial one.
    const aggregateBody = {
      aggregates: [
        { name: 'total', reducer: 'sum', field: 'amount' },
        { name: 'kinds', reducer: 'sum', field: 'amount', segments: 'kind', mapper: 'clustering' },
      ],
    };
    const routes: { label: string; url: string; method?: 'POST'; body?: unknown }[] = [
      { label: 'série du patrimoine (tous les contrats)', url: '/users/me/portfolios/series/cash_values' },
      { label: 'composition par type de contrat', url: '/users/me/portfolios/composition?type=kind' },
      { label: "composition par classe d'actifs", url: '/users/me/portfolios/composition?type=asset_class' },
      { label: 'agrégats (somme, segments par type)', url: '/users/me/portfolios/aggregate', method: 'POST', body: aggregateBody },
    ];
    // A first call of each, untimed by autocannon: the single-request cost, cold caches included.
    for (const route of routes) {
      const start = performance.now();
      const body = await call<{ series?: unknown[] }>(route.method ?? 'GET', route.url, token, route.body);
      const size = Array.isArray(body.series) ? ` (${body.series.length} points)` : '';
      print(`premier appel, ${route.label}${size} : ${(performance.now() - start).toFixed(1)} ms`);
    }
    print('');

    const fmt = (n: number, width = 8) => n.toFixed(1).padStart(width);
    print(`${'route'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}   ${'× p50 santé'.padStart(11)} ${'santé req/s ÷'.padStart(13)}`);
    for (const route of routes) {
      // Requests still queued from the previous measure (PGlite runs one query at a time) are drained first.
      await call('GET', '/health', null);
      const health = await load(autocannon, `${base}/api/health`, token);
      await call('GET', '/health', null);
      const measured = await load(autocannon, `${base}/api${route.url}`, token, route.method === 'POST' ? { method: 'POST', body: route.body } : {});
      const errors = measured.errors + health.errors > 0 ? `   (${measured.errors + health.errors} erreurs)` : '';
      print(`${'GET /api/health'.padEnd(44)} ${fmt(health.p50)} ${fmt(health.p99)} ${fmt(health.rps)}`);
      print(`${route.label.padEnd(44)} ${fmt(measured.p50)} ${fmt(measured.p99)} ${fmt(measured.rps)}   ${fmt(measured.p50 / Math.max(health.p50, 0.5), 11)} ${fmt(health.rps / measured.rps, 13)}${errors}`);
    }
    print('\n(× p50 santé : latence médiane rapportée à celle de /api/health, minimum 0,5 ms ; santé req/s ÷ : débit de /api/health divisé par celui de la route)');

    // 3b. Conditional requests and thinned series (issue 17): the series revalidated by its tag (304, what the
    // browser's cache sends while nothing moved), thinned to what the dashboard's chart draws, and asked as a browser
    // asks it (compressed; the rows above, like autocannon by default, take the whole JSON uncompressed).
    const seriesUrl = `${base}/api/users/me/portfolios/series/cash_values`;
    const tagged = await fetch(seriesUrl, { headers: { authorization: `Bearer ${token}` } });
    const tag = tagged.headers.get('etag') ?? '';
    await tagged.arrayBuffer();
    const variants: { label: string; url: string; headers?: Record<string, string>; revalidation?: boolean }[] = [
      { label: 'série, If-None-Match (304)', url: seriesUrl, headers: { 'if-none-match': tag }, revalidation: true },
      { label: 'série réduite à 400 points', url: `${seriesUrl}?points=400` },
      // As a browser asks it: the whole series compressed once, then sent as kept (about 6 times fewer bytes).
      { label: 'série, Accept-Encoding: br, gzip', url: seriesUrl, headers: { 'accept-encoding': 'br, gzip' } },
      { label: 'composition par type, If-None-Match (304)', url: `${base}/api/users/me/portfolios/composition?type=kind`, revalidation: true },
    ];
    const composition = variants.find((variant) => variant.url.endsWith('type=kind'));
    const compositionTag = (await fetch(composition?.url ?? '', { headers: { authorization: `Bearer ${token}` } })).headers.get('etag') ?? '';
    if (composition) composition.headers = { 'if-none-match': compositionTag };
    for (const variant of variants) {
      await call('GET', '/health', null);
      const health = await load(autocannon, `${base}/api/health`, token);
      const measured = await load(autocannon, variant.url, token, { ...(variant.headers ? { headers: variant.headers } : {}), ...(variant.revalidation ? { revalidation: true } : {}) });
      const errors = measured.errors + health.errors > 0 ? `   (${measured.errors + health.errors} erreurs)` : '';
      print(`${'GET /api/health'.padEnd(44)} ${fmt(health.p50)} ${fmt(health.p99)} ${fmt(health.rps)}`);
      print(`${variant.label.padEnd(44)} ${fmt(measured.p50)} ${fmt(measured.p99)} ${fmt(measured.rps)}   ${fmt(measured.p50 / Math.max(health.p50, 0.5), 11)} ${fmt(health.rps / measured.rps, 13)}${errors}`);
    }

    // 3c. Under load: /api/health (one connection at a time, as a person's page would call it) while 50 connections
    // read the whole series without a tag (goal: health p99 ≤ 20 ms on PostgreSQL).
    await call('GET', '/health', null);
    const [heavy, healthUnderLoad] = await Promise.all([
      load(autocannon, seriesUrl, token, { connections: 50 }),
      load(autocannon, `${base}/api/health`, token, { connections: 1 }),
    ]);
    print(`\nSous charge : 50 connexions sur la série (p50 ${fmt(heavy.p50, 0)} ms, p99 ${fmt(heavy.p99, 0)} ms, ${fmt(heavy.rps, 0)} req/s${heavy.errors > 0 ? `, ${heavy.errors} erreurs` : ''}) ; /api/health pendant ce temps, 1 connexion : p50 ${fmt(healthUnderLoad.p50, 0)} ms, p99 ${fmt(healthUnderLoad.p99, 0)} ms, ${fmt(healthUnderLoad.rps, 0)} req/s`);
    // BENCH_READS_ONLY=1: the wealth reads alone (sections 1 to 3), e.g. to profile them.
    if (process.env.BENCH_READS_ONLY) return;

    // 4. The contract analysis: every step cold and cached.
    const saverContracts = await db.select({ id: portfolios.id, kind: portfolios.kind, kindDetail: portfolios.kindDetail }).from(portfolios).where(eq(portfolios.userId, userId));
    const analysable = saverContracts.filter((contract) => isAnalysable(contract.kind, contract.kindDetail));
    const lineCounts = await db.select({ id: portfolioInvestments.portfolioId, n: count() }).from(portfolioInvestments).groupBy(portfolioInvestments.portfolioId);
    const linesOf = new Map(lineCounts.map((row) => [row.id, Number(row.n)]));
    const richest = [...analysable].sort((a, b) => (linesOf.get(b.id) ?? 0) - (linesOf.get(a.id) ?? 0))[0];
    if (!richest) throw new Error('no analysable contract');
    const analysisUrl = (id: string, type: string) => `/users/me/portfolios/${id}/analyses/${type}`;
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const clearCache = () => db.delete(portfolioAnalyses).where(sql`${portfolioAnalyses.portfolioId} in (select id from portfolios where user_id = ${userId})`);
    print(`\nAnalyse des contrats : ${analysable.length} contrats analysables sur ${saverContracts.length} ; contrat le plus fourni : ${richest.kind}, ${linesOf.get(richest.id) ?? 0} lignes`);
    print(`${'étape'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}   ${'santé p50'.padStart(9)} ${'santé p99'.padStart(9)} ${'boucle max ms'.padStart(13)} ${'calcul/seule'.padStart(13)}`);
    const quantile = (values: number[], q: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    };
    let longestHold = 0;
    let longestCompute = 0;
    let longestSolo = 0;
    for (const type of ['allocation', 'performances', 'risk', 'fees', 'advices'] as const) {
      // Cold: every request recomputes (cache emptied first), /api/health loaded in the same run.
      await call('GET', '/health', null);
      loop.reset();
      analysisHolds.reset();
      const healthRun = load(autocannon, `${base}/api/health`, token);
      const durations: number[] = [];
      const until = performance.now() + DURATION * 1000;
      let index = 0;
      while (performance.now() < until || durations.length < analysable.length) {
        const contract = analysable[index++ % analysable.length] as (typeof analysable)[number];
        await clearCache();
        const start = performance.now();
        await call('GET', analysisUrl(contract.id, type), token);
        durations.push(performance.now() - start);
      }
      const health = await healthRun;
      const coldHold = loop.max / 1e6;
      const computeHold = analysisHolds.longest;
      longestCompute = Math.max(longestCompute, computeHold);
      const mean = durations.reduce((sum, d) => sum + d, 0) / durations.length;
      print(`${`${type} — à froid (${durations.length} requêtes)`.padEnd(44)} ${fmt(quantile(durations, 0.5))} ${fmt(quantile(durations, 0.99))} ${fmt(1000 / mean)}   ${fmt(health.p50, 9)} ${fmt(health.p99, 9)} ${fmt(coldHold, 13)} ${fmt(computeHold, 13)}`);
      // Cached: the richest contract, computed once, then autocannon next to /api/health.
      await call('GET', analysisUrl(richest.id, type), token);
      await call('GET', '/health', null);
      const cachedHealth = await load(autocannon, `${base}/api/health`, token);
      await call('GET', '/health', null);
      loop.reset();
      const cached = await load(autocannon, `${base}/api${analysisUrl(richest.id, type)}`, token);
      const cachedHold = loop.max / 1e6;
      // The same cached read one request at a time: the loop's longest delay is then one request's own hold,
      // without the queue of 10 concurrent answers processed back to back.
      await call('GET', '/health', null);
      loop.reset();
      const soloUntil = performance.now() + 2_000;
      while (performance.now() < soloUntil) await call('GET', analysisUrl(richest.id, type), token);
      const soloHold = loop.max / 1e6;
      longestSolo = Math.max(longestSolo, soloHold, computeHold);
      longestHold = Math.max(longestHold, coldHold, cachedHold);
      const errors = cached.errors + cachedHealth.errors + health.errors > 0 ? `   (${cached.errors + cachedHealth.errors + health.errors} erreurs)` : '';
      print(`${`${type} — en cache`.padEnd(44)} ${fmt(cached.p50)} ${fmt(cached.p99)} ${fmt(cached.rps)}   ${fmt(cachedHealth.p50, 9)} ${fmt(cachedHealth.p99, 9)} ${fmt(cachedHold, 13)} ${fmt(soloHold, 13)}${errors}`);
    }

    // 5. The arbitration (issue 13): POST …/optimize for baskets of 10 and 50 funds, cold and cached.
    await db.update(users).set({ recommendedRisk: 3 }).where(eq(users.id, userId));
    const life = saverContracts.find((contract) => contract.kind === 'lifeinsurance');
    if (!life) throw new Error('no life insurance contract');
    const universe = fundUniverse(config.root);
    const eligible = universe.funds.filter((fund) => fund.proxy && (fund.proxy.series.dates[0] as string) <= '2017-01-01');
    const lowRisk = eligible.filter((fund) => (fund.proxy?.srri ?? 9) < 4);
    const basketOf = (size: number) => {
      const funds = [lowRisk[0], ...eligible.filter((fund) => fund !== lowRisk[0]).filter((_, index) => index % 3 === 0)].slice(0, size - 1);
      return [{ isin: null, euro_fund: true, basket_from: 'current' }, ...funds.map((fund) => ({ isin: fund?.isin, basket_from: 'market' }))];
    };
    const optimiseUrl = `/users/me/portfolios/${life.id}/optimize`;
    print(`\nArbitrage (POST …/optimize, profil 3, stratégie équilibrée), ${eligible.length} fonds de l’univers avec 5 ans d’historique`);
    print(`${'panier'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}   ${'santé p50'.padStart(9)} ${'santé p99'.padStart(9)} ${'boucle max ms'.padStart(13)} ${'calcul max ms'.padStart(13)}`);
    let arbitrationLoop = 0;
    let arbitrationCompute = 0;
    for (const size of [10, 50]) {
      const body = { data: { start: 'blank', strategy: 'balanced', basket: basketOf(size) } };
      await call('GET', '/health', null);
      loop.reset();
      arbitrationHolds.reset();
      const healthRun = load(autocannon, `${base}/api/health`, token);
      const durations: number[] = [];
      const until = performance.now() + DURATION * 1000;
      while (performance.now() < until || durations.length < 5) {
        await db.delete(portfolioOptimisations).where(eq(portfolioOptimisations.portfolioId, life.id));
        const start = performance.now();
        await call('POST', optimiseUrl, token, body);
        durations.push(performance.now() - start);
      }
      const health = await healthRun;
      const coldHold = loop.max / 1e6;
      arbitrationCompute = Math.max(arbitrationCompute, arbitrationHolds.longest);
      const mean = durations.reduce((sum, d) => sum + d, 0) / durations.length;
      print(`${`${size} fonds — à froid (${durations.length} requêtes)`.padEnd(44)} ${fmt(quantile(durations, 0.5))} ${fmt(quantile(durations, 0.99))} ${fmt(1000 / mean)}   ${fmt(health.p50, 9)} ${fmt(health.p99, 9)} ${fmt(coldHold, 13)} ${fmt(arbitrationHolds.longest, 13)}`);
      await call('POST', optimiseUrl, token, body);
      await call('GET', '/health', null);
      const cachedHealth = await load(autocannon, `${base}/api/health`, token);
      await call('GET', '/health', null);
      loop.reset();
      const cached = await load(autocannon, `${base}/api${optimiseUrl}`, token, { method: 'POST', body });
      const cachedHold = loop.max / 1e6;
      arbitrationLoop = Math.max(arbitrationLoop, coldHold, cachedHold);
      const errors = cached.errors + cachedHealth.errors + health.errors > 0 ? `   (${cached.errors + cachedHealth.errors + health.errors} erreurs)` : '';
      print(`${`${size} fonds — en cache`.padEnd(44)} ${fmt(cached.p50)} ${fmt(cached.p99)} ${fmt(cached.rps)}   ${fmt(cachedHealth.p50, 9)} ${fmt(cachedHealth.p99, 9)} ${fmt(cachedHold, 13)}${errors}`);
    }
    print(`Plus long blocage de la boucle pendant l’arbitrage : ${arbitrationLoop.toFixed(1)} ms (tout compris) ; plus long calcul d’un seul tenant : ${arbitrationCompute.toFixed(1)} ms`);
    loop.disable();
    print(`\nPlus long retard de la boucle d’événements pendant les analyses : ${longestHold.toFixed(1)} ms (sous charge, tout compris) ; plus long blocage par une seule requête : ${longestSolo.toFixed(1)} ms (dont calcul des moteurs d’un seul tenant : ${longestCompute.toFixed(1)} ms)`);
    print('(boucle max : plus long retard mesuré par monitorEventLoopDelay pendant la mesure, qui additionne les réponses traitées l’une après l’autre sous 10 connexions et, sur PGlite, le travail de la base dans le processus ; calcul/seule : à froid, plus long morceau de calcul des moteurs entre deux rendus de la boucle ; en cache, plus long retard de la boucle quand les requêtes arrivent une à une)');
    print('(à froid : requêtes séquentielles, cache vidé avant chacune, req/s = 1000 / durée moyenne ; santé : /api/health sous autocannon pendant la même mesure)');
  } finally {
    await app.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
