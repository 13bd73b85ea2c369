/**
 * Writes the pre-rendered public pages into dist/prerendered/ (src/prerender/render.tsx), after the browser build
 * (dist/index.html is their template) and the server render's own (`webpack --config webpack.prerender.cjs`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { writePrerenderedPages } = createRequire(import.meta.url)('./dist-prerender/render.cjs');
const started = Date.now();
const written = await writePrerenderedPages(path.join(here, 'dist'));
process.stdout.write(`${written.length} pages pré-rendues en ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
