/**
 * `npm run bench:api`: what the wealth reads cost the server — p50/p99 latency and requests per second of the
 * wealth series, composition and aggregate for a saver with 30 contracts and 9 years of daily values, each
 * next to `GET /api/health` in the same run, and the time of that saver's full sandbox synchronisation; then
 * real estate (`api/bench/real-estate.bench.ts`): an estimate for every commune of the data and the address
 * search on the communes fallback, next to `/api/health` too.
 * PGlite in memory by default; `DATABASE_URL` measures on PostgreSQL (in a temporary database).
 * The measuring code is `api/bench/api.bench.ts`, bundled first like the server (`api/bench/bundle.mjs`: under tsx the
 * shared package's re-exported names were not always visible) and run with node.
 */
import path from 'node:path';
import { ensureInstalled, ensurePnpm, ROOT, run } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
const api = path.join(ROOT, 'api');
await run(process.execPath, ['bench/bundle.mjs', 'bench/api.bench.ts'], { cwd: api });
await run(process.execPath, [path.join(api, 'dist-bench', 'api.bench.mjs')], { cwd: api });
// Real estate (issue 14): estimates for every commune and the address search, next to /api/health.
await run(process.execPath, ['bench/bundle.mjs', 'bench/real-estate.bench.ts'], { cwd: api });
await run(process.execPath, [path.join(api, 'dist-bench', 'real-estate.bench.mjs')], { cwd: api });
// Billing (issue 15): plans, promo codes and the whole subscription through the sandbox, next to /api/health.
await run(process.execPath, ['bench/bundle.mjs', 'bench/billing.bench.ts'], { cwd: api });
await run(process.execPath, [path.join(api, 'dist-bench', 'billing.bench.mjs')], { cwd: api });
