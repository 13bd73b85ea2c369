/**
 * Bundles the API into dist/main.js for `node api/dist/main.js`.
 * - `@patrimo/shared` is bundled from its TypeScript sources (it is a workspace package without a build);
 * - real npm dependencies stay external and load from api/node_modules at run time (native addons such as
 *   @node-rs/argon2 and PGlite's WebAssembly files cannot be bundled anyway);
 * - the output is ESM (the package is `"type": "module"`); a banner defines `require`, `__filename` and
 *   `__dirname`, which the sources use where they must work both here and under jest (CommonJS);
 * - the migrations folder is copied next to the bundle so dist/ carries what it needs to start;
 * - a second entry, dist/pglite-template.js, is run once here: it dumps a PGlite database with every migration
 *   applied next to them, and a server on a new embedded database starts from that dump instead of running
 *   initdb and the migrations (src/db/pglite-template.ts).
 */
import { spawnSync } from 'node:child_process';
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
// `--outdir <dir>` (inside api/, so that the external packages still resolve from api/node_modules) is used
// by the bundle test; the default is dist/.
const outdirFlag = process.argv.indexOf('--outdir');
const outDir = outdirFlag > 0 ? path.resolve(process.argv[outdirFlag + 1] ?? 'dist') : path.join(apiDir, 'dist');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@patrimo/'));

rmSync(outDir, { recursive: true, force: true });

await build({
  entryPoints: { main: path.join(apiDir, 'src', 'main.ts'), 'pglite-template': path.join(apiDir, 'src', 'db', 'write-pglite-template.ts') },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Each external also covers its subpaths (drizzle-orm/pglite, …).
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: [
      "import { createRequire as __patrimoCreateRequire } from 'node:module';",
      "import { fileURLToPath as __patrimoFileURLToPath } from 'node:url';",
      "import { dirname as __patrimoDirname } from 'node:path';",
      'const require = __patrimoCreateRequire(import.meta.url);',
      'const __filename = __patrimoFileURLToPath(import.meta.url);',
      'const __dirname = __patrimoDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'warning',
});

cpSync(path.join(apiDir, 'drizzle'), path.join(outDir, 'drizzle'), { recursive: true });
const template = spawnSync(process.execPath, [path.join(outDir, 'pglite-template.js')], { cwd: apiDir, encoding: 'utf8' });
if (template.status !== 0) throw new Error(`the PGlite template failed:\n${template.stdout}${template.stderr}`);
process.stdout.write(`api: bundled to ${path.relative(process.cwd(), path.join(outDir, 'main.js'))}\n`);
