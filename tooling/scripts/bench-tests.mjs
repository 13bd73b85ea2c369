/**
 * `npm run bench:tests`: what `npm test` takes on a clean clone of this machine with a suite twice today's size
 * (issue 17's goal: ≤ 25 minutes, install and build included).
 *
 * The repository's committed state (HEAD) is cloned into a temporary folder, as CI does, and `npm test` runs there
 * with `PATRIMO_TEST_REPEAT=2`: install, build, types and lint once, then the jest phase twice and the end-to-end
 * phase twice. A suite twice as large would build and check about as much code, and run twice the tests. Each
 * round has its own databases and servers, so the second counts as much as the first; it only finds the PGlite
 * template already dumped, as any new test file would.
 *
 * `--repeat=N` runs the test phases N times instead; `--keep` leaves the clone and its log in place.
 * Prints each phase's minutes, the total and the goal; exits non-zero when a test failed.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log, ROOT, run } from './lib.mjs';

const GOAL_MINUTES = 25;
const args = process.argv.slice(2);
const repeat = Number(args.find((arg) => arg.startsWith('--repeat='))?.slice('--repeat='.length) ?? 2);
const keep = args.includes('--keep');

const clone = mkdtempSync(path.join(tmpdir(), 'patrimo-bench-tests-'));
const logFile = path.join(clone, 'npm-test.log');
log(`clone de HEAD dans ${clone}`);
await run('git', ['clone', '--quiet', ROOT, path.join(clone, 'repo')]);

const started = Date.now();
const startedAt = new Date(started).toISOString().slice(0, 16);
const output = createWriteStream(logFile);
let tail = '';
const code = await new Promise((resolve) => {
  const child = spawn('npm', ['test'], {
    cwd: path.join(clone, 'repo'),
    env: { ...process.env, CI: 'true', PATRIMO_TEST_REPEAT: String(repeat) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The whole output goes to the log; the phases' lines (`[patrimo] [4.2 min] …`) are echoed as they come.
  let pending = '';
  const take = (chunk) => {
    output.write(chunk);
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-20_000);
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.includes('[patrimo]') && / min\] /.test(line)) process.stdout.write(`${line}\n`);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  child.on('close', (exitCode) => resolve(exitCode ?? 1));
});
output.end();
const minutes = (Date.now() - started) / 60_000;

// test.mjs ends with its phases' durations, then the totals line.
const phases = /durées en minutes : (.*)$/m.exec(tail)?.[1] ?? '(durées absentes du journal)';
const totalsLine = tail.trim().split('\n').at(-1) ?? '';
const row = (label, value) => `  ${label.padEnd(34)} ${value}`;
process.stdout.write(`\nnpm test sur un clone propre, phases de test ×${repeat} (CI=true, démarré ${startedAt}Z)\n`);
process.stdout.write(`${row('phases (minutes)', phases)}\n`);
process.stdout.write(`${row('total, npm test compris', `${minutes.toFixed(1)} min`)}\n`);
process.stdout.write(`${row(`objectif (suite ×2 ≤ ${GOAL_MINUTES} min)`, repeat === 2 ? (minutes <= GOAL_MINUTES ? 'atteint' : 'non atteint') : 'mesuré avec --repeat=2 seulement')}\n`);
process.stdout.write(`${row('résultat', totalsLine)}\n`);
if (keep || code !== 0) process.stdout.write(`${row('journal', logFile)}\n`);
else rmSync(clone, { recursive: true, force: true });
process.exit(code);
