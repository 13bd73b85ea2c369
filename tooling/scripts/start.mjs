/**
 * `npm start`: installs what is needed (pnpm included), builds what changed in production mode and
 * serves the whole product on one URL (default http://localhost:8080, PORT to change it) on the
 * embedded database (PGlite in .data/pglite), seeded with demonstration data.
 */
import { buildAll, ensureInstalled, ensurePnpm, log, startServer } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
await buildAll(pnpm);

const port = process.env.PORT ?? '8080';
log(`Patrimo démarre sur http://localhost:${port}`);
startServer({ PORT: port });
