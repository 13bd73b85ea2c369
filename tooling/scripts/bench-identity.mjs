/**
 * `npm run bench:identity`: what identity costs the server (password strength check, argon2id, registration,
 * confirmation, sign-in and profile calls over HTTP on an in-memory PGlite, the longest event-loop stall).
 * The measuring code is `api/bench/identity.bench.ts`, run from sources with tsx.
 */
import path from 'node:path';
import { ensureInstalled, ensurePnpm, ROOT, run } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
await run(pnpm, ['exec', 'tsx', 'bench/identity.bench.ts'], { cwd: path.join(ROOT, 'api') });
