// One lint setup for the workspace. The package boundaries of ARCHITECTURE.md are declared here, each
// with the reason a developer sees when crossing it.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-lobby', 'mf-dashboard', 'mf-analysis', 'mf-arbitration', 'mf-realestate', 'mf-billing', 'mf-advisory'];

const browserOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'jotai', 'jotai/*', '@mantine/*', 'react-intl', 'ky'];

const mantineMessage =
  'Import Mantine through @patrimo/shared/ui: a direct import bundles a second Mantine with its own theme context, and sharing the whole library costs ~200 KB gzip.';
// Exact names only: the stylesheet `@mantine/core/styles.css` is imported once per app bootstrap on purpose.
const mantinePaths = [
  { name: '@mantine/core', message: mantineMessage },
  { name: '@mantine/hooks', message: mantineMessage },
  { name: '@mantine/charts', message: 'Import charts through @patrimo/shared/ui/charts: a direct import bundles a second Mantine with its own theme context.' },
  { name: '@mantine/dates', message: 'Import date fields and pickers through @patrimo/shared/ui/dates (FrenchDateInput for typed dates): a direct import bundles a second Mantine with its own theme context.' },
  { name: '@mantine/form', message: 'Build forms with useApiForm of @patrimo/shared/forms: one mapping of the API’s errors, one focus on the first error, one loading state.' },
  { name: '@tanstack/react-query', message: 'Import the query layer through @patrimo/shared/query: its keys, defaults and error messages go with it.' },
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Import the router through @patrimo/shared/router, the federation singleton: a direct import loads a second router with its own contexts.',
  })),
];

// Screens read and change data through their feature's `api/` folder (one file per operation, TanStack Query):
// a component calling the client directly escapes the cache, the subject keys, the abort on leave and the
// invalidations. The message says where the call belongs.
const callApiOutsideApi = {
  name: '@patrimo/shared/client',
  importNames: ['callApi', 'downloadApiFile'],
  message:
    'Call the API from a file of the feature’s api/ folder (features/<feature>/api/get-portfolios.ts exporting getPortfoliosQueryOptions and usePortfolios, built on @patrimo/shared/query), never from a component or a hook elsewhere.',
};
// Remotes still to move onto @patrimo/shared/query (their migration removes them from this list).
const CALL_API_NOT_YET_MIGRATED = [];

