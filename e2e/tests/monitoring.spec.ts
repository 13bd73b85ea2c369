import { expect, test, type Page, type Route } from '@playwright/test';
import { SERVER } from '../servers';
import { acceptCookies, loginAsSaver } from './fixtures';

/**
 * The browser's error reporting, offline: the server's runtime configuration (/config.json) is given DSNs on the
 * page's own origin, and this test plays the reporter's ingest endpoint (`/api/<project>/envelope/`), so it reads
 * every envelope the page sends. A remote's error is made real by appending a throw to mf-billing's own entry
 * file: the error comes from that remote's code, as a bug of its would.
 */
const ORIGIN = `http://localhost:${SERVER.port}`;
const BROWSER_PROJECT = 2;
const BILLING_PROJECT = 3;
const BILLING_BUG = 'panne de test dans mf-billing';

interface SentEvent {
  project: number;
  event: { tags?: Record<string, string>; exception?: { values: Array<{ value: string }> }; user?: unknown; request?: unknown; release?: string };
}

/** Events found in the envelopes posted so far (an envelope is newline-delimited JSON: header, item header, payload…). */
function eventsOf(bodies: Array<{ url: string; body: string }>): SentEvent[] {
  const events: SentEvent[] = [];
  for (const { url, body } of bodies) {
    const project = Number(/\/api\/(\d+)\/envelope\//.exec(url)?.[1]);
    const lines = body.split('\n').filter((line) => line.trim() !== '');
    for (let index = 1; index + 1 < lines.length; index += 2) {
      const header = JSON.parse(lines[index]!) as { type?: string };
      if (header.type === 'event') events.push({ project, event: JSON.parse(lines[index + 1]!) as SentEvent['event'] });
    }
  }
  return events;
}

/** The metric names found in the envelopes posted so far (items of type `trace_metric`). */
function metricsOf(bodies: Array<{ url: string; body: string }>): Array<{ name: string; attributes?: Record<string, { value?: unknown }> }> {
  const found: Array<{ name: string; attributes?: Record<string, { value?: unknown }> }> = [];
  for (const { body } of bodies) {
    const lines = body.split('\n').filter((line) => line.trim() !== '');
    for (let index = 1; index + 1 < lines.length; index += 2) {
      const header = JSON.parse(lines[index]!) as { type?: string };
      if (header.type === 'trace_metric') found.push(...(JSON.parse(lines[index + 1]!) as { items: typeof found }).items);
    }
  }
  return found;
}

/** mf-billing's entry file with a bug of its own: it throws once the page has loaded it. */
async function billingThatThrows(page: Page): Promise<void> {
  await page.route('**/mf/mf-billing/remoteEntry.js', async (route: Route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = `${await response.text()}\n;setTimeout(function () { throw new Error(${JSON.stringify(BILLING_BUG)}); }, 0);\n`;
    await route.fulfill({ status: response.status(), headers, body });
  });
}

/** Posts to the reporter's endpoints on this origin are recorded and answered as the ingest service would. */
async function recordEnvelopes(page: Page): Promise<Array<{ url: string; body: string }>> {
  const sent: Array<{ url: string; body: string }> = [];
  await page.route('**/api/*/envelope/**', async (route) => {
    sent.push({ url: route.request().url(), body: route.request().postData() ?? '' });
    await route.fulfill({ status: 200, json: {} });
  });
  return sent;
}

test('an error thrown by mf-billing reaches mf-billing’s own project tagged mf-billing; the page’s own, the browser project', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...config,
        error_reporting: {
          dsn: `http://browser@localhost:${SERVER.port}/${BROWSER_PROJECT}`,
          remote_dsns: { 'mf-billing': `http://billing@localhost:${SERVER.port}/${BILLING_PROJECT}` },
          environment: 'e2e',
          release: 'patrimo@e2e',
        },
      },
    });
  });
  const sent = await recordEnvelopes(page);
  await billingThatThrows(page);

  await page.goto(`${ORIGIN}/app/subscribe`);
  await expect(page.getByRole('heading', { name: 'Choisir votre abonnement' })).toBeVisible();
  await expect.poll(() => eventsOf(sent).length).toBeGreaterThanOrEqual(1);
  const [billing] = eventsOf(sent);
  expect(billing?.project).toBe(BILLING_PROJECT);
  expect(billing?.event.tags?.remote).toBe('mf-billing');
  expect(billing?.event.exception?.values.at(-1)?.value).toBe(BILLING_BUG);
  expect(billing?.event.release).toBe('patrimo@e2e');
  // Nothing about the person: no user, no request (URL, headers, cookies).
  expect(billing?.event.user).toBeUndefined();
  expect(billing?.event.request).toBeUndefined();
  expect(sent.map((envelope) => envelope.body).join('\n')).not.toContain('demo@patrimo.fr');

  // An error of the page outside any remote's code goes to the browser project, tagged host.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('panne de test hors des remotes');
    }, 0);
  });
  await expect.poll(() => eventsOf(sent).length).toBe(2);
  const host = eventsOf(sent)[1];
  expect(host?.project).toBe(BROWSER_PROJECT);
  expect(host?.event.tags?.remote).toBe('host');

  // Hiding the page (another tab, the phone locked) hands over its Web Vitals, filed under the page the visit
  // landed on. Headless Chromium never hides a page by itself: the page is told so, as a tab switch would.
  await page.getByRole('heading', { name: 'Choisir votre abonnement' }).click();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => metricsOf(sent).map((metric) => metric.name)).toEqual(expect.arrayContaining(['web_vitals.lcp', 'web_vitals.cls']));
  expect(metricsOf(sent).find((metric) => metric.name === 'web_vitals.lcp')?.attributes?.page?.value).toBe('/app/subscribe');
});

test('without a DSN the page loads no reporter and sends nothing', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  const sent = await recordEnvelopes(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await billingThatThrows(page);
  const thrown = page.waitForEvent('pageerror', (error) => error.message.includes(BILLING_BUG));

  await page.goto(`${ORIGIN}/app/subscribe`);
  await expect(page.getByRole('heading', { name: 'Choisir votre abonnement' })).toBeVisible();
  await thrown;
  expect(scripts.some((url) => url.includes('/mf/mf-billing/remoteEntry.js'))).toBe(true);
  expect(scripts.filter((url) => url.includes('error-reporting'))).toEqual([]);
  expect(sent).toEqual([]);
});

test('the audience measure counts each page shown, anonymously, under its page without record ids', async ({ page, request }) => {
  const today = async () => {
    const response = await request.get('/api/analytics/page-views');
    expect(response.status()).toBe(200);
    const { page_views: rows } = (await response.json()) as { page_views: Array<{ brand: string; page: string; views: number }> };
    return (path: string) => rows.filter((row) => row.brand === 'patrimo' && row.page === path).reduce((sum, row) => sum + row.views, 0);
  };
  const before = await today();
  const beacons: Array<Record<string, string>> = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/analytics/page-views')) beacons.push(sent.headers());
  });

  await loginAsSaver(page);
  await acceptCookies(page);
  await page.goto(`${ORIGIN}/app/subscribe`);
  await expect(page.getByRole('heading', { name: 'Choisir votre abonnement' })).toBeVisible();
  await expect.poll(async () => (await today())('/app/subscribe') - before('/app/subscribe')).toBe(1);
  expect((await today())('/app/login')).toBeGreaterThan(before('/app/login'));
  // The beacons carry no credentials: nothing ties a count to a person.
  expect(beacons.length).toBeGreaterThan(0);
  for (const headers of beacons) {
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
  }
});
