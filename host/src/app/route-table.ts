/**
 * The product's route table (spec §2): every path, the remote that owns it, its guard and its layout.
 * A newcomer finds any screen from its route here in one hop: path → remote + mount → the remote's
 * `src/app/routes.tsx` → its feature folder.
 *
 * Each entry mounts `mount` of `remote` at `path` (a splat route `path/*`, so the remote's own routes
 * are relative to it). Paths without a remote are the host's own (redirects and error pages).
 */
import type { RemoteName } from '../lib/remote-name';

export type { RemoteName };
import type { RouteTitle } from './route-titles';

/**
 * - `public`: anyone;
 * - `anonymous`: only visitors who are not signed in (a saver goes to the app, an advisor to /advisory);
 * - `saver`: a signed-in saver, else `/app/login?redirect=…`;
 * - `advisor`: a signed-in advisor, else `/advisory/login?redirect=…`.
 */
export type Access = 'public' | 'anonymous' | 'saver' | 'advisor';

/** Public marketing frame, lobby (centred card), saver app frame, advisory frame. */
export type Layout = 'public' | 'lobby' | 'app' | 'advisory';

/** What a route tells the shell about itself (react-router `handle`): its frame and its page title. */
export interface RouteHandle {
  layout: Layout;
  title: RouteTitle;
}

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  mount: string;
  access: Access;
  layout: Layout;
  /** Reachable only when navigated to with this `location.state` flag set (spec §2, accounts load). */
  requiresState?: string;
  /** Exact path only: no sub-routes below it (still sent to 404 by the remote's catch-all). */
  exact?: boolean;
  /** The page title (`route-titles.ts`), one per screen; the brand's title follows it. */
  title: RouteTitle;
  /**
   * Brand features the route needs (spec §6): with one of them off the path is not mounted at all, so it is
   * the 404 page like any unknown path.
   */
  features?: readonly FeatureFlag[];
}

/** The brand flags a route can depend on. */
export type FeatureFlag = 'realEstate' | 'realEstateEstimator';

const publicPage = (path: string, mount: RouteTitle): RemoteRoute => ({
  path,
  remote: 'mf_lobby',
  mount,
  access: 'public',
  layout: 'public',
  title: mount,
});

const REAL_ESTATE: readonly FeatureFlag[] = ['realEstate'];
const ESTIMATOR: readonly FeatureFlag[] = ['realEstate', 'realEstateEstimator'];

/** Property-add screens exist both in the lobby (`accounts/add/…`) and in the app (`accounts/new/…`). */
const propertyAdd = (base: string, layout: Layout): RemoteRoute[] => [
  { path: `${base}/real-estate`, remote: 'mf_realestate', mount: 'propertyEstimator', access: 'saver', layout, title: 'propertyEstimator', features: ESTIMATOR },
  { path: `${base}/real-estate-man`, remote: 'mf_realestate', mount: 'propertyManual', access: 'saver', layout, title: 'propertyManual', features: REAL_ESTATE },
  { path: `${base}/evaluate`, remote: 'mf_realestate', mount: 'evaluate', access: 'saver', layout, title: 'evaluate', features: ESTIMATOR },
  { path: `${base}/evaluate-man`, remote: 'mf_realestate', mount: 'evaluateManual', access: 'saver', layout, title: 'evaluateManual', features: REAL_ESTATE },
];

