/**
 * Shared helpers of the root scripts (start, test, build, bench): find or install pnpm, install the
 * workspace when its manifests changed, rebuild an app only when its inputs changed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '12.21.0';
export const APPS = ['host', 'mf-lobby', 'mf-dashboard', 'mf-analysis', 'mf-arbitration', 'mf-realestate', 'mf-billing', 'mf-advisory'];
const require = createRequire(import.meta.url);
/** The `tsc -p` projects that type-check every package (tooling/typecheck-projects.cjs). */
export const { TYPECHECK_PROJECTS } = require('../typecheck-projects.cjs');
const { uploadStamp } = require('../webpack/source-map-upload.cjs');
const STAMPS = path.join(ROOT, '.build-stamps');

export function log(message) {
  process.stdout.write(`\x1b[36m[patrimo]\x1b[0m ${message}\n`);
}

/** Runs a command, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs a command and resolves with its exit code (never rejects on failure). */
export function runCode(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function hasCommand(command, args = ['--version']) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.status === 0;
}

/** pnpm on PATH, installed globally with npm when absent (a fresh machine has only node and npm). */
export function ensurePnpm() {
  if (hasCommand('pnpm')) return 'pnpm';
  log(`pnpm absent : installation de pnpm ${PNPM_VERSION} avec npm…`);
  const global = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && hasCommand('pnpm')) return 'pnpm';
  // No right to install globally: keep a copy inside the project.
  const local = path.join(ROOT, '.tools');
  mkdirSync(local, { recursive: true });
  const res = spawnSync('npm', ['install', '--prefix', local, `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  const bin = path.join(local, 'node_modules', '.bin', 'pnpm');
  if (res.status === 0 && existsSync(bin)) return bin;
  throw new Error('Impossible d’installer pnpm');
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (['node_modules', 'dist', '.turbo', 'test-results', 'playwright-report'].includes(name)) continue;
        walk(path.join(p, name));
      }
    } else {
      hash.update(path.relative(ROOT, p));
      hash.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(path.join(ROOT, p));
  return hash.digest('hex');
}

function stampMatches(name, digest) {
  const file = path.join(STAMPS, `${name}.sha256`);
  return existsSync(file) && readFileSync(file, 'utf8') === digest;
}

function writeStamp(name, digest) {
  mkdirSync(STAMPS, { recursive: true });
  writeFileSync(path.join(STAMPS, `${name}.sha256`), digest);
}

const MANIFESTS = ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml', ...[...APPS, 'shared', 'api', 'e2e', 'tooling'].map((d) => `${d}/package.json`)];

/** `pnpm install --frozen-lockfile` when a manifest or the lock file changed since the last install. */
export async function ensureInstalled(pnpm) {
  const digest = hashFiles(MANIFESTS);
  if (existsSync(path.join(ROOT, 'node_modules')) && stampMatches('install', digest)) return;
  log('installation des dépendances…');
  await run(pnpm, ['install', '--frozen-lockfile'], { env: { ...process.env, CI: 'true' } });
  writeStamp('install', digest);
}

const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'tooling/webpack', 'tooling/remotes.cjs', 'pnpm-lock.yaml', 'tsconfig.base.json'];

/** Inputs that decide whether a build is still valid. */
function inputsOf(target) {
  if (target === 'api') return ['api/src', 'api/drizzle', 'api/data', 'api/build.mjs', 'api/package.json', 'shared/src', 'pnpm-lock.yaml'];
  // The host's build pre-renders mf-lobby's public pages from their sources (host/src/prerender) and builds their
  // browser entry (host/src/public).
  if (target === 'host') return ['host/src', 'host/webpack.config.cjs', 'host/webpack.public.cjs', 'host/webpack.prerender.cjs', 'host/prerender.mjs', 'host/package.json', 'host/tsconfig.json', 'mf-lobby/src', ...COMMON_INPUTS];
  return [`${target}/src`, `${target}/webpack.config.cjs`, `${target}/package.json`, `${target}/tsconfig.json`, ...COMMON_INPUTS];
}

/** Builds `target` (the API or an app) whatever its stamp says; `options` go to each command (e.g. `stdio`). */
export async function compile(pnpm, target, options = {}) {
  if (target === 'api') {
    await run('node', ['build.mjs'], { cwd: path.join(ROOT, 'api'), ...options });
    return;
  }
  await run(pnpm, ['exec', 'webpack', '--mode', 'production'], { cwd: path.join(ROOT, target), ...options });
  if (target === 'host') {
    // The public pages (issue 17): their browser entry into dist/public/ and their server render, one webpack run for
    // both; then the pages rendered by Node from the same sources into dist/prerendered/.
    await run(pnpm, ['exec', 'webpack', '--config', 'webpack.public.cjs', '--config', 'webpack.prerender.cjs'], { cwd: path.join(ROOT, 'host'), ...options });
    await run('node', ['prerender.mjs'], { cwd: path.join(ROOT, 'host'), ...options });
  }
}

async function buildOne(pnpm, target) {
  // An app built without its maps sent to the error reporter is rebuilt when a token and a project are given.
  const digest = `${hashFiles(inputsOf(target))}${target === 'api' ? '' : `|${uploadStamp(target)}`}`;
  // A production remote has no page of its own (it runs inside the host): its entry is remoteEntry.js.
  const output = target === 'api' ? 'api/dist/main.js' : target === 'host' ? 'host/dist/index.html' : `${target}/dist/remoteEntry.js`;
  if (existsSync(path.join(ROOT, output)) && stampMatches(`build-${target}`, digest)) return { target, skipped: true, ms: 0 };
  const started = Date.now();
  log(`construction de ${target}…`);
  await compile(pnpm, target);
  writeStamp(`build-${target}`, digest);
  return { target, skipped: false, ms: Date.now() - started };
}

/** Builds the API and every app whose inputs changed, two at a time (the machines have 2 cores). */
export async function buildAll(pnpm, { only } = {}) {
  const targets = only ?? ['api', ...APPS];
  const results = [];
  const queue = [...targets];
  const worker = async () => {
    while (queue.length > 0) {
      const target = queue.shift();
      results.push(await buildOne(pnpm, target));
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/**
 * Starts the built product server (`api/dist/main.js`) as `npm start` runs it, with `overrides` on top
 * of its environment. `foreground`: stdio inherited and signals forwarded, the script exits with it.
 */
export function startServer(overrides = {}, { foreground = true } = {}) {
  const server = spawn('node', [path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: foreground ? 'inherit' : 'ignore',
    env: serverEnv(overrides),
  });
  if (foreground) {
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
    server.on('exit', (code) => process.exit(code ?? 0));
  }
  return server;
}

/**
 * The product server of a benchmark, in the background, on a fresh in-memory database, once it answers
 * `/api/health`: `{ server, base }`. The demo saver signs in many times within a minute there (each timing, each lab
 * run in a new browser): above the product's limit of 10 per address and e-mail, which is not what is measured.
 */
export async function startBenchServer(overrides = {}) {
  const port = process.env.BENCH_PORT ?? '8191';
  const server = startServer(
    { PORT: port, PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_PER_USER_MAX: '1000', ...overrides },
    { foreground: false },
  );
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { server, base };
}

/** Environment of the product server as `npm start` runs it. */
export function serverEnv(overrides = {}) {
  return {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PATRIMO_ROOT: ROOT,
    ...overrides,
  };
}

/**
 * `--cpu-slowdown=N` of the page-load benchmarks (`bench:web`, `bench:lighthouse`): how many times slower the CPU
 * they measure on is than this machine's; 1 without it. These machines differ by up to two times from one day to the
 * next, so `--cpu-slowdown=2` on a fast day shows what a slow day measures.
 */
export function cpuSlowdownOption(argv = process.argv) {
  const value = Number(argv.find((arg) => arg.startsWith('--cpu-slowdown='))?.split('=')[1] ?? 1);
  if (!(value >= 1)) throw new Error('--cpu-slowdown=N attend un nombre ≥ 1');
  return value;
}
