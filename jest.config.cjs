/**
 * One jest run for unit and API tests (the browser suites run in Playwright, see e2e/).
 * The API suites run twice: once on PGlite (embedded) and once on PostgreSQL (TEST_DATABASE_URL).
 */
const swc = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest (CommonJS) must transform.
const esmOnly = ['ky', 'jotai', 'react-intl', '@formatjs', 'intl-messageformat', '@mantine', '@tanstack'];
const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${esmOnly.join("|")})[@/+])`],
  testEnvironment: 'node',
  // The browser client imports its own package by name (`@patrimo/shared`), to share one copy at run time.
  moduleNameMapper: {
    '^@patrimo/shared$': '<rootDir>/shared/src/index.ts',
    '^@patrimo/shared/(client|react|query|forms)$': '<rootDir>/shared/src/$1/index.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    { ...base, displayName: 'shared', roots: ['<rootDir>/shared/src'], testMatch: ['**/*.test.ts?(x)'] },
    { ...base, displayName: 'tooling', roots: ['<rootDir>/tooling'], testMatch: ['**/*.test.[jt]s'] },
    {
      ...base,
      // Logic of the host and the remotes (guards, route table, form rules); pages are tested in Chromium.
      displayName: 'web',
      roots: ['<rootDir>/host/src', ...['lobby', 'dashboard', 'analysis', 'arbitration', 'realestate', 'billing', 'advisory'].map((r) => `<rootDir>/mf-${r}/src`)],
      testMatch: ['**/*.test.ts?(x)'],
    },
    {
      ...base,
      displayName: 'api-pglite',
      roots: ['<rootDir>/api/src', '<rootDir>/api/test'],
      testMatch: ['**/*.test.ts'],
      setupFiles: ['<rootDir>/api/test/engine-pglite.cjs'],
    },
    {
      ...base,
      displayName: 'api-postgres',
      roots: ['<rootDir>/api/src', '<rootDir>/api/test'],
      testMatch: ['**/*.db.test.ts'],
      setupFiles: ['<rootDir>/api/test/engine-postgres.cjs'],
    },
  ],
};
