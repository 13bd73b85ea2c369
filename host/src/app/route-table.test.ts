import { mountsOf, REDIRECTS, REMOTE_ROUTES, routesFor, type RemoteName } from './route-table';
import { routeTitles } from './route-titles';

const REMOTES: RemoteName[] = ['mf_lobby', 'mf_dashboard', 'mf_analysis', 'mf_arbitration', 'mf_realestate', 'mf_billing', 'mf_advisory'];

/** Every path of spec §2 (route parameters written as in the table). */
const SPEC_PATHS = [
  '/', '/features', '/commitments', '/for-advisors', '/advisor', '/customers', '/cgu', '/mentions-legales',
  '/contrats/:contractUrl', '/delete-profile',
  '/app/login', '/app/register', '/app/password-reset', '/advisory/login',
  '/app/dashboard', '/app/dashboard-loans', '/app/contract/:contractId', '/app/contract-realestate/:contractId',
  '/app/contract/:contractId/analyse', '/app/contract/:contractId/arbitration', '/app/contract/:contractId/reco',
  '/app/user', '/app/user/payment', '/app/accounts/new',
  '/app/accounts/new/real-estate', '/app/accounts/new/real-estate-man', '/app/accounts/new/evaluate', '/app/accounts/new/evaluate-man',
  '/app/accounts/add', '/app/accounts/add/real-estate', '/app/accounts/add/real-estate-man', '/app/accounts/add/evaluate', '/app/accounts/add/evaluate-man',
  '/app/load', '/app/profile', '/app/accounts/risk', '/app/confirmation', '/app/subscribe', '/app/pay',
  '/advisory/customers', '/advisory/stats', '/advisory/insights', '/advisory/profile',
];

describe('the route table', () => {
  it('covers every path of the spec', () => {
    const paths = new Set(REMOTE_ROUTES.map((r) => r.path));
    expect(SPEC_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('declares each path once', () => {
    const paths = REMOTE_ROUTES.map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('gives every remote at least one mount', () => {
    for (const remote of REMOTES) expect(mountsOf(remote).length).toBeGreaterThan(0);
  });

  it('guards the lobby as anonymous-only and the areas by session kind', () => {
    const access = (path: string) => REMOTE_ROUTES.find((r) => r.path === path)?.access;
    expect(access('/app/login')).toBe('anonymous');
    expect(access('/advisory/login')).toBe('anonymous');
    expect(access('/app/dashboard')).toBe('saver');
    expect(access('/advisory/customers')).toBe('advisor');
    expect(access('/cgu')).toBe('public');
  });

  it('makes the accounts-load page depend on the add form', () => {
    expect(REMOTE_ROUTES.find((r) => r.path === '/app/load')?.requiresState).toBe('fromAccountAddForm');
  });

  it('redirects /app and /advisory to their homes', () => {
    expect(REDIRECTS).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/app', to: '/app/dashboard' }),
        expect.objectContaining({ path: '/advisory', to: '/advisory/customers' }),
      ]),
    );
  });

  it('gives each screen its own page title, the same screen under two paths keeping one', () => {
    const titleOfScreen = new Map<string, string>();
    for (const route of REMOTE_ROUTES) {
      const screen = `${route.remote}:${route.mount}`;
      const text = routeTitles[route.title].defaultMessage;
      expect(titleOfScreen.get(screen) ?? text).toBe(text);
      titleOfScreen.set(screen, text);
    }
    const texts = [...titleOfScreen.values()];
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(texts).has(routeTitles.notFound.defaultMessage)).toBe(false);
  });
});

describe('the routes a brand mounts (spec §6 flags)', () => {
  const paths = (features: { realEstate: boolean; realEstateEstimator: boolean }) => routesFor(features).map((route) => route.path);
  const REAL_ESTATE_PATHS = ['/app/contract-realestate/:contractId', '/app/accounts/new/real-estate-man', '/app/accounts/add/evaluate-man'];
  const ESTIMATOR_PATHS = ['/app/accounts/new/real-estate', '/app/accounts/add/real-estate', '/app/accounts/new/evaluate', '/app/accounts/add/evaluate'];

  it('leaves every real-estate path out when real estate is off', () => {
    const mounted = paths({ realEstate: false, realEstateEstimator: true });
    expect(mounted.filter((path) => [...REAL_ESTATE_PATHS, ...ESTIMATOR_PATHS].includes(path))).toEqual([]);
    expect(mounted).toContain('/app/dashboard');
  });

  it('leaves only the estimator out when the estimator is off', () => {
    const mounted = paths({ realEstate: true, realEstateEstimator: false });
    expect(REAL_ESTATE_PATHS.every((path) => mounted.includes(path))).toBe(true);
    expect(mounted.filter((path) => ESTIMATOR_PATHS.includes(path))).toEqual([]);
  });

  it('mounts the whole table with both on', () => {
    expect(paths({ realEstate: true, realEstateEstimator: true })).toHaveLength(REMOTE_ROUTES.length);
  });
});
