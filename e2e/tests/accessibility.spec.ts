import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from '../../shared/src/brands/brands';
import { REMOTE_ROUTES, routesFor, type RemoteRoute } from '../../host/src/app/route-table';
import { STAGING_HOST } from '../chromium';
import { SERVER } from '../servers';
import { acceptCookies, ADVISOR, catalogueProduct, customerIdOf, SAVER, SEEDED_CUSTOMER, submitLogin, seriousViolations, trafficQuiet, watchTraffic } from './fixtures';

/**
 * Accessibility of every page that exists, as axe-core (the reference WCAG rule engine) finds it in Chromium:
 * no serious or critical violation, in the light scheme everywhere and in the dark one on a representative
 * set; each page with one `<main>`, a `<nav>` and its own title. One browser context per role, pages visited
 * one after the other; the violations of all pages are reported together.
 */

type Scheme = 'light' | 'dark';

/**
 * A safety net, not a measure: an audit of 20 to 40 pages takes 2 to 4 minutes on a quiet 2-core machine and
 * has taken more than 5 when the cores were shared with builds.
 */
const AUDIT_TIMEOUT = 480_000;

// Every test signs in on its own and only reads: `npm test`'s shards may take them apart.
test.describe.configure({ mode: 'parallel' });

/** A concrete URL for a route pattern (the contract id is replaced by a real one when the saver has one). */
function concrete(route: RemoteRoute, contractId = 'c-123'): string {
  return route.path.replace(':contractId', contractId).replace(':contractUrl', 'assurance-vie-exemple');
}

/**
 * Waits until the page is drawn: its heading, no remote fallback, no request in flight for 150 ms (a screen
 * that loads in two waves, a chart after its data, starts the second within that time), nothing loading.
 * Playwright's `networkidle` waits 500 ms of silence on every page: a minute and a half over the audits.
 */
async function settled(page: Page, url: string): Promise<void> {
  watchTraffic(page);
  await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  await expect(page.locator('[data-remote-fallback]'), url).toHaveCount(0);
  await trafficQuiet(page, url);
  await expect(page.locator('[role="progressbar"][aria-busy="true"], .mantine-Loader-root'), url).toHaveCount(0);
}

/** The serious and critical violations axe finds on the current page, one line each. */
async function violationsOf(page: Page, label: string): Promise<string[]> {
  return (await seriousViolations(page)).map((violation) => {
    const where = violation.nodes.slice(0, 3).map((node) => `${node.target} ${node.summary}`);
    return `${label}: ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes) ${where.join(' | ')}`;
  });
}

/** The structure every layout gives a page: one main landmark, at least one navigation landmark. */
async function landmarkProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  const mains = await page.getByRole('main').count();
  if (mains !== 1) problems.push(`${label}: ${mains} main landmarks`);
  if ((await page.getByRole('navigation').count()) === 0) problems.push(`${label}: no navigation landmark`);
  return problems;
}

/**
 * Opens a URL the way a person moving around the app does: the first one of an audit is loaded from the server,
 * the next ones through the router (the history entry and the `popstate` it listens to), as a link would. The
 * scripts stay loaded: a full load of the shell and its remotes per page cost about a second each over 130 pages.
 */
async function open(page: Page, url: string, first: boolean): Promise<void> {
  if (first || !page.url().startsWith('http')) {
    await page.goto(url);
    return;
  }
  // The shell counts a view when it shows another path (`usePageViews`, an effect of the committed screen): once
  // that beacon has left, the new screen is the one on the page. Without it, on a loaded machine, the router's
  // render could still be under way after the quiet time below, and the previous screen's heading and title read
  // as this one's. A change of query only (a tab in the address) shows the same path and sends no view.
  const shown =
    new URL(url, page.url()).pathname === new URL(page.url()).pathname
      ? undefined
      : page.waitForRequest((request) => new URL(request.url()).pathname === '/api/analytics/page-views', { timeout: 20_000 }).catch(() => {
          throw new Error(`${url}: the shell never showed this address (no page view counted)`);
        });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  await shown;
  // The quiet time `settled` waits for counts from here: the new screen starts its requests within it.
  watchTraffic(page).lastChange = Date.now();
}

