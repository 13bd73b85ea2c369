import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding, varyOnEncoding } from '../http/compression';
import { createTestApp, temporaryFolder, type TestApp } from '../../test/helpers/test-app';
import { KeptFiles } from './send-file';
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

  describe('content-hashed files kept in memory', () => {
    // Its own files: what the tests do to the disk here touches no other test's.
    const hashed = `export const kept = ${JSON.stringify('k'.repeat(2000))};\n`;
    const chunk = path.join(remotesRoot, 'mf-lobby', 'dist', 'kept.4567cdef.js');
    const entryFile = path.join(remotesRoot, 'mf-lobby', 'dist', 'kept-entry.js');
    beforeAll(() => {
      writeWithCopies(chunk, hashed);
      writeWithCopies(entryFile, 'var first;');
    });

    it('answers a hashed file from memory once served, in each encoding, with the same validators', async () => {
      const br = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js', { 'accept-encoding': 'br' });
      const gz = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js', { 'accept-encoding': 'gzip' });
      const plain = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js');
      // The disk changes under the same hashed name (a build never does this): the kept answers do not.
      writeWithCopies(chunk, 'export const changed = true;');
      rmSync(`${chunk}.gz`);
      const brAgain = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js', { 'accept-encoding': 'br' });
      const gzAgain = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js', { 'accept-encoding': 'gzip' });
      const plainAgain = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js');
      expect(brAgain.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brAgain.bytes).toString('utf8')).toBe(hashed);
      expect(gzAgain.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzAgain.bytes).toString('utf8')).toBe(hashed);
      expect(plainAgain.headers['content-encoding']).toBeUndefined();
      expect(plainAgain.bytes.toString('utf8')).toBe(hashed);
      for (const [first, again] of [[br, brAgain], [gz, gzAgain], [plain, plainAgain]] as const) {
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.headers['last-modified']).toBe(first.headers['last-modified']);
        expect(again.headers['content-length']).toBe(String(again.bytes.length));
      }
      // Revalidations and HEAD answer from memory too, each encoding with its own ETag.
      const revalidated = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(revalidated.status).toBe(304);
      const otherEncoding = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) });
      expect(otherEncoding.status).toBe(200);
      // Removed from the disk (a deployment replacing the build), it is still served to pages that ask for it.
      rmSync(chunk);
      const afterRemoval = await rawGet(t.baseUrl, '/mf/mf-lobby/kept.4567cdef.js');
      expect(afterRemoval.status).toBe(200);
      expect(afterRemoval.bytes.toString('utf8')).toBe(hashed);
    });

    it('reads the files without a content hash from the disk at every request', async () => {
      const first = await rawGet(t.baseUrl, '/mf/mf-lobby/kept-entry.js');
      expect(first.bytes.toString('utf8')).toBe('var first;');
      writeFileSync(entryFile, 'var second;');
      const second = await rawGet(t.baseUrl, '/mf/mf-lobby/kept-entry.js');
      expect(second.bytes.toString('utf8')).toBe('var second;');
      expect(second.headers['cache-control']).toBe(NO_CACHE);
      rmSync(entryFile);
      expect((await rawGet(t.baseUrl, '/mf/mf-lobby/kept-entry.js')).status).toBe(404);
    });

    it('keeps no more than its limit in bytes', () => {
      const kept = new KeptFiles(100);
      const answer = { etag: 'W/"a"', modified: new Date(0), encoding: undefined, length: 60, body: '/x/a.0123abcd.js' };
      kept.keep('/x/a.0123abcd.js', '', answer, Buffer.alloc(60));
      kept.keep('/x/b.0123abcd.js', '', { ...answer, body: '/x/b.0123abcd.js' }, Buffer.alloc(60));
      expect(kept.bytes).toBe(60);
      expect(kept.holds('/x/a.0123abcd.js')).toBe(true);
      expect(kept.holds('/x/b.0123abcd.js')).toBe(false);
      expect(kept.answer('/x/a.0123abcd.js', '')?.body).toEqual(Buffer.alloc(60));
      expect(kept.answer('/x/a.0123abcd.js', 'br')).toBeUndefined();
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
