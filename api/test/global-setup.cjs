/**
 * Jest global setup (API projects): names this run's database snapshots (test/helpers/database-snapshot.ts).
 * The workers inherit the variable; the teardown removes what carries the name.
 */
const { randomBytes } = require('node:crypto');

module.exports = function globalSetup() {
  process.env.PATRIMO_TEST_SNAPSHOTS ??= `patrimo_s_${randomBytes(4).toString('hex')}`;
};
