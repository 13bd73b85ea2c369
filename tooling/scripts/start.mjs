/**
 * `npm start`: installs what is needed (pnpm included), builds what changed in production mode and
 * serves the whole product on one URL (default http://localhost:8080, PORT to change it) on the
 * embedded database (PGlite in .data/pglite), seeded with demonstration data.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll, ensureInstalled, ensurePnpm, log, ROOT, serverEnv } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
await buildAll(pnpm);

const port = process.env.PORT ?? '8080';
log(`Patrimo démarre sur http://localhost:${port}`);
const server = spawn('node', [path.join(ROOT, 'api', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: serverEnv({ PORT: port }),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
