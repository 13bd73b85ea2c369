import { expect, test, type Browser, type Page } from '@playwright/test';
import { SERVER } from '../servers';
import { acceptCookies, catalogueProduct, loginAsSaver } from './fixtures';

/**
 * The public pages pre-rendered at build time (issue 17): painted from the server's HTML without JavaScript, equal
 * to what the client renders alone, and hydrated by the scripts without React throwing the HTML away.
 */
const PRERENDERED = ['/', '/features', '/commitments', '/for-advisors', '/advisor', '/customers', '/cgu', '/mentions-legales'];
const ORIGIN = `http://localhost:${SERVER.port}`;

/**
 * `#root` as a canonical text, to compare two renders of a page: attributes sorted, text nodes joined (the server
 * separates adjacent texts with comments, which are dropped like the Suspense markers), and React's generated ids
 * (`_R_…_` on the server, `_r_…_` on the client) and Mantine's named by order of first appearance, so that an id and the
 * `aria-labelledby` that points to it must still match; style attributes as the browser parsed them. Runs in the
 * page: it must not use anything from here.
 */
function canonicalRoot(root: Element): string {
  const ids = new Map<string, string>();
  const renamed = (value: string) =>
    value.replace(/_[rR]_[A-Za-z0-9]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ids.get(id) as string;
    });
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const element = node as Element;
    const name = element.tagName.toLowerCase();
    const value = (attribute: Attr) => {
      // A style as the browser parsed it, declarations sorted: the server's text and the client's CSSOM differ in form only.
      if (attribute.name === 'style') {
        const style = (element as HTMLElement).style;
        return [...style]
          .sort()
          .map((property) => `${property}: ${style.getPropertyValue(property)}${style.getPropertyPriority(property) ? ' !important' : ''}`)
          .join('; ');
      }
      // Mantine's ids (`mantine-<random>-panel-…`): the React id on the server, a random one once mounted.
      if (/^(id|for|aria-controls|aria-labelledby|aria-describedby)$/.test(attribute.name)) {
        return attribute.value.replace(/^mantine-([a-z0-9]+)(?=-|$)/, (_match, token: string) => `mantine-_r_${token}_`);
      }
      return attribute.value;
    };
    const attributes = [...element.attributes]
      .map((attribute) => `${attribute.name}="${renamed(value(attribute))}"`)
      .sort()
      .join(' ');
    const inner = name === 'style' ? renamed(element.textContent ?? '') : [...element.childNodes].map(walk).join('');
    // One element per line, so that a difference reads as a short diff.
    return `\n<${name} ${attributes}>${inner}</${name}>`;
  };
  return [...root.childNodes].map(walk).join('');
}

/** The page as the server sends it, read by a browser with JavaScript off: what a visitor sees before any script. */
async function serverRender(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: ORIGIN, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'mf_lobby');
    // Painted from HTML: the page's heading and its footer are there, with no loading state.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('[role="status"]')).toHaveCount(0);
    return await page.locator('#root').evaluate(canonicalRoot);
  } finally {
    await context.close();
  }
}

/** Errors of the page: uncaught ones, console errors (a refused inline script among them), hydration reports. */
async function collectErrors(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __shellErrors: string[] }).__shellErrors = seen;
    window.addEventListener('patrimo:shell-error', (event) => {
      seen.push(String((event as CustomEvent<{ error: unknown }>).detail.error));
    });
  });
  return async () => [...errors, ...(await page.evaluate(() => (window as unknown as { __shellErrors: string[] }).__shellErrors))];
}

/** Whether React owns the page's heading: hydrated (or rendered) by the client, not only painted from HTML. */
async function reactOwnsHeading(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** The page's server render equals the client's render alone, and the scripts hydrate it without a mismatch. */
async function expectSameRenderAndHydration(browser: Browser, page: Page, path: string): Promise<void> {
  const fromServer = await serverRender(browser, path);

  // The client alone: the same address answered with the plain shell, which renders everything in the browser.
  await acceptCookies(page);
  const shell = await (await page.request.get('/index.html')).text();
  expect(shell).toContain('<div id="root"></div>');
  await page.route(`${ORIGIN}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell }));
  await page.goto(path);
  await reactOwnsHeading(page);
  await expect(page.locator('[role="status"]')).toHaveCount(0);
  expect(await page.locator('#root').evaluate(canonicalRoot)).toBe(fromServer);
  await page.unroute(`${ORIGIN}${path}`);

  // Hydrated: React adopts the server's HTML as it is, and the page carries on, unchanged.
  const errorsOf = await collectErrors(page);
  await page.goto(path);
  await reactOwnsHeading(page);
  await expect(page.locator('[role="status"]')).toHaveCount(0);
  expect(await page.locator('#root').evaluate(canonicalRoot)).toBe(fromServer);
  expect(await errorsOf()).toEqual([]);
}

for (const path of PRERENDERED) {
  test(`${path}: the pre-rendered HTML equals the client's render and hydrates without a mismatch`, async ({ browser, page }) => {
    await expectSameRenderAndHydration(browser, page, path);
  });
}

