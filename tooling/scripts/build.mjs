/** `npm run build`: installs if needed and builds the API and every app whose inputs changed. */
import { buildAll, ensureInstalled, ensurePnpm, log } from './lib.mjs';

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
const results = await buildAll(pnpm, process.argv.length > 2 ? { only: process.argv.slice(2) } : {});
for (const r of results) log(`${r.target}: ${r.skipped ? 'à jour' : `${(r.ms / 1000).toFixed(1)} s`}`);
