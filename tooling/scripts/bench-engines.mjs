/**
 * `npm run bench:engines`: time and memory of each financial engine (performance, risk, allocation, fees,
 * optimisation, property estimate) on realistic sizes, and the longest time any of them holds the event
 * loop. The measuring code is `api/bench/engines.bench.ts`, run from sources with tsx and `--expose-gc` so
 * that memory is read after a collection.
 */
import path from 'node:path';
import { ensureInstalled, ensurePnpm, ROOT, run } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
await run(pnpm, ['exec', 'tsx', '--expose-gc', 'bench/engines.bench.ts'], { cwd: path.join(ROOT, 'api') });
