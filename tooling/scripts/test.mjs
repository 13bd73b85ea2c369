/**
 * `npm test`: installs what is needed (pnpm, the workspace, Debian's chromium when absent), builds the
 * product as `npm start` does, then runs every suite — static checks (types, lint), unit and API tests
 * (jest; API on PGlite and on PostgreSQL), end-to-end tests (Playwright in Chromium) — and ends with one
 * line of totals: `N passed, N failed, N skipped`. Exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAll, ensureInstalled, ensurePnpm, log as logLine, ROOT, runCode, TYPECHECK_PROJECTS } from './lib.mjs';

const started = Date.now();
/** A phase's line with the minutes elapsed since the start, so that anyone sees where the time goes. */
const log = (message) => logLine(`[${((Date.now() - started) / 60_000).toFixed(1)} min] ${message}`);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Workers of the two test phases on the machines' 2 cores (see where each is used). */
const JEST_WORKERS = 3;
const E2E_SERVERS = 3;
const RESULTS = path.join(ROOT, 'test-results');
/**
 * How many times the two test phases run (`PATRIMO_TEST_REPEAT`, 1 by default): `npm run bench:tests` runs them
 * twice to measure what a suite twice today's size would take on this machine.
 */
const REPEAT = Math.max(1, Math.trunc(Number(process.env.PATRIMO_TEST_REPEAT ?? 1)) || 1);
/** Minutes each phase took, printed before the totals. */
const durations = [];
async function phase(name, body) {
  const start = Date.now();
  await body();
  durations.push(`${name} ${((Date.now() - start) / 60_000).toFixed(1)}`);
}
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log('chromium absent : installation depuis les paquets Debian…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) => spawnSync(prefix[0] ?? 'apt-get', [...prefix.slice(1), ...(asRoot ? [] : ['apt-get']), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  apt(['update']);
  const result = apt(['install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0 || !existsSync(CHROMIUM)) throw new Error('Impossible d’installer chromium');
}

function record(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

let pnpm;
await phase('installation', async () => {
  pnpm = ensurePnpm();
  await ensureInstalled(pnpm);
  ensureChromium();
});
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

log('construction (comme npm start)…');
await phase('construction', () => buildAll(pnpm));

/** Runs the checks two at a time (the machines have 2 cores), each recorded under its name. */
async function runChecks(checks) {
  const queue = [...checks];
  const worker = async () => {
    for (let check = queue.shift(); check !== undefined; check = queue.shift()) {
      record(check.name, (await runCode(pnpm, check.args, { cwd: check.cwd })) === 0);
    }
  };
  await Promise.all([worker(), worker()]);
}

log('vérification des types et lint…');
await phase('types et lint', () => runChecks([
  // The lint first: it is the longest, so the type checks fill the other core meanwhile.
  { name: 'lint', args: ['exec', 'eslint', '.', '--max-warnings', '0'], cwd: ROOT },
  ...TYPECHECK_PROJECTS.map((project) => ({ name: `typecheck ${project}`, args: ['exec', 'tsc', '-p', project], cwd: ROOT })),
]));

/** ` (tour 2/2)` when the phases run more than once. */
const roundLabel = (round) => (REPEAT > 1 ? ` (tour ${round}/${REPEAT})` : '');

// The test files packed into groups that share their modules (tooling/jest/groups.cjs).
const groupsDir = path.join(RESULTS, 'jest-groups');
const jestGroups = createRequire(import.meta.url)('../jest/groups.cjs');
jestGroups.writeGroups(groupsDir);
const unweighted = jestGroups.unweightedFiles();
if (unweighted.length > 0) {
  // Not an error: the run is as complete, only less well balanced. The weights come from a by-file run.
  log(`${unweighted.length} fichier(s) de test sans durée mesurée dans tooling/jest/weights.json (comptés à la médiane) : ${unweighted.join(', ')}`);
  log(`  pour les mesurer : pnpm exec jest --json --outputFile=/tmp/new.json ${unweighted.join(' ')} && node tooling/jest/groups.cjs --weights /tmp/new.json --add`);
}

async function runJest(round) {
  log(`tests unitaires et API (jest)…${roundLabel(round)}`);
  const jestFile = path.join(RESULTS, round === 1 ? 'jest.json' : `jest-${round}.json`);
  // Three workers on two cores: a worker waits on PostgreSQL, on a password hash in libuv's threads or on a timer
  // part of its time, and a third one fills what the first two leave (measured 2026-11-29: two workers kept the cores
  // 92 % busy, 291 s; three, 97 %, 261 s). Jest's default (cores − 1) would leave one core idle.
  const jestCode = await runCode(pnpm, ['exec', 'jest', `--maxWorkers=${JEST_WORKERS}`, '--json', `--outputFile=${jestFile}`], {
    env: { ...process.env, JEST_GROUPS_DIR: groupsDir },
  });
  if (!existsSync(jestFile)) {
    record('jest (no report)', false);
    return;
  }
  const report = JSON.parse(readFileSync(jestFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no failed test of its own: count it.
  const broken = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'));
  for (const suite of broken) record(`jest suite ${path.relative(ROOT, suite.name)}`, false);
  if (report.numFailedTests > 0) failures.push('jest');
  else if (jestCode !== 0 && broken.length === 0) record('jest (exit code)', false);
}

async function runEndToEnd(round) {
  log(`tests de bout en bout (Playwright, Chromium), ${E2E_SERVERS} serveurs côte à côte…${roundLabel(round)}`);
  // One Playwright run with a worker per server, each on its own server, database, mail catcher and ports
  // (e2e/servers.ts): a suite never sees another worker's data, and each file goes to whichever worker is free, so that
  // all end together without a hand-kept split of the files. A worker alone keeps one core busy at most (its browser,
  // its server and the test wait on each other): measured 2026-11-29 on 36 tests, two workers kept 2 cores 72 % busy
  // (135 s), three 88 % (118 s), four 93 % but slower (128 s, every worker's start and the last file's tail).
  const e2eReport = path.join(RESULTS, round === 1 ? 'e2e.json' : `e2e-${round}.json`);
  const e2eCode = await runCode(pnpm, ['exec', 'playwright', 'test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, CHROMIUM_PATH: CHROMIUM, E2E_PORT: '8190', E2E_SERVERS: String(E2E_SERVERS) },
  });
  if (!existsSync(e2eReport)) {
    record('e2e (no report)', false);
    return;
  }
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (stats.unexpected > 0) failures.push('e2e');
  else if (e2eCode !== 0) record('e2e (exit code)', false);
}

await phase('jest', async () => {
  for (let round = 1; round <= REPEAT; round++) await runJest(round);
});
await phase('bout en bout', async () => {
  for (let round = 1; round <= REPEAT; round++) await runEndToEnd(round);
});

if (failures.length > 0) log(`échecs : ${failures.join(', ')}`);
log(`fin ; durées en minutes : ${durations.join(', ')}`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
