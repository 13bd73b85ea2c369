/**
 * Advisor mode (issue 16), part of `npm run bench:api`: a firm of 10,000 customers seeded in bulk SQL
 * (`generate_series`: savers with three contracts each and 13 month-end values on two of them, interactions,
 * invitations; the summaries computed once at the end by migration 0011's refresh functions), then on the real server
 * (`buildApp`) on loopback:
 *
 * 1. `GET /api/customers` for the firm's manager (the whole 10,000) with several filter + sort + page
 *    combinations, and for one advisor (about 1,000), under autocannon — p50/p99 and requests/s with
 *    `BENCH_CONNECTIONS` connections and with one, each next to `GET /api/health` in the same run (target: p99
 *    ≤ 30 ms on PostgreSQL);
 * 2. `GET /api/advisory_stats` for the manager and for an advisor.
 *
 * On PGlite in memory, then on PostgreSQL when `DATABASE_URL` names a server (a temporary database there).
 * Prints figures; asserts nothing (tests do that). `BENCH_DURATION` / `BENCH_CONNECTIONS` as `api.bench.ts`.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import type { Database } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { ADVISOR_PASSWORD, FIRM_ADVISOR, FIRM_MANAGER, SEED_FIRM_NAME } from '../src/db/seed-accounts';
import { systemClock } from '../src/lib/clock';
import { CONNECTIONS, DURATION, load, openDatabase, print, type Measure } from './bench-support';

export const BENCH_CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);

const line = (label: string, m: Measure) =>
  `  ${label.padEnd(58)} p50 ${m.p50.toFixed(1).padStart(6)} ms, p99 ${m.p99.toFixed(1).padStart(6)} ms, ${m.rps.toFixed(0).padStart(6)} req/s${m.errors > 0 ? ` (${m.errors} erreurs)` : ''}`;

/** The firm's book in bulk: 9 more advisors, `count` savers and customers, contracts, values, interactions, invitations. */
export async function seedFirm(db: Database, count: number): Promise<void> {
  const exec = (query: ReturnType<typeof sql>) => db.execute(query);
  // The summaries' statement triggers (migration 0011) are off while the book is poured in, then the summaries are
  // computed once, on analysed tables. Left on, each bulk insert would refresh its savers within its own statement,
  // planned on the statistics of near-empty tables (sequential scans inside nested loops: the seeding of 10,000
  // customers on PostgreSQL did not end in ten minutes). A real synchronisation writes one saver at a time.
  const summarised = ['portfolios', 'portfolio_values', 'advisory_customers', 'customer_events', 'invitations'];
  for (const table of summarised) await exec(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  const firm = sql`(SELECT id FROM advisory_firms WHERE name = ${SEED_FIRM_NAME} LIMIT 1)`;
  const userId = (g: ReturnType<typeof sql>) => sql`('00000000-0000-4000-8000-' || lpad(to_hex(${g}), 12, '0'))::uuid`;
  const advisorId = (g: ReturnType<typeof sql>) => sql`('00000000-0000-4000-9000-' || lpad(to_hex(${g}), 12, '0'))::uuid`;
  await exec(sql`INSERT INTO users (id, email, password_hash, first_name, last_name, roles, confirmed_at)
    SELECT ${advisorId(sql`g`)}, 'conseiller' || g || '@bench.example.fr', 'x', 'Conseiller', 'N°' || g, '{advisor}', now() FROM generate_series(1, 9) g`);
  await exec(sql`INSERT INTO advisor_memberships (user_id, firm_id) SELECT ${advisorId(sql`g`)}, ${firm} FROM generate_series(1, 9) g`);
  await exec(sql`INSERT INTO users (id, email, password_hash, first_name, last_name, recommended_risk, confirmed_at)
    SELECT ${userId(sql`g`)}, 'client' || g || '@bench.example.fr', 'x', 'Prénom' || g,
           (ARRAY['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand','Leroy','Moreau','Simon','Laurent','Lefèvre','Michel','García','Éluard'])[1 + g % 16] || '-' || g,
           1 + g % 5, now()
    FROM generate_series(1, ${count}) g`);
  // 90 % with access, 5 % withdrawn, 5 % invited (no account linked yet).
  await exec(sql`INSERT INTO advisory_customers (firm_id, advisor_user_id, user_id, first_name, last_name, email, client_id, access_granted_at, access_withdrawn_at)
    SELECT ${firm},
           CASE WHEN g % 10 = 0 THEN (SELECT id FROM users WHERE email = ${FIRM_ADVISOR.email}) ELSE ${advisorId(sql`g % 10`)} END,
           CASE WHEN g % 20 = 7 THEN NULL ELSE ${userId(sql`g`)} END,
           u.first_name, u.last_name, u.email, 'CL' || lpad(g::text, 6, '0'),
           CASE WHEN g % 20 = 7 THEN NULL ELSE now() - interval '400 days' END,
           CASE WHEN g % 20 = 3 THEN now() - interval '10 days' END
    FROM generate_series(1, ${count}) g JOIN users u ON u.id = ${userId(sql`g`)}`);
  await exec(sql`INSERT INTO portfolios (user_id, name, kind, kind_detail, category, type, amount, risk_level)
    SELECT ${userId(sql`g`)}, c.name, c.kind, c.detail, c.category, 'asset', c.amount, c.level
    FROM generate_series(1, ${count}) g
    CROSS JOIN LATERAL (VALUES
      ('Compte courant', 'checking', NULL, 'savings', round(((hashtext(g::text) & 65535) / 8.0)::numeric, 2), NULL::smallint),
      ('Livret A', 'savings', 'livret_a', 'savings', round(((hashtext('l' || g) & 65535) / 3.0)::numeric, 2), NULL),
      ('Assurance-vie', 'lifeinsurance', NULL, 'invested_wealth', round(((hashtext('a' || g) & 1048575) / 2.0)::numeric, 2), (1 + (g % 5))::smallint)
    ) AS c(name, kind, detail, category, amount, level)`);
  await exec(sql`INSERT INTO portfolio_values (portfolio_id, date, value)
    SELECT p.id, (date_trunc('month', now()) - make_interval(months => m) - interval '1 day')::date, round(p.amount * (0.85 + m / 100.0), 2)
    FROM portfolios p CROSS JOIN generate_series(0, 12) m
    WHERE p.kind IN ('lifeinsurance', 'savings') AND p.user_id >= '00000000-0000-4000-8000-000000000000' AND p.user_id < '00000000-0000-4000-9000-000000000000'`);
  await exec(sql`INSERT INTO customer_events (customer_id, firm_id, advisor_user_id, advisor_name, kind, content, occurred_at)
    SELECT c.id, c.firm_id, c.advisor_user_id, 'Conseiller', (ARRAY['note','inbound_call','outbound_call'])[1 + (hashtext(c.id::text || k) & 3) % 3], 'Point',
           now() - make_interval(days => (hashtext(c.id::text || k) & 511))
    FROM advisory_customers c CROSS JOIN generate_series(1, 2) k WHERE c.email LIKE '%@bench.example.fr'`);
  await exec(sql`INSERT INTO invitations (firm_id, customer_id, advisor_user_id, state, token, first_name, last_name, email, invited_at)
    SELECT c.firm_id, c.id, c.advisor_user_id, CASE WHEN c.user_id IS NULL THEN 'sent' ELSE 'accepted' END, 'bench-' || c.id, c.first_name, c.last_name, c.email, now() - interval '400 days'
    FROM advisory_customers c WHERE c.email LIKE '%@bench.example.fr'`);
  for (const table of summarised) await exec(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  await exec(sql`ANALYZE`);
  await exec(sql`SELECT patrimo_refresh_saver_summaries(ARRAY(SELECT DISTINCT user_id FROM portfolios))`);
  await exec(sql`SELECT patrimo_refresh_customer_rows(ARRAY(SELECT id FROM advisory_customers))`);
  await exec(sql`VACUUM ANALYZE`);
}

const LIST_CASES: readonly [string, string][] = [
  ['nom, page 1', '?sort=lastName'],
  ['patrimoine décroissant, page 40', '?sort=wealthAmount&order=desc&page=40'],
  ['recherche « mar » + dernière interaction', '?q=mar&sort=lastInteractionAt'],
  ['tranche 50–200 k€ + risque décroissant, page 3', '?min_wealth=50000&max_wealth=200000&sort=currentRiskAvg&order=desc&page=3'],
  ['inactifs 180 j + liquidités, page 2', '?inactive_days=180&sort=availableLiquidities&page=2'],
  ['risque 3 + contrat favori', '?risk_level=3&sort=favoriteContract'],
  ['invitation envoyée + état', '?invitation_state=sent&sort=invitationState&order=desc'],
  ['un conseiller filtré + contrats, dernière page', '?advisor_id=00000000-0000-4000-9000-000000000003&sort=contractsCount&order=desc&page=40'],
];

async function benchEngine(config: ReturnType<typeof loadConfig>, autocannon: string): Promise<void> {
  const database = await openDatabase(config.root);
  try {
    await seedDatabase(database.handle.db, systemClock);
    const seeding = performance.now();
    await seedFirm(database.handle.db, BENCH_CUSTOMERS);
    const seeded = performance.now() - seeding;
    if (process.env.BENCH_KEEP) {
      print(`seeded, kept: ${database.label}`);
      return;
    }
    const app = await buildApp({ db: database.handle, config, logger: process.env.BENCH_LOG_LEVEL !== undefined, startJobRunner: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const signIn = async (email: string) => {
        const response = await fetch(`${base}/api/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'password', username: email, password: ADVISOR_PASSWORD }) });
        if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
        return ((await response.json()) as { access_token: string }).access_token;
      };
      const manager = await signIn(FIRM_MANAGER.email);
      const advisor = await signIn(FIRM_ADVISOR.email);
      const check = async (url: string, token: string) => {
        const response = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        return response.json() as Promise<{ meta?: { total_count: number } }>;
      };
      const total = (await check('/api/customers', manager)).meta?.total_count;
      print(`\nMode conseiller — ${database.label}, cabinet de ${total} clients (amorçage SQL ${(seeded / 1000).toFixed(1)} s), ${CONNECTIONS} connexions, ${DURATION} s par mesure`);
      for (const [label, query] of LIST_CASES) {
        await check(`/api/customers${query}`, manager);
        const measured = await load(autocannon, `${base}/api/customers${query}`, manager);
        const single = await load(autocannon, `${base}/api/customers${query}`, manager, { connections: 1 });
        const health = await load(autocannon, `${base}/api/health`, manager);
        print(line(`GET /api/customers (responsable) ${label}`, measured));
        print(line('  la même, 1 connexion', single));
        print(line('GET /api/health (même série)', health));
      }
      const own = await load(autocannon, `${base}/api/customers?sort=wealthAmount&order=desc&page=2`, advisor);
      print(line('GET /api/customers (conseiller, ~1 000) patrimoine, page 2', own));
      for (const [label, token] of [['responsable, 10 000 clients', manager], ['conseiller, ~1 000 clients', advisor]] as const) {
        const started = performance.now();
        await check('/api/advisory_stats', token);
        const single = performance.now() - started;
        const measured = await load(autocannon, `${base}/api/advisory_stats`, token);
        const health = await load(autocannon, `${base}/api/health`, token);
        print(line(`GET /api/advisory_stats (${label}) — 1er appel ${single.toFixed(0)} ms`, measured));
        print(line('GET /api/health (même série)', health));
      }
    } finally {
      await app.close();
    }
  } finally {
    if (process.env.BENCH_KEEP) await database.handle.close();
    else await database.drop();
  }
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_PER_ADDRESS_MAX: '100000',
    AUTH_RATE_LIMIT_PER_USER_MAX: '100000',
  });
  const autocannon = path.join(config.root, 'api', 'node_modules', '.bin', 'autocannon');
  const postgres = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  // BENCH_ENGINES=postgres measures PostgreSQL alone.
  if (process.env.BENCH_ENGINES !== 'postgres') await benchEngine(config, autocannon);
  if (postgres) {
    process.env.DATABASE_URL = postgres;
    await benchEngine(config, autocannon);
  } else {
    print('\n(PostgreSQL : non mesuré, DATABASE_URL absent)');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
