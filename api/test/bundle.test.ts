import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO_SAVER } from '../src/db/seed-accounts';
import { httpRequest, temporaryFolder } from './helpers/test-app';

/**
 * The production path end to end: build.mjs bundles src/main.ts and dumps the migrated PGlite template next to
 * it, `node <bundle>` starts from the environment on a new PGlite data folder (from that template), serves, and
 * stops cleanly on SIGTERM / SIGINT; a second start on the same folder finds the data intact (migrations and seed
 * have nothing left to do).
 */

const apiDir = path.resolve(__dirname, '..');
/** What the server logs when a new embedded database starts from the build's template (main.ts). */
const TEMPLATE_USED = 'embedded database created from the build’s migrated template';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
}

async function start(bundle: string, dataDir: string): Promise<Running> {
  const port = await freePort();
  // A clean environment: nothing from the developer's shell (DATABASE_URL…) leaks in.
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A safety net, not a measure: on 2 cores busy with the other suites, migrating a new file database and
  // seeding it has taken more than 45 s.
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await httpRequest(baseUrl, { url: '/api/health' })).statusCode === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output, baseUrl };
}

async function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  running.child.kill(signal);
  const [code] = (await once(running.child, 'exit')) as [number | null];
  return code;
}

/** The status of the demo saver's sign-in on a running server (200: the seeded account is there and readable). */
async function demoSignInStatus(running: Running): Promise<number> {
  const signIn = await httpRequest(running.baseUrl, {
    method: 'POST',
    url: '/api/oauth/token',
    payload: { grant_type: 'password', username: DEMO_SAVER.email, password: DEMO_SAVER.password },
  });
  return signIn.statusCode;
}

describe('the bundled server', () => {
  const outDir = path.join(apiDir, '.test-dist', randomBytes(4).toString('hex'));
  const data = temporaryFolder('patrimo-bundle-');
  const running: Running[] = [];

  beforeAll(() => {
    const build = spawnSync(process.execPath, [path.join(apiDir, 'build.mjs'), '--outdir', outDir], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  });
  afterAll(() => {
    for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(outDir, { recursive: true, force: true });
    // The parent folder goes too once no other run uses it.
    if (readdirSync(path.dirname(outDir)).length === 0) rmdirSync(path.dirname(outDir));
    data.remove();
  });

  it('starts, serves, stops on SIGTERM and starts again on the same data', async () => {
    const bundle = path.join(outDir, 'main.js');
    const dataDir = path.join(data.dir, 'pglite');

    const first = await start(bundle, dataDir);
    running.push(first);
    expect(first.output()).toContain(TEMPLATE_USED);
    expect(first.output()).toContain('demonstration accounts created');
    expect(await demoSignInStatus(first)).toBe(200);
    expect((await httpRequest(first.baseUrl, { url: '/api/docs/openapi.json' })).statusCode).toBe(200);
    expect(await stop(first, 'SIGTERM')).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await start(bundle, dataDir);
    running.push(second);
    expect(second.output()).not.toContain(TEMPLATE_USED);
    expect(second.output()).toContain('demonstration accounts present');
    expect(await demoSignInStatus(second)).toBe(200);
    expect(await stop(second, 'SIGINT')).toBe(0);
  }, 240_000);

  it('starts an in-memory database from the template too, with every migration applied', async () => {
    const templates = readdirSync(outDir).filter((name) => /^patrimo-pglite-c-[0-9a-f]{8}-[0-9a-f]{16}\.tar$/.test(name));
    expect(templates).toHaveLength(1);
    const server = await start(path.join(outDir, 'main.js'), 'memory://');
    running.push(server);
    expect(server.output()).toContain(TEMPLATE_USED);
    // The template holds the schema the migrations build: the seed wrote into it and a sign-in reads it.
    expect(server.output()).toContain('demonstration accounts created');
    expect(await demoSignInStatus(server)).toBe(200);
    expect(await stop(server, 'SIGTERM')).toBe(0);
  }, 120_000);

  it('refuses to start with a bad environment, listing every problem', () => {
    const result = spawnSync(process.execPath, [path.join(outDir, 'main.js')], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty', SEED: 'maybe' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT:');
    expect(result.stderr).toContain('SEED:');
  });
});