/** The `no-restricted-imports` of a remote, and the same for its `api/` folders where `callApi` is allowed. */
function remoteBoundary(remote) {
  const others = REMOTES.filter((r) => r !== remote);
  const rule = (paths) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@patrimo/host', '@patrimo/host/*', '**/host/src/**'],
              message: 'A remote never imports the host: they meet only through @patrimo/shared and federation exposes.',
            },
            {
              group: [...others.flatMap((r) => [`@patrimo/${r}`, `@patrimo/${r}/*`, `**/${r}/src/**`])],
              message: 'Remotes never import each other: share through @patrimo/shared, or load an exposed module at run time.',
            },
            { group: ['@patrimo/api', '**/api/src/**'], message: 'Browser code never imports the API: call it through the contract.' },
          ],
          paths,
        },
      ],
    },
  });
  if (CALL_API_NOT_YET_MIGRATED.includes(remote)) return [rule(mantinePaths)];
  return [
    { ...rule([...mantinePaths, callApiOutsideApi]), ignores: [`${remote}/src/**/api/**`] },
    { ...rule(mantinePaths), files: [`${remote}/src/**/api/**/*.{ts,tsx}`] },
  ];
}

const APPS = ['host', ...REMOTES];

/** The feature folders of an app, read from disk so a new feature is fenced as soon as it exists. */
function featuresOf(app) {
  return readdirSync(new URL(`./${app}/src/features/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside an app, imports flow one way: `app/` composes features, a feature never imports another
 * feature, and the app's `components/`, `lib/` and `layouts/` (used by several features) import no feature.
 */
function appZones(app) {
  const src = `./${app}/src`;
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featuresOf(app).map((feature) => ({
              target: `${src}/features/${feature}`,
              from: `${src}/features`,
              except: [`./${feature}`],
              message: `A feature never imports another feature (features/${feature}): move what two features share to src/components or src/lib, or compose them in src/app.`,
            })),
            {
              target: [`${src}/features`, `${src}/components`, `${src}/lib`, `${src}/layouts`],
              from: `${src}/app`,
              message: 'src/app composes the features (routes, providers): nothing below it imports it back.',
            },
            {
              target: [`${src}/components`, `${src}/lib`],
              from: `${src}/features`,
              message: 'src/components and src/lib serve several features: they may not depend on one of them.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-bench/**', '**/dist-prerender/**', '**/node_modules/**', '.data/**', '.e2e-tmp/**', 'test-results/**', 'playwright-report/**', '.tools/**', 'api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', localStorage: 'readonly', location: 'readonly', fetch: 'readonly',
        console: 'readonly', process: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly',
        setInterval: 'readonly', clearInterval: 'readonly', URL: 'readonly', URLSearchParams: 'readonly',
        Response: 'readonly', Request: 'readonly', AbortSignal: 'readonly', AbortController: 'readonly',
        CustomEvent: 'readonly', Storage: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable',
        Buffer: 'readonly', structuredClone: 'readonly', TextEncoder: 'readonly', TextDecoder: 'readonly', crypto: 'readonly',
      },
    },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' }],
    },
  },
  {
    files: ['**/*.cjs', 'tooling/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/test/*.cjs'],
    languageOptions: { globals: { jest: 'readonly' } },
  },
  {
    files: ['tooling/**/*.test.js'],
    languageOptions: { globals: { describe: 'readonly', it: 'readonly', expect: 'readonly', jest: 'readonly', beforeAll: 'readonly', afterAll: 'readonly' } },
  },
  {
    // Import graph rules: cycles anywhere in the workspace, and the one-way flow inside each app.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      // A cycle makes module order decide what is undefined at start, and splits badly into chunks.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...APPS.map(appZones),
  ...REMOTES.flatMap(remoteBoundary),
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...REMOTES.flatMap((r) => [`@patrimo/${r}`, `@patrimo/${r}/*`, `**/${r}/src/**`])],
              message: 'The host loads remotes at run time from /remotes.json; importing their source would bundle them into the shell.',
            },
          ],
          paths: [...mantinePaths, callApiOutsideApi],
        },
      ],
    },
  },
  {
    files: ['host/src/**/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...REMOTES.flatMap((r) => [`@patrimo/${r}`, `@patrimo/${r}/*`, `**/${r}/src/**`])],
              message: 'The host loads remotes at run time from /remotes.json; importing their source would bundle them into the shell.',
            },
          ],
          paths: mantinePaths,
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@patrimo/shared/react', '@patrimo/shared/client', ...browserOnly], message: 'The API never imports browser code: only the isomorphic @patrimo/shared entry.' },
            { group: ['@patrimo/host', '@patrimo/mf-*', '**/host/src/**', '**/mf-*/src/**'], message: 'The API never imports front-end packages.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.ts'],
    // `identity`, `query`, `forms` and `router` are browser entries too (React forms, hooks, the router), like react,
    // client and ui.
    ignores: [
      'shared/src/router/**',
      'shared/src/react/**',
      'shared/src/client/**',
      'shared/src/ui/**',
      'shared/src/query/**',
      'shared/src/forms/**',
      'shared/src/identity/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: browserOnly, message: 'The isomorphic core of @patrimo/shared is used by the server too: keep React, ky, Mantine and browser state in shared/src/react, shared/src/client or shared/src/ui.' },
            { group: ['**/react/*', '**/client/*'], message: 'The isomorphic core must not depend on the browser entries.' },
          ],
        },
      ],
    },
  },
);