/** Visits each URL in a scheme and collects its problems; records each page's title. */
async function audit(page: Page, urls: readonly string[], scheme: Scheme, titles: Map<string, string>): Promise<string[]> {
  await page.emulateMedia({ colorScheme: scheme });
  const problems: string[] = [];
  watchTraffic(page);
  for (const [index, url] of urls.entries()) {
    await open(page, url, index === 0);
    await settled(page, url);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const label = `${url} (${scheme})`;
    problems.push(...(await violationsOf(page, label)), ...(await landmarkProblems(page, label)));
    // A URL that redirects (the confirmation step once confirmed, /reco) shows another screen, with that screen's title.
    if (new URL(page.url()).pathname === new URL(url, page.url()).pathname) titles.set(url, await page.title());
  }
  return problems;
}

/** Every title ends with the brand and differs from the others (pages of one screen share theirs). */
function titleProblems(titles: Map<string, string>, sameScreen: (a: string, b: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  const entries = [...titles.entries()];
  for (const [url, title] of entries) {
    if (!/^.+ — Patrimo( Conseil)?( \(préproduction\))?$/.test(title)) problems.push(`${url}: title « ${title} »`);
  }
  for (const [i, [url, title]] of entries.entries()) {
    const twin = entries.slice(i + 1).find(([other, otherTitle]) => otherTitle === title && !sameScreen(url, other));
    if (twin) problems.push(`${url} and ${twin[0]} share the title « ${title} »`);
  }
  return problems;
}

const PUBLIC_URLS = [...REMOTE_ROUTES.filter((r) => r.access === 'public').map((r) => concrete(r)), '/404', '/500'];
const ANONYMOUS_URLS = REMOTE_ROUTES.filter((r) => r.access === 'anonymous').map((r) => concrete(r));

test('public and lobby pages have no serious accessibility violation, in both schemes, and each its own title', async ({ page }) => {
  test.setTimeout(AUDIT_TIMEOUT);
  const titles = new Map<string, string>();
  await page.goto('/');
  await acceptCookies(page);
  // A real catalogue product: its public card (an unknown address is the 404 page, audited already).
  const card = [`/contrats/${(await catalogueProduct(page.request)).url}`];
  const problems = [
    ...(await audit(page, [...PUBLIC_URLS, ...ANONYMOUS_URLS, ...card], 'light', titles)),
    ...(await audit(page, ['/', '/features', '/404', '/app/login', '/app/register', '/advisory/login'], 'dark', new Map())),
  ];
  expect(problems).toEqual([]);
  expect(titleProblems(titles)).toEqual([]);
});

/** Signs the demo saver in and returns the id of one of their contracts, so that contract pages show data. */
async function saverWithContract(page: Page): Promise<string> {
  await page.goto('/app/login');
  await acceptCookies(page);
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto('/app/dashboard/contracts');
  await settled(page, '/app/dashboard/contracts');
  const href = await page.locator('a[href^="/app/contract/"]').first().getAttribute('href', { timeout: 5_000 }).catch(() => null);
  return /\/app\/contract\/([^/?#]+)/.exec(href ?? '')?.[1] ?? 'c-123';
}

test('every saver screen of the route table (lobby steps, app, placeholders) has no serious accessibility violation, and each its own title', async ({ page }) => {
  test.setTimeout(AUDIT_TIMEOUT);
  const contractId = await saverWithContract(page);
  // The default brand's routes: real estate is off there (spec §6), its pages are audited on the staging brand below.
  const routes = routesFor(BRANDS.patrimo.features).filter((r) => r.access === 'saver' && !r.requiresState);
  const screens = routes.map((r) => concrete(r, contractId));
  const titles = new Map<string, string>();
  const problems = [
    ...(await audit(page, [...screens, '/app/dashboard/contracts', '/app/dashboard-loans/contracts'], 'light', titles)),
    ...(await audit(
      page,
      ['/app/dashboard', `/app/contract/${contractId}`, '/app/user/notifications', '/app/user/payment', '/app/accounts/new', '/app/profile', '/app/subscribe'],
      'dark',
      new Map(),
    )),
  ];
  expect(problems).toEqual([]);
  // The property-add screens exist in the lobby and in the app under the same title; sub-pages keep their screen's.
  const screenOf = (url: string) => url.replace('/app/accounts/add/', '/app/accounts/new/');
  const screenTitles = new Map(screens.flatMap((url) => (titles.has(url) ? [[url, titles.get(url) ?? '']] : [])) as [string, string][]);
  expect(titleProblems(screenTitles, (a, b) => screenOf(a) === screenOf(b))).toEqual([]);
});

test('every tab of a contract, a fund sheet and the user pages have no serious accessibility violation, each tab its own title', async ({ page }) => {
  test.setTimeout(AUDIT_TIMEOUT);
  const contractId = await saverWithContract(page);
  const tabs = ['overview', 'project', 'allocation', 'investments', 'operations', 'details', 'documents', 'informations', 'settings', 'info-needed'].map((tab) => `/app/contract/${contractId}/${tab}`);
  const titles = new Map<string, string>();
  const problems = [
    ...(await audit(page, tabs, 'light', titles)),
    // A fund sheet seen from the contract (issue 12).
    ...(await audit(page, [`/app/contract/${contractId}/fund/FR0010315770`, ...['infos', 'accounts', 'notifications', 'profile'].map((tab) => `/app/user/${tab}`), '/app/accounts/new/boursobank'], 'light', new Map())),
    ...(await audit(page, [`/app/contract/${contractId}/allocation`], 'dark', new Map())),
  ];
  expect(problems).toEqual([]);
  expect(titleProblems(titles)).toEqual([]);
});

test('the pages of a contract’s analysis and arbitration have no serious accessibility violation, each its own title', async ({ page }) => {
  test.setTimeout(AUDIT_TIMEOUT);
  const contractId = await saverWithContract(page);
  // One page of each step, the charts, tables, gauges and the partial lock among them.
  const pages = ['allocation/1', 'allocation/5', 'performances/1', 'performances/2', 'performances/5', 'risk/1', 'risk/4', 'fees/1', 'fees/4', 'advices/1', 'advices/2'].map(
    (path) => `/app/contract/${contractId}/analyse/${path}`,
  );
  const titles = new Map<string, string>();
  const arbitration = `/app/contract/${contractId}/arbitration`;
  const problems = [
    ...(await audit(page, pages, 'light', titles)),
    ...(await audit(page, [`/app/contract/${contractId}/analyse/performances/1`, `/app/contract/${contractId}/analyse/risk/4`], 'dark', new Map())),
    // The arbitration that follows the advice step (issue 13): its start, then, with a basket, its market and optimisation.
    ...(await audit(page, [`${arbitration}/start`], 'light', titles)),
  ];
  const choose = page.locator('[data-start-available="true"] [data-choose-start]').first();
  if ((await choose.count()) > 0) await choose.click();
  problems.push(
    ...(await audit(page, [`${arbitration}/market`, `${arbitration}/optimize`], 'light', titles)),
    // The three arbitration pages in the dark scheme too (the basket chosen above stays for the session).
    ...(await audit(page, [`${arbitration}/start`, `${arbitration}/market`, `${arbitration}/optimize`], 'dark', new Map())),
  );
  expect(problems).toEqual([]);
  expect(titleProblems(titles)).toEqual([]);
});

/** « Ajouter un client »: its three tabs, each in the address. */
const ADD_TABS = ['/advisory/customers/add', '/advisory/customers/add?way=invite', '/advisory/customers/add?way=csv'];

test('every advisory page has no serious accessibility violation, in both schemes', async ({ page }) => {
  test.setTimeout(AUDIT_TIMEOUT);
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  const screens = REMOTE_ROUTES.filter((r) => r.access === 'advisor').map((r) => concrete(r));
  const titles = new Map<string, string>();
  const problems = [
    ...(await audit(page, [...screens, ...ADD_TABS], 'light', titles)),
    ...(await audit(page, ['/advisory/customers', '/advisory/stats', '/advisory/insights', '/advisory/profile', ...ADD_TABS], 'dark', new Map())),
  ];
  expect(problems).toEqual([]);
  expect(titleProblems(new Map(screens.map((url) => [url, titles.get(url) ?? ''])))).toEqual([]);
});

test('a customer’s pages (overview, insights, interactions, the customer view) and the saver’s « Qui a consulté mes données » have no serious accessibility violation, in both schemes', async ({ page, browser }) => {
  test.setTimeout(AUDIT_TIMEOUT);
  // The seeded customer, who grants access to the seeded advisor: their figures, the view and the reads show.
  const customerId = await customerIdOf(page.request);
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  const record = `/advisory/customers/${customerId}`;
  const pages = [...['overview', 'insights', 'interactions'].map((tab) => `${record}/${tab}`), `${record}/view/dashboard/overview`, `${record}/view/user/infos`];
  const titles = new Map<string, string>();
  const problems = [...(await audit(page, pages, 'light', titles)), ...(await audit(page, pages, 'dark', new Map()))];
  // Each tab its own title.
  expect(titleProblems(new Map(pages.slice(0, 3).map((url) => [url, titles.get(url) ?? ''])))).toEqual([]);

  // The customer's own informations page, where the firm's access and its reads are listed.
  const saverContext = await browser.newContext();
  const saver = await saverContext.newPage();
  await saver.goto('/app/login');
  await acceptCookies(saver);
  await submitLogin(saver, SEEDED_CUSTOMER);
  await expect(saver).toHaveURL(/\/app\/(?!login)/);
  problems.push(...(await audit(saver, ['/app/user/infos'], 'light', new Map())));
  await expect(saver.locator('[data-data-access="granted"]')).toBeVisible();
  await expect(saver.locator('[data-data-access-reads]')).toBeVisible();
  problems.push(...(await audit(saver, ['/app/user/infos'], 'dark', new Map())));
  await saverContext.close();
  expect(problems).toEqual([]);
});

test('the skip link is the first thing Tab reaches and Enter moves the focus to the main content', async ({ page }) => {
  await page.goto('/app/login');
  await acceptCookies(page);
  for (const url of ['/features', '/app/login']) {
    await page.goto(url);
    await settled(page, url);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
  }
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await settled(page, '/app/dashboard');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // From there, Tab goes on inside the page, past the header and the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
});

test('the theme toggle names what it switches to', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app/login');
  await acceptCookies(page);
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
});

test('the audit finds violations planted in a page, after an in-app navigation as in the audits', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  expect(await violationsOf(page, '/')).toEqual([]);
  await open(page, '/features', false);
  await settled(page, '/features');
  // A button without a name (critical) and grey text on white (serious contrast), added to the document axe reads.
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML('beforeend', '<button type="button" id="planted-button"></button><p id="planted-text" style="color:#ccc;background:#fff">Texte trop pâle</p>');
  });
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.id).sort()).toEqual(['button-name', 'color-contrast']);
  expect(found.flatMap((violation) => violation.nodes.map((node) => node.target)).sort()).toEqual(['#planted-button', '#planted-text']);
});

