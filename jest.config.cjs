/**
 * One jest run for unit and API tests (the browser suites run in Playwright, see e2e/).
 * The API suites run twice: once on PGlite (embedded) and once on PostgreSQL (TEST_DATABASE_URL).
 *
 * Two ways to run the same projects:
 * - by file (the default): each test file is a jest suite, with its own module registry. What a developer runs.
 * - grouped (`JEST_GROUPS_DIR`, set by `npm test`): each project runs the group files that
 *   `tooling/jest/groups.cjs` wrote there, each requiring several test files in one registry. A suite's modules
 *   (Fastify, Drizzle, the contract, React…) are loaded once per group instead of once per file.
 */
const path = require('node:path');

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
    '^@patrimo/shared/(client|react|query|forms|router)$': '<rootDir>/shared/src/$1/index.ts',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const { PROJECTS } = require('./tooling/jest/projects.cjs');

const groupsDir = process.env.JEST_GROUPS_DIR;

function jestProject({ displayName, roots, pattern, setupFiles = [], globalSetup, globalTeardown }) {
  const hooks = {
    setupFiles: setupFiles.map((file) => `<rootDir>/${file}`),
    ...(globalSetup ? { globalSetup: `<rootDir>/${globalSetup}` } : {}),
    ...(globalTeardown ? { globalTeardown: `<rootDir>/${globalTeardown}` } : {}),
  };
  if (groupsDir) return { ...base, ...hooks, displayName, roots: [path.join(groupsDir, displayName)], testRegex: '\\.test\\.cjs$' };
  return { ...base, ...hooks, displayName, roots: roots.map((root) => `<rootDir>/${root}`), testRegex: pattern.source };
}

module.exports = {
  projects: PROJECTS.map(jestProject),
  // Grouped, the longest groups start first (their weights are in the groups' folder), so both workers end together.
  ...(groupsDir ? { testSequencer: '<rootDir>/tooling/jest/weighted-sequencer.cjs' } : {}),
};
