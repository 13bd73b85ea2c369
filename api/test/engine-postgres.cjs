/**
 * Jest setup (project api-postgres): the `*.db.test.ts` suites run on a fresh PostgreSQL database per test
 * file, created through TEST_DATABASE_URL. Whether the server answers is probed here, synchronously, because
 * suites decide at collection time whether to run: unreachable PostgreSQL skips them on a developer machine
 * and fails the run under CI=true, where a silent skip would hide a broken engine.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

process.env.TEST_ENGINE = 'postgres';

// A suite's beforeAll creates a database, migrates and seeds (argon2 hashes): seconds on a busy machine.
jest.setTimeout(60_000);
process.env.TEST_DATABASE_URL ??= 'postgres://127.0.0.1:5432/test';

if (process.env.TEST_POSTGRES_AVAILABLE === undefined) {
  const pgPath = require.resolve('pg', { paths: [path.join(__dirname, '..')] });
  const probe = `
    const { Client } = require(${JSON.stringify(pgPath)});
    const url = new URL(process.env.TEST_DATABASE_URL);
    // No user in the URL means the operating-system user, as in src/db/client.ts.
    if (!url.username) url.username = encodeURIComponent(require('node:os').userInfo().username);
    const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.query('select 1')).then(() => client.end()).then(
      () => process.exit(0),
      (error) => { process.stderr.write(String(error && error.message)); process.exit(1); });
  `;
  const result = spawnSync(process.execPath, ['-e', probe], { env: process.env, timeout: 10000, encoding: 'utf8' });
  process.env.TEST_POSTGRES_AVAILABLE = result.status === 0 ? '1' : '0';
  process.env.TEST_POSTGRES_ERROR = result.status === 0 ? '' : (result.stderr || 'no answer').trim();
}

if (process.env.TEST_POSTGRES_AVAILABLE !== '1' && process.env.CI === 'true') {
  throw new Error(
    `PostgreSQL is unreachable at ${process.env.TEST_DATABASE_URL} (${process.env.TEST_POSTGRES_ERROR}); ` +
      'CI must run the API suites on PostgreSQL too.',
  );
}
