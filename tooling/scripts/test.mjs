/**
 * `npm test`: installs what is needed (pnpm, the workspace, Debian's chromium when absent), builds the
 * product as `npm start` does, then runs every suite — static checks (types, lint), unit and API tests
 * (jest; API on PGlite and on PostgreSQL), end-to-end tests (Playwright in Chromium) — and ends with one
 * line of totals: `N passed, N failed, N skipped`. Exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAll, ensureInstalled, ensurePnpm, log as logLine, ROOT, runCode, TS_PACKAGES } from './lib.mjs';

const started = Date.now();
/** A phase's line with the minutes elapsed since the start, so that anyone sees where the time goes. */
const log = (message) => logLine(`[${((Date.now() - started) / 60_000).toFixed(1)} min] ${message}`);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESULTS = path.join(ROOT, 'test-results');
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

const pnpm = ensurePnpm();
await ensureInstalled(pnpm);
ensureChromium();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

log('construction (comme npm start)…');
await buildAll(pnpm);

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
await runChecks([
  // The lint first: it is the longest, so the type checks fill the other core meanwhile.
  { name: 'lint', args: ['exec', 'eslint', '.', '--max-warnings', '0'], cwd: ROOT },
  ...TS_PACKAGES.map((pkg) => ({ name: `typecheck ${pkg}`, args: ['exec', 'tsc', '-p', 'tsconfig.json'], cwd: path.join(ROOT, pkg) })),
]);

log('tests unitaires et API (jest)…');
const jestFile = path.join(RESULTS, 'jest.json');
// Two workers: jest's default (cores − 1) leaves one of the two cores idle while the PostgreSQL suites wait
// on the server.
const jestCode = await runCode(pnpm, ['exec', 'jest', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`]);
if (existsSync(jestFile)) {
  const report = JSON.parse(readFileSync(jestFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no failed test of its own: count it.
  const broken = report.testResults.filter((s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'));
  for (const suite of broken) record(`jest suite ${path.relative(ROOT, suite.name)}`, false);
  if (report.numFailedTests > 0) failures.push('jest');
} else {
  record('jest (no report)', false);
}
if (jestCode !== 0 && totals.failed === 0) record('jest (exit code)', false);

log('tests de bout en bout (Playwright, Chromium), en deux moitiés côte à côte…');
// Two shards of the suites at once, each with its own server, database, mail catcher and ports: a suite never
// sees another shard's data, and the second core works while the first shard's browser waits on its server.
// The accessibility audits (about ten minutes of pages) and a few short files make one shard, every other file
// the second: about as long, measured on these 2 cores. A new spec file joins the second shard.
const E2E_TESTS = path.join(ROOT, 'e2e', 'tests');
const AUDIT_SHARD = ['accessibility', 'documents-fund', 'institutions', 'lobby-forms'].map((name) => `tests/${name}.spec.ts`);
const specFiles = readdirSync(E2E_TESTS).filter((name) => name.endsWith('.spec.ts')).map((name) => `tests/${name}`);
const SHARDS = [
  { port: 8190, smtp: 8192, mail: 8193, files: AUDIT_SHARD.filter((file) => specFiles.includes(file)) },
  { port: 8290, smtp: 8292, mail: 8293, files: specFiles.filter((file) => !AUDIT_SHARD.includes(file)) },
];
const shardRuns = await Promise.all(
  SHARDS.map(async (shard, index) => {
    const file = path.join(RESULTS, `e2e-${index + 1}.json`);
    const code = await runCode(pnpm, ['exec', 'playwright', 'test', ...shard.files], {
      cwd: path.join(ROOT, 'e2e'),
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        CHROMIUM_PATH: CHROMIUM,
        E2E_PORT: String(shard.port),
        E2E_SMTP_PORT: String(shard.smtp),
        E2E_MAIL_PORT: String(shard.mail),
      },
    });
    return { index, file, code };
  }),
);
for (const { index, file, code } of shardRuns) {
  const name = `e2e ${index + 1}/${SHARDS.length}`;
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
    if (stats.unexpected > 0) failures.push(name);
    if (code !== 0 && stats.unexpected === 0) record(`${name} (exit code)`, false);
  } else {
    record(`${name} (no report)`, false);
  }
}

if (failures.length > 0) log(`échecs : ${failures.join(', ')}`);
log('fin');
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