test('a chart says what it shows in one French sentence', async ({ page }) => {
  await page.goto('/app/login');
  await acceptCookies(page);
  await submitLogin(page, SAVER);
  // Signed in first: going elsewhere while the sign-in is under way would cancel it.
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto('/app/dashboard/overview');
  const figure = page.getByRole('figure', { name: /^Votre patrimoine est passé de .+\s€ à .+\s€ depuis \p{L}+ \d{4}\.$/u });
  await expect(figure).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Répartition de .+\s€\s: .+\.$/u }).first()).toBeVisible();
});

test.describe('on the staging brand, with real estate on', () => {
  test.use({ baseURL: `http://${STAGING_HOST}:${SERVER.port}` });

  test('the real-estate pages (add flows, a property, the goods) have no serious accessibility violation, each its own title', async ({ page }) => {
    test.setTimeout(AUDIT_TIMEOUT);
    await page.goto('/app/login');
    await acceptCookies(page);
    await submitLogin(page, SAVER);
    await expect(page).toHaveURL(/\/app\/dashboard/);
    // Through the page: the staging host name resolves in Chromium (its host rule), not in the test runner.
    const property = {
      name: 'Maison de l’audit',
      address: 'Bordeaux 33000',
      location: { latitude: 44.84, longitude: -0.58, city: 'Bordeaux', postcode: '33000', insee_code: '33063' },
      kind: 'house',
      usage: 'rental_investment',
      state: 0,
      surface: 110,
      rent_received: 1400,
      purchase_year: 2012,
      purchase_amount: 300000,
    };
    const call = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ({ method, path, body }) => {
          const token = (JSON.parse(localStorage.getItem('patrimo.auth.tokens') ?? '{}') as { accessToken?: string }).accessToken ?? '';
          const response = await fetch(path, {
            method,
            headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          return { status: response.status, body: (await response.text()) || 'null' };
        },
        { method, path, body },
      );
    const created = await call('POST', '/api/users/me/real_estates', { real_estate: property });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body) as { id: string };
    try {
      const add = ['real-estate/description', 'real-estate/characteristics', 'real-estate/condition', 'real-estate/confirmation', 'real-estate/loans', 'real-estate-man/description', 'real-estate-man/confirmation'];
      const titles = new Map<string, string>();
      const problems = [
        ...(await audit(page, [...add.map((step) => `/app/accounts/new/${step}`), `/app/contract-realestate/${id}/overview`, `/app/contract-realestate/${id}/settings`], 'light', titles)),
        ...(await audit(page, ['/app/user/goods', `/app/contract-realestate/${id}/overview`], 'dark', new Map())),
      ];
      expect(problems).toEqual([]);
      expect(titleProblems(titles)).toEqual([]);
    } finally {
      await call('DELETE', `/api/real_estates/${id}`);
    }
  });
});
