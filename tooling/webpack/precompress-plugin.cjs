/**
 * Two steps after webpack has written a production build:
 *
 * 1. Source maps leave the served folder: every `*.map` under `dist/` moves to `<app>/sourcemaps/` (same
 *    relative path). The bundles are built with `hidden-source-map`, so they carry no `sourceMappingURL`
 *    comment; the maps stay on the build machine for the error-reporting provider (uploaded from there), and
 *    a browser can neither find nor fetch them.
 * 2. Every text file (`.js`, `.css`, `.html`, `.json`, `.svg`…) of at least `threshold` bytes gets a brotli
 *    (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to it; the server picks one by the request's
 *    Accept-Encoding. A copy that would not be smaller is not written.
 *
 * Node's zlib only, no dependency. Compression runs in libuv's thread pool, all files at once.
 */
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest)$/i;

/** Every file under `dir`, as absolute paths. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Moves the `.map` files of `outputPath` to `mapsDir`, emptied first (a map belongs to one build). */
function moveSourceMaps(outputPath, mapsDir) {
  fs.rmSync(mapsDir, { recursive: true, force: true });
  const maps = filesUnder(outputPath).filter((file) => file.endsWith('.map'));
  for (const file of maps) {
    const target = path.join(mapsDir, path.relative(outputPath, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file, target);
  }
  return maps.length;
}

/** Writes `.br` and `.gz` copies of the compressible files of `outputPath`. */
async function precompress(outputPath, threshold) {
  const files = filesUnder(outputPath).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.promises.readFile(file);
      if (content.length < threshold) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: 9 }),
      ]);
      if (br.length < content.length) {
        await fs.promises.writeFile(`${file}.br`, br);
        written += 1;
      }
      if (gz.length < content.length) {
        await fs.promises.writeFile(`${file}.gz`, gz);
        written += 1;
      }
    }),
  );
  return written;
}

class PrecompressPlugin {
  /**
   * @param {object} options
   * @param {string} options.mapsDir    where source maps are moved (outside the served folder)
   * @param {number} [options.threshold] smallest file compressed, in bytes @default 1024
   */
  constructor({ mapsDir, threshold = 1024 }) {
    this.mapsDir = mapsDir;
    this.threshold = threshold;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      moveSourceMaps(outputPath, this.mapsDir);
      await precompress(outputPath, this.threshold);
    });
  }
}

module.exports = { PrecompressPlugin, moveSourceMaps, precompress };
