import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// The plugin is CommonJS, loaded by webpack configurations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { moveSourceMaps, precompress } = require('./precompress-plugin.cjs') as {
  moveSourceMaps: (outputPath: string, mapsDir: string) => number;
  precompress: (outputPath: string, threshold: number) => Promise<number>;
};

describe('the production build’s last step', () => {
  let dir: string;
  let dist: string;
  let maps: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'patrimo-precompress-'));
    dist = path.join(dir, 'dist');
    maps = path.join(dir, 'sourcemaps');
    mkdirSync(path.join(dist, 'nested'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves every source map out of the served folder, keeping its relative path, and replaces the previous ones', () => {
    writeFileSync(path.join(dist, 'main.js'), 'code');
    writeFileSync(path.join(dist, 'main.js.map'), '{"version":3}');
    writeFileSync(path.join(dist, 'nested', 'chunk.1234abcd.js.map'), '{"version":3}');
    mkdirSync(maps, { recursive: true });
    writeFileSync(path.join(maps, 'stale.js.map'), 'old build');
    expect(moveSourceMaps(dist, maps)).toBe(2);
    expect(existsSync(path.join(dist, 'main.js.map'))).toBe(false);
    expect(existsSync(path.join(dist, 'nested', 'chunk.1234abcd.js.map'))).toBe(false);
    expect(readFileSync(path.join(maps, 'nested', 'chunk.1234abcd.js.map'), 'utf8')).toBe('{"version":3}');
    expect(existsSync(path.join(maps, 'stale.js.map'))).toBe(false);
    expect(existsSync(path.join(dist, 'main.js'))).toBe(true);
  });

  it('writes brotli and gzip copies of text files from the threshold up, which decompress to the original', async () => {
    const big = `export const a = ${JSON.stringify('patrimoine '.repeat(300))};`;
    writeFileSync(path.join(dist, 'nested', 'big.js'), big);
    writeFileSync(path.join(dist, 'small.css'), 'a{}');
    writeFileSync(path.join(dist, 'picture.png'), Buffer.alloc(4096, 1));
    await precompress(dist, 1024);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'nested', 'big.js.br'))).toString('utf8')).toBe(big);
    expect(gunzipSync(readFileSync(path.join(dist, 'nested', 'big.js.gz'))).toString('utf8')).toBe(big);
    expect(existsSync(path.join(dist, 'small.css.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'picture.png.br'))).toBe(false);
  });
});
