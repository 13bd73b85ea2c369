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
  'react-router',
  'react-router-dom',
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
  // Charts and date pickers (@mantine/charts, @mantine/dates, recharts): loaded by the screens that draw them.
  '@patrimo/shared/ui/charts',
  // The date field typed in French (@mantine/dates without the charts): loaded by the forms that ask a date.
  '@patrimo/shared/ui/dates',
  // The page's one query cache (QueryClientProvider's context): every remote reads and invalidates the same.
  '@tanstack/react-query',
];

module.exports = { REMOTES, SINGLETONS };
