/**
 * The jest projects: where their test files are (`roots`, relative to the repository) and which files are tests
 * (`pattern`: jest's `testRegex` when it runs by file, and the rule by which `groups.cjs` packs them).
 */
const WEB_APPS = ['host', ...['lobby', 'dashboard', 'analysis', 'arbitration', 'realestate', 'billing', 'advisory'].map((r) => `mf-${r}`)];

// The run's database snapshots, named at the start and removed at the end (api/test/helpers/database-snapshot.ts).
const API_RUN = { globalSetup: 'api/test/global-setup.cjs', globalTeardown: 'api/test/global-teardown.cjs' };

const PROJECTS = [
  { displayName: 'shared', roots: ['shared/src'], pattern: /\.test\.tsx?$/ },
  { displayName: 'tooling', roots: ['tooling'], pattern: /\.test\.[jt]s$/ },
  // Logic of the host and the remotes (guards, route table, form rules); pages are tested in Chromium.
  { displayName: 'web', roots: WEB_APPS.map((app) => `${app}/src`), pattern: /\.test\.tsx?$/ },
  // Every API suite on the embedded engine; those that touch the database (`*.db.test.ts`) on PostgreSQL too.
  { displayName: 'api-pglite', roots: ['api/src', 'api/test'], pattern: /\.test\.ts$/, setupFiles: ['api/test/engine-pglite.cjs'], ...API_RUN },
  { displayName: 'api-postgres', roots: ['api/src', 'api/test'], pattern: /\.db\.test\.ts$/, setupFiles: ['api/test/engine-postgres.cjs'], ...API_RUN },
];

module.exports = { PROJECTS };