test('a public contract card is rendered by the server from its product, equals the client’s render and hydrates without asking the API again', async ({ browser, page }) => {
  const product = await catalogueProduct(page.request);
  const path = `/contrats/${product.url}`;
  await expectSameRenderAndHydration(browser, page, path);

  // The HTML carries the product's title and description, and the answer the first render read.
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  const serverTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(serverTitle).toContain(`${product.name} (${product.bank_name})`);
  expect(serverTitle).toMatch(/frais et supports — Patrimo$/);
  expect(html).toMatch(/<meta name="description" content="[^"]+" data-page-meta\/>/);
  expect(html).toContain('<script type="application/json" id="patrimo-prefetched">');

  // Hydrated from that answer: the card never asks the API for its product.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/contracts/')) asked.push(request.url());
  });
  await page.goto(path);
  await reactOwnsHeading(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // The title the client keeps is the server's.
  await expect(page).toHaveTitle(serverTitle);
  expect(asked).toEqual([]);

  // Leaving the card takes its description away with it.
  await page.getByRole('link', { name: /fonctionnalités/i }).first().click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(0);
});

test('an address that is no published contract answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/contrats/ce-contrat-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
});

/** What marks a library in a script: zod's own class names, recharts' class prefix. */
const HEAVY_LIBRARIES = { 'the contract’s zod schemas': 'ZodObject', 'the chart kit (recharts)': 'recharts-wrapper' };

test('the public pages hydrate from their own build: no federation, no remote, no contract schemas nor chart kit', async ({ page }) => {
  // Their entry (host/src/public) is an ordinary build of mf-lobby's public pages and the shell: a public page that
  // loaded main.js or a remote would carry federation's runtime and whole shared libraries again (291 KB gzip
  // instead of 152 on the landing page), one that imported the contract or the charts a third more.
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  for (const path of PRERENDERED) {
    await page.goto(path);
    await reactOwnsHeading(page);
  }
  expect(scripts.size).toBeGreaterThan(0);
  expect([...scripts.keys()].filter((script) => !script.startsWith('/public/'))).toEqual([]);
  for (const script of scripts.keys()) {
    const body = await (await page.request.get(script)).text();
    for (const [library, marker] of Object.entries(HEAVY_LIBRARIES)) expect(body.includes(marker), `${script} holds ${library}`).toBe(false);
  }
});

test('a link from a public page to the application loads the application’s document, which then works as before', async ({ page }) => {
  await acceptCookies(page);
  const errorsOf = await collectErrors(page);
  await page.goto('/');
  await reactOwnsHeading(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  // One new document, the application's: its entry and mf-lobby's remote, through federation.
  expect(documents).toEqual(['/app/login']);
  expect(scripts).toContain('/main.js');
  expect(scripts.some((script) => script.startsWith('/mf/mf-lobby/'))).toBe(true);
  // Back to the public page, then through the application's own links: the session-free pages still work.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await reactOwnsHeading(page);
  expect(await errorsOf()).toEqual([]);
});

test('a hydrated public page works as the app: its links navigate in the client, its cookie banner comes after hydration', async ({ page }) => {
  const errorsOf = await collectErrors(page);
  await page.goto('/features');
  await reactOwnsHeading(page);
  // Only this browser knows the consent: the banner is never in the HTML, it comes once the page is the app's.
  await expect(page.locator('[data-cookie-banner]')).toBeVisible();
  await page.locator('[data-cookie-banner]').getByRole('button', { name: 'J’ai compris' }).click();
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: /engagements/i }).click();
  await expect(page).toHaveURL(/\/commitments$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(documents).toBe(0);
  expect(await errorsOf()).toEqual([]);
});

test('a signed-in saver opening a pre-rendered page sees their session in its header once hydrated, without a mismatch', async ({ page }) => {
  await acceptCookies(page);
  await loginAsSaver(page);
  const errorsOf = await collectErrors(page);
  await page.goto('/commitments');
  await reactOwnsHeading(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Mon espace' }).first()).toBeVisible();
  expect(await errorsOf()).toEqual([]);
});

test('a brand gets its own pre-rendered pages, chosen by the host name', async ({ request }) => {
  const patrimo = await (await request.get('/features', { headers: { accept: 'text/html' } })).text();
  const conseil = await (await request.get('/features', { headers: { accept: 'text/html', host: `conseil.patrimo.fr:${SERVER.port}` } })).text();
  expect(patrimo).toContain('data-prerendered="mf_lobby"');
  expect(conseil).toContain('data-prerendered="mf_lobby"');
  expect(conseil).not.toBe(patrimo);
  expect(patrimo).toMatch(/<title>Fonctionnalités — [^<]+<\/title>/);
});

test('a pre-rendered page is painted in the person’s colour scheme before any script of the app has run', async ({ page }) => {
  // The page's scripts never arrive: what shows is the HTML, its style sheet and the colour-scheme line alone.
  await page.route(/\/public\/.*\.js$/, (route) => route.abort());
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  // A chosen theme wins over the system's.
  await page.evaluate(() => localStorage.setItem('patrimo.theme', '"light"'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
