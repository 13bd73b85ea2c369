/**
 * Jest global teardown (API projects): removes this run's database snapshots, their files in the temporary
 * folder and, on the PostgreSQL test server when it answers, their template databases.
 */
const { readdirSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function globalTeardown() {
  const prefix = process.env.PATRIMO_TEST_SNAPSHOTS;
  if (!prefix || !/^patrimo_s_[0-9a-f]+$/.test(prefix)) return;
  for (const file of readdirSync(tmpdir())) if (file.startsWith(prefix)) rmSync(path.join(tmpdir(), file), { force: true });
  if (process.env.TEST_POSTGRES_AVAILABLE === '0') return;
  const pg = require(require.resolve('pg', { paths: [path.join(__dirname, '..')] }));
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');
  if (!url.username) url.username = encodeURIComponent(require('node:os').userInfo().username);
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } catch {
    // No PostgreSQL here: the PGlite suites left only files.
  } finally {
    await client.end().catch(() => {});
  }
};
