/**
 * Bundles a benchmark the way `api/build.mjs` bundles the server, and prints the bundle's path: under tsx,
 * `@patrimo/shared` (TypeScript sources in a package without `"type": "module"`) loads as CommonJS, whose
 * re-exported names (`export *` chains) a native ES import cannot always see — `npm run bench:api` stopped on
 * `normaliseSearchText`. Bundled, the shared sources are compiled in and the npm packages stay external.
 *
 * Usage: node bench/bundle.mjs bench/api.bench.ts → api/dist-bench/api.bench.mjs
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = path.resolve(apiDir, process.argv[2] ?? 'bench/api.bench.ts');
const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((name) => !name.startsWith('@patrimo/'));
const outfile = path.join(apiDir, 'dist-bench', `${path.basename(entry, '.ts')}.mjs`);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
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
process.stdout.write(`${outfile}\n`);
