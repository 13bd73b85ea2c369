import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding, varyOnEncoding } from '../http/compression';
import { createTestApp, temporaryFolder, type TestApp } from '../../test/helpers/test-app';
import { NO_CACHE } from './static-files';

/** A GET whose body is kept as the bytes on the wire (fetch would decompress them, and choose Accept-Encoding). */
function rawGet(baseUrl: string, url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  const target = new URL(url, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** Writes a file and, like the build's PrecompressPlugin, its `.br` and `.gz` copies. */
function writeWithCopies(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(content)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(content), { level: 9 }));
}

describe('compression', () => {
  const folder = temporaryFolder('patrimo-compression-');
  const webRoot = path.join(folder.dir, 'host', 'dist');
  const remotesRoot = folder.dir;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "ligne ${i}" }`).join(', ')}];\n`;
  const entry = `var mf_lobby = ${JSON.stringify({ note: 'x'.repeat(3000) })};\n`;
  let t: TestApp;

  beforeAll(async () => {
    writeWithCopies(path.join(webRoot, 'index.html'), `<!doctype html><title>Patrimo</title>${'<div></div>'.repeat(300)}`);
    writeWithCopies(path.join(webRoot, 'main.0123abcd.js'), script);
    // A small file the build leaves alone (below 1 KB): only the original exists.
    mkdirSync(webRoot, { recursive: true });
    writeFileSync(path.join(webRoot, 'small.js'), 'export {};');
    writeWithCopies(path.join(remotesRoot, 'mf-lobby', 'dist', 'remoteEntry.js'), entry);
    writeWithCopies(path.join(remotesRoot, 'mf-lobby', 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'mf_lobby', padding: 'y'.repeat(2000) }));
    t = await createTestApp({ seed: false, config: { webRoot, remotesRoot } });
  });
  afterAll(async () => {
    await t?.close();
    folder.remove();
  });

  describe('built files', () => {
    it('answers brotli when brotli is accepted, and the bytes decompress to the file', async () => {
      const response = await rawGet(t.baseUrl, '/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
      expect(response.bytes.length).toBeLessThan(script.length / 3);
      expect(brotliDecompressSync(response.bytes).toString('utf8')).toBe(script);
    });

    it('answers gzip when only gzip is accepted', async () => {
      const response = await rawGet(t.baseUrl, '/main.0123abcd.js', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.bytes).toString('utf8')).toBe(script);
    });

    it('answers the file itself without Accept-Encoding, or when brotli and gzip are refused', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }, { 'accept-encoding': '*;q=0' }]) {
        const response = await rawGet(t.baseUrl, '/main.0123abcd.js', headers);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.bytes.toString('utf8')).toBe(script);
      }
    });

    it('gives each encoding its own ETag, and revalidates it', async () => {
      const br = await rawGet(t.baseUrl, '/main.0123abcd.js', { 'accept-encoding': 'br' });
      const plain = await rawGet(t.baseUrl, '/main.0123abcd.js');
      expect(br.headers.etag).not.toBe(plain.headers.etag);
      const again = await rawGet(t.baseUrl, '/main.0123abcd.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(again.status).toBe(304);
      const other = await rawGet(t.baseUrl, '/main.0123abcd.js', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) });
      expect(other.status).toBe(200);
    });

    it('serves the page shell and a remote’s entry points compressed, still revalidated on every load', async () => {
      const shell = await rawGet(t.baseUrl, '/app/dashboard', { accept: 'text/html', 'accept-encoding': 'br' });
      expect(shell.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(shell.bytes).toString('utf8')).toMatch(/^<!doctype html>/);
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await rawGet(t.baseUrl, `/mf/mf-lobby/${file}`, { 'accept-encoding': 'gzip, br' });
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['cache-control']).toBe(NO_CACHE);
      }
      expect(brotliDecompressSync((await rawGet(t.baseUrl, '/mf/mf-lobby/remoteEntry.js', { 'accept-encoding': 'br' })).bytes).toString('utf8')).toBe(entry);
    });

    it('sends a file without a compressed copy as it is', async () => {
      const response = await rawGet(t.baseUrl, '/small.js', { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.bytes.toString('utf8')).toBe('export {};');
    });
  });

  describe('JSON answers', () => {
    it('compresses an answer of 1 KB or more (the API documentation) and decompresses to the same JSON', async () => {
      const plain = await rawGet(t.baseUrl, '/api/docs/openapi.json');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const br = await rawGet(t.baseUrl, '/api/docs/openapi.json', { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
      expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
      const gz = await rawGet(t.baseUrl, '/api/docs/openapi.json', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.bytes).equals(plain.bytes)).toBe(true);
    });

    it('leaves a small answer alone', async () => {
      const response = await rawGet(t.baseUrl, '/api/health', { 'accept-encoding': 'gzip, br' });
      expect(response.bytes.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.bytes.toString('utf8'))).toEqual(expect.any(Object));
    });
  });

  describe('negotiation', () => {
    it.each([
      [undefined, undefined],
      ['', undefined],
      ['identity', undefined],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['BR;Q=0.5', 'br'],
      ['*', 'br'],
      ['gzip;q=0, *', 'br'],
      ['br;q=0, *;q=0.1', 'gzip'],
      ['*;q=0', undefined],
    ])('Accept-Encoding %p → %p', (header, expected) => {
      expect(negotiateEncoding(header, ['br', 'gzip'])).toBe(expected);
    });

    it('adds Accept-Encoding to Vary once', () => {
      expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
      expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
      expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
      expect(varyOnEncoding('*')).toBe('*');
    });
  });
});
