/**
 * `npm run bench:api`: what the wealth reads cost the server — p50/p99 latency and requests per second of the
 * wealth series, composition and aggregate for a saver with 30 contracts and 9 years of daily values, each
 * next to `GET /api/health` in the same run, and the time of that saver's full sandbox synchronisation; then
 * real estate (`api/bench/real-estate.bench.ts`): an estimate for every commune of the data and the address
 * search on the communes fallback, next to `/api/health` too; then the advisor mode's 2 MB CSV import of customers,
 * end to end (`api/bench/invitations.bench.ts`), and the customer list and statistics of a firm of 10,000 customers
 * (`api/bench/advisory.bench.ts`). Arguments name the scenarios to run (all by default).
 * PGlite in memory by default; `DATABASE_URL` measures on PostgreSQL (in a temporary database).
 * The measuring code is `api/bench/api.bench.ts`, bundled first like the server (`api/bench/bundle.mjs`: under tsx the
 * shared package's re-exported names were not always visible) and run with node.
 */
import path from 'node:path';
import { ensureInstalled, ensurePnpm, ROOT, run } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
const api = path.join(ROOT, 'api');

/**
 * The scenarios, run in this order; `npm run bench:api -- advisory invitations` runs only those named (the file
 * names under `api/bench/` without `.bench.ts`).
 */
const SCENARIOS = [
  // The saver's wealth reads and a full sandbox synchronisation.
  'api',
  // Real estate (issue 14): estimates for every commune and the address search, next to /api/health.
  'real-estate',
  // Billing (issue 15): plans, promo codes and the whole subscription through the sandbox, next to /api/health.
  'billing',
  // Advisor mode (issue 16): a 2 MB CSV of customers previewed, imported and its invitation mails sent, end to end.
  'invitations',
  // Advisor mode (issue 16): the customer list of a firm of 10,000 customers and the statistics, next to /api/health.
  'advisory',
];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !SCENARIOS.includes(name));
if (unknown.length > 0) throw new Error(`Unknown scenario ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`);
for (const name of SCENARIOS.filter((scenario) => wanted.length === 0 || wanted.includes(scenario))) {
  await run(process.execPath, ['bench/bundle.mjs', `bench/${name}.bench.ts`], { cwd: api });
  await run(process.execPath, [path.join(api, 'dist-bench', `${name}.bench.mjs`)], { cwd: api });
}
