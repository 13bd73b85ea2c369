/**
 * The seven domain remotes: folder, federation name and dev-server port.
 * The federation name must be a valid JS identifier (it names the container global),
 * hence underscores where the folders use dashes.
 */
const REMOTES = [
  { dir: 'mf-lobby', name: 'mf_lobby', port: 8101 },
  { dir: 'mf-dashboard', name: 'mf_dashboard', port: 8102 },
  { dir: 'mf-analysis', name: 'mf_analysis', port: 8103 },
  { dir: 'mf-arbitration', name: 'mf_arbitration', port: 8104 },
  { dir: 'mf-realestate', name: 'mf_realestate', port: 8105 },
  { dir: 'mf-billing', name: 'mf_billing', port: 8106 },
  { dir: 'mf-advisory', name: 'mf_advisory', port: 8107 },
];

/**
 * Packages that must exist once on a page (context, stores, session). Stateless libraries (ky, zod,
 * @mantine/hooks…) are not shared: each build keeps only what it uses.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // The router through its one entry (shared/src/router): only the names the apps use are provided.
  '@patrimo/shared/router',
  'jotai',
  'jotai/',
  'react-intl',
  '@patrimo/shared',
  '@patrimo/shared/client',
  '@patrimo/shared/react',
  // Mantine reaches every app through this curated entry (see shared/src/ui/index.ts): one Mantine
  // context, and only the components the product uses instead of the whole library.
  '@patrimo/shared/ui',
  '@patrimo/shared/ui/extra',
  // Form and navigation controls (fields, tabs, steps, pages): loaded by the screens that have them.
  '@patrimo/shared/ui/controls',
  // Charts (@mantine/charts, recharts): loaded by the screens that draw them.
  '@patrimo/shared/ui/charts',
  // The bar chart (recharts' bars): loaded by the advisor's statistics only.
  '@patrimo/shared/ui/bar-chart',
  // Date fields and a chart's period picker (@mantine/dates, dayjs): loaded by the forms that ask a date, and by
  // the history's period when it is opened.
  '@patrimo/shared/ui/dates',
  // The page's one query cache (QueryClientProvider's context): every remote reads and invalidates the same.
  '@tanstack/react-query',
];

/**
 * Domain subpaths of the isomorphic core (`@patrimo/shared/contract/portfolios`, `@patrimo/shared/schemas`…):
 * in the browser builds they resolve to `@patrimo/shared` itself, which re-exports every one of their names,
 * so they use the one shared copy of the contract instead of bundling a second one per app.
 */
const SHARED_CORE_SUBPATH = /^@patrimo\/shared\/(schemas|contract|errors|messages|format|constants|wire|brands)(\/[\w-]+)?$/;

/**
 * Subpaths deliberately bundled by each app that imports them: stateless (or, for the remote kit, with
 * state that belongs to each app's own federation instance); the singletons they use are imported by name.
 * The query and form layers hold no state of their own: the cache is the one QueryClient of the shared
 * `@tanstack/react-query` context, and each app keeps only the hooks it calls.
 */
const BUNDLED_PER_APP = [
  '@patrimo/shared/analytics',
  '@patrimo/shared/prerender',
  '@patrimo/shared/identity',
  '@patrimo/shared/password-strength',
  '@patrimo/shared/remote-kit',
  '@patrimo/shared/query',
  '@patrimo/shared/forms',
  // The contract's example answers, for the tests: out of the shared root so that no page carries them.
  '@patrimo/shared/examples',
  // The risk questionnaire and its scoring: the lobby's risk step only, out of the root every signed-in page loads. It
  // reaches the rest of the core (schemas, labels) through the shared root (`CORE_FROM_BUNDLED` below).
  '@patrimo/shared/risk-survey',
];

/**
 * Relative imports of a per-app bundled part of the isomorphic core (its folder under `shared/src/`) into the rest
 * of the core: in the browser builds they resolve to the shared `@patrimo/shared` singleton, which exports every name
 * of those folders, so the part brings neither a second copy of the schemas nor zod into the app that bundles it.
 */
const CORE_FROM_BUNDLED = {
  issuer: /[\\/]shared[\\/]src[\\/]risk-survey[\\/][^\\/]+\.ts$/,
  request: /^\.\.\/(schemas|contract|errors|messages|format|constants|wire|brands)(\/[\w-]+)?$/,
};

module.exports = { REMOTES, SINGLETONS, SHARED_CORE_SUBPATH, BUNDLED_PER_APP, CORE_FROM_BUNDLED };
