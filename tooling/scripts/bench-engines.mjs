/**
 * `npm run bench:engines`: time and memory of each financial engine (performance, risk, allocation, fees,
 * optimisation, property estimate) on realistic sizes, and the longest time any of them holds the event
 * loop. The measuring code is `api/bench/engines.bench.ts`, bundled first like `bench:api` (`api/bench/bundle.mjs`:
 * under tsx the shared package's re-exported names are not always visible, and the run failed with « does not
 * provide an export named BENCHMARK_PENALTY ») and run with node `--expose-gc`, so that memory is read after a
 * collection.
 */
import path from 'node:path';
import { ensureInstalled, ensurePnpm, ROOT, run } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
const api = path.join(ROOT, 'api');
await run(process.execPath, ['bench/bundle.mjs', 'bench/engines.bench.ts'], { cwd: api });
await run(process.execPath, ['--expose-gc', path.join(api, 'dist-bench', 'engines.bench.mjs')], { cwd: api });