export const REMOTE_ROUTES: RemoteRoute[] = [
  // Public (spec §2 "Public")
  publicPage('/', 'landing'),
  publicPage('/features', 'features'),
  publicPage('/commitments', 'commitments'),
  publicPage('/for-advisors', 'forAdvisors'),
  publicPage('/advisor', 'advisor'),
  publicPage('/customers', 'customers'),
  publicPage('/cgu', 'cgu'),
  publicPage('/mentions-legales', 'legalNotice'),
  publicPage('/contrats/:contractUrl', 'publicContract'),
  publicPage('/delete-profile', 'deleteProfile'),

  // Unauthenticated lobby
  { path: '/app/login', remote: 'mf_lobby', mount: 'login', access: 'anonymous', layout: 'lobby', title: 'login' },
  { path: '/app/register', remote: 'mf_lobby', mount: 'register', access: 'anonymous', layout: 'lobby', title: 'register' },
  { path: '/app/password-reset', remote: 'mf_lobby', mount: 'passwordReset', access: 'anonymous', layout: 'lobby', title: 'passwordReset' },
  { path: '/advisory/login', remote: 'mf_lobby', mount: 'advisoryLogin', access: 'anonymous', layout: 'lobby', title: 'advisoryLogin' },

  // Saver, lobby layout
  { path: '/app/accounts/add', remote: 'mf_lobby', mount: 'accountsAdd', access: 'saver', layout: 'lobby', title: 'accountsAdd' },
  ...propertyAdd('/app/accounts/add', 'lobby'),
  { path: '/app/load', remote: 'mf_lobby', mount: 'accountsLoad', access: 'saver', layout: 'lobby', requiresState: 'fromAccountAddForm', title: 'accountsLoad' },
  { path: '/app/profile', remote: 'mf_lobby', mount: 'onboardingProfile', access: 'saver', layout: 'lobby', title: 'onboardingProfile' },
  { path: '/app/accounts/risk', remote: 'mf_lobby', mount: 'accountsRisk', access: 'saver', layout: 'lobby', title: 'accountsRisk' },
  { path: '/app/confirmation', remote: 'mf_lobby', mount: 'confirmation', access: 'saver', layout: 'lobby', title: 'confirmation' },
  { path: '/app/subscribe', remote: 'mf_billing', mount: 'subscribe', access: 'saver', layout: 'lobby', title: 'subscribe' },
  { path: '/app/pay', remote: 'mf_billing', mount: 'pay', access: 'saver', layout: 'lobby', title: 'pay' },

  // Saver, app layout
  { path: '/app/dashboard', remote: 'mf_dashboard', mount: 'dashboard', access: 'saver', layout: 'app', title: 'dashboard' },
  { path: '/app/dashboard-loans', remote: 'mf_dashboard', mount: 'dashboardLoans', access: 'saver', layout: 'app', title: 'dashboardLoans' },
  { path: '/app/contract/:contractId', remote: 'mf_dashboard', mount: 'contract', access: 'saver', layout: 'app', title: 'contract' },
  { path: '/app/contract/:contractId/analyse', remote: 'mf_analysis', mount: 'analysis', access: 'saver', layout: 'app', title: 'analysis' },
  { path: '/app/contract/:contractId/reco', remote: 'mf_analysis', mount: 'reco', access: 'saver', layout: 'app', title: 'reco' },
  { path: '/app/contract/:contractId/arbitration', remote: 'mf_arbitration', mount: 'arbitration', access: 'saver', layout: 'app', title: 'arbitration' },
  { path: '/app/contract-realestate/:contractId', remote: 'mf_realestate', mount: 'propertyContract', access: 'saver', layout: 'app', title: 'propertyContract', features: REAL_ESTATE },
  { path: '/app/user', remote: 'mf_dashboard', mount: 'user', access: 'saver', layout: 'app', title: 'user' },
  { path: '/app/user/payment', remote: 'mf_billing', mount: 'payment', access: 'saver', layout: 'app', title: 'payment' },
  { path: '/app/accounts/new', remote: 'mf_lobby', mount: 'accountsNew', access: 'saver', layout: 'app', title: 'accountsNew' },
  ...propertyAdd('/app/accounts/new', 'app'),

  // Advisory
  { path: '/advisory/customers', remote: 'mf_advisory', mount: 'customers', access: 'advisor', layout: 'advisory', title: 'advisoryCustomers' },
  { path: '/advisory/stats', remote: 'mf_advisory', mount: 'stats', access: 'advisor', layout: 'advisory', title: 'stats' },
  { path: '/advisory/insights', remote: 'mf_advisory', mount: 'insights', access: 'advisor', layout: 'advisory', title: 'insights' },
  { path: '/advisory/profile', remote: 'mf_advisory', mount: 'profile', access: 'advisor', layout: 'advisory', title: 'profile' },
];

/** Host-owned redirects (spec §2: /app → dashboard; /advisory → customers). */
export const REDIRECTS: { path: string; to: string; access: Access }[] = [
  { path: '/app', to: '/app/dashboard', access: 'saver' },
  { path: '/advisory', to: '/advisory/customers', access: 'advisor' },
];

/** The routes a brand mounts: those whose features are all on (spec §6). */
export function routesFor(features: Readonly<Record<FeatureFlag, boolean>>): RemoteRoute[] {
  return REMOTE_ROUTES.filter((route) => (route.features ?? []).every((flag) => features[flag]));
}

/** Mount ids each remote must export from its `./routes` module. */
export function mountsOf(remote: RemoteName): string[] {
  return [...new Set(REMOTE_ROUTES.filter((r) => r.remote === remote).map((r) => r.mount))];
}
