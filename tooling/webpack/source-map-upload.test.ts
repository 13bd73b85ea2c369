import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

// CommonJS, loaded by webpack configurations.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { uploadTargetOf, uploadStamp, parseRemoteProjects } = require('./source-map-upload.cjs') as {
  uploadTargetOf: (app: string, env: Record<string, string | undefined>) => { url: string; org: string; project: string; release: string } | undefined;
  uploadStamp: (app: string, env: Record<string, string | undefined>) => string;
  parseRemoteProjects: (text: string | undefined) => Record<string, string>;
};

/**
 * A stand-in for a self-hosted Sentry: the chunk-upload and artifact-bundle assembly endpoints of its API, as the
 * uploader uses them (options, then assemble: missing chunks, upload them, assemble again). It keeps each
 * assembled bundle and every request it saw.
 */
class SentryUploadReceiver {
  readonly requests: string[] = [];
  readonly bundles: { org: string; projects: string[]; version: string | undefined; zip: Buffer }[] = [];
  readonly #chunks = new Map<string, Buffer>();
  readonly #server = http.createServer((request, response) => void this.#answer(request, response));

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/`;
  }

  async start(): Promise<void> {
    this.#server.listen(0, '127.0.0.1');
    await once(this.#server, 'listening');
  }

  async stop(): Promise<void> {
    this.#server.close();
    await once(this.#server, 'close');
  }

  async #answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const body = Buffer.concat(parts);
    const pathname = new URL(request.url ?? '/', this.url).pathname;
    this.requests.push(`${request.method} ${pathname} ${request.headers.authorization ?? ''}`);
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const org = /^\/api\/0\/organizations\/([^/]+)\/(chunk-upload|artifactbundle\/assemble)\/$/.exec(pathname);
    if (!org || request.headers.authorization !== 'Bearer sntrys_patrimo_test') return send(404, { detail: 'Not found' });
    if (org[2] === 'chunk-upload' && request.method === 'GET') {
      return send(200, {
        url: `${this.url}api/0/organizations/${org[1]}/chunk-upload/`,
        chunkSize: 8 * 1024 * 1024,
        chunksPerRequest: 64,
        maxFileSize: 2 ** 31,
        maxRequestSize: 32 * 1024 * 1024,
        concurrency: 1,
        hashAlgorithm: 'sha1',
        compression: [],
        accept: ['artifact_bundles'],
      });
    }
    if (org[2] === 'chunk-upload' && request.method === 'POST') {
      const form = await new Response(body, { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
      for (const value of form.values()) {
        if (typeof value === 'string') continue;
        const bytes = Buffer.from(await value.arrayBuffer());
        this.#chunks.set(createHash('sha1').update(bytes).digest('hex'), bytes);
      }
      return send(200, {});
    }
    const { checksum, chunks, projects, version } = JSON.parse(body.toString('utf8')) as { checksum: string; chunks: string[]; projects: string[]; version?: string };
    const missingChunks = chunks.filter((chunk) => !this.#chunks.has(chunk));
    if (missingChunks.length > 0) return send(200, { state: 'not_found', missingChunks });
    const zip = Buffer.concat(chunks.map((chunk) => this.#chunks.get(chunk) as Buffer));
    if (createHash('sha1').update(zip).digest('hex') !== checksum) return send(400, { detail: 'checksum mismatch' });
    this.bundles.push({ org: org[1] ?? '', projects, version, zip });
    return send(200, { state: 'created', missingChunks: [] });
  }
}

/** The files of a zip archive (stored or deflated), by name: what an artifact bundle is. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + skip;
  }
  return files;
}

const TOOLING = path.resolve(__dirname);

/** Builds a two-chunk app as the product's apps are built (hidden maps, then upload, then the maps moved out). */
async function buildApp(dir: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'src', 'index.js'), "import('./fund').then((m) => m.fail());\nexport const name = 'facturation';\n");
  writeFileSync(path.join(dir, 'src', 'fund.js'), "export function fail() { throw new Error('Paiement refusé'); }\n");
  writeFileSync(
    path.join(dir, 'build.cjs'),
    `
const webpack = require(${JSON.stringify(require.resolve('webpack', { paths: [TOOLING] }))});
const { sourceMapUploadPlugins } = require(${JSON.stringify(path.join(TOOLING, 'source-map-upload.cjs'))});
const { PrecompressPlugin } = require(${JSON.stringify(path.join(TOOLING, 'precompress-plugin.cjs'))});
webpack({
  mode: 'production',
  context: __dirname,
  entry: './src/index.js',
  devtool: 'hidden-source-map',
  output: { path: __dirname + '/dist', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
  plugins: [...sourceMapUploadPlugins('mf-billing'), new PrecompressPlugin({ mapsDir: __dirname + '/sourcemaps' })],
}, (error, stats) => {
  if (error || stats.hasErrors()) { console.error(error || stats.toString('errors-only')); process.exit(1); }
});
`,
  );
  const child = spawn(process.execPath, ['build.cjs'], { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

const scriptsOf = (dist: string) => readdirSync(dist).filter((name) => name.endsWith('.js'));
const debugIdOf = (code: string) => /_sentryDebugIds\[[a-z]+\]="([0-9a-f-]{36})"/.exec(code)?.[1];

describe('source maps sent to the error reporter at build time', () => {
  const receiver = new SentryUploadReceiver();
  let dir: string;

  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'patrimo-maps-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const uploadEnv = () => ({
    SENTRY_AUTH_TOKEN: 'sntrys_patrimo_test',
    SENTRY_URL: receiver.url,
    SENTRY_ORG: 'patrimo',
    SENTRY_PROJECT: 'patrimo-web',
    SENTRY_REMOTE_PROJECTS: 'mf-billing=patrimo-billing',
    SENTRY_RELEASE: 'patrimo@9.9.9-test',
  });

  it('uploads every script with its map, matched by the debug id the script registers, to the remote’s own project; none is served', async () => {
    const { code, output } = await buildApp(dir, uploadEnv());
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(receiver.bundles).toHaveLength(1);
    const [bundle] = receiver.bundles;
    expect(bundle).toMatchObject({ org: 'patrimo', projects: ['patrimo-billing'], version: 'patrimo@9.9.9-test' });

    const files = unzip(bundle?.zip ?? Buffer.alloc(0));
    const manifest = JSON.parse(files.get('manifest.json')?.toString('utf8') ?? '{}') as { files: Record<string, { url: string; type: string; headers?: Record<string, string> }> };
    const entries = Object.entries(manifest.files ?? {});
    const dist = path.join(dir, 'dist');
    const scripts = scriptsOf(dist);
    expect(scripts.length).toBe(2);
    for (const script of scripts) {
      const served = readFileSync(path.join(dist, script), 'utf8');
      const debugId = debugIdOf(served);
      expect(debugId).toMatch(/^[0-9a-f-]{36}$/);
      // The script as served and its map, both filed under the script's debug id.
      const minified = entries.find(([, file]) => file.type === 'minified_source' && file.headers?.['debug-id'] === debugId);
      const map = entries.find(([, file]) => file.type === 'source_map' && file.headers?.['debug-id'] === debugId);
      expect(minified?.[1].headers?.Sourcemap).toBe(path.posix.basename(map?.[1].url ?? '-'));
      expect(files.get(minified?.[0] ?? '')?.toString('utf8')).toContain(served.trim());
      const sourceMap = JSON.parse(files.get(map?.[0] ?? '')?.toString('utf8') ?? '{}') as { sources: string[]; debug_id?: string; debugId?: string };
      expect(sourceMap.debug_id ?? sourceMap.debugId).toBe(debugId);
      expect(sourceMap.sources.some((source) => /src\/(index|fund)\.js$/.test(source))).toBe(true);
      // Served without its map, which is kept aside.
      expect(served).not.toContain('sourceMappingURL');
      expect(existsSync(path.join(dist, `${script}.map`))).toBe(false);
      expect(existsSync(path.join(dir, 'sourcemaps', `${script}.map`))).toBe(true);
    }
  }, 120_000);

  it('sends nothing and changes nothing in the scripts without a token', async () => {
    const before = receiver.requests.length;
    const { code, output } = await buildApp(dir, { SENTRY_URL: receiver.url, SENTRY_ORG: 'patrimo', SENTRY_PROJECT: 'patrimo-web' });
    expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
    expect(receiver.requests.length).toBe(before);
    for (const script of scriptsOf(path.join(dir, 'dist'))) expect(readFileSync(path.join(dir, 'dist', script), 'utf8')).not.toContain('_sentryDebugIds');
  }, 120_000);

  it('fails the build when the reporter refuses the upload, rather than shipping a release without its maps', async () => {
    const { code } = await buildApp(dir, { ...uploadEnv(), SENTRY_AUTH_TOKEN: 'sntrys_revoked' });
    expect(code).not.toBe(0);
  }, 120_000);

  it('names each app’s project, and refuses a token without an organisation or a project', () => {
    const env = { SENTRY_AUTH_TOKEN: 't', SENTRY_ORG: 'patrimo', SENTRY_PROJECT: 'patrimo-web', SENTRY_REMOTE_PROJECTS: 'mf-billing=patrimo-billing, mf-dashboard=patrimo-wealth' };
    expect(uploadTargetOf('mf-billing', env)).toMatchObject({ project: 'patrimo-billing', org: 'patrimo', url: 'https://sentry.io/', release: expect.stringMatching(/^patrimo@\d+\.\d+\.\d+$/) });
    expect(uploadTargetOf('host', env)?.project).toBe('patrimo-web');
    expect(uploadTargetOf('mf-lobby', {})).toBeUndefined();
    expect(() => uploadTargetOf('host', { SENTRY_AUTH_TOKEN: 't' })).toThrow(/SENTRY_ORG/);
    expect(() => uploadTargetOf('host', { SENTRY_AUTH_TOKEN: 't', SENTRY_ORG: 'patrimo' })).toThrow(/SENTRY_PROJECT/);
    expect(() => parseRemoteProjects('billing=patrimo')).toThrow(/remote=project/);
    // The stamp changes with the destination, never with the token.
    expect(uploadStamp('host', {})).toBe('sentry:none');
    expect(uploadStamp('host', env)).toBe(uploadStamp('host', { ...env, SENTRY_AUTH_TOKEN: 'another' }));
    expect(uploadStamp('host', env)).not.toBe(uploadStamp('host', { ...env, SENTRY_RELEASE: 'patrimo@2.0.0' }));
  });
});
