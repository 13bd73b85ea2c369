import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { catalogueProduct } from './fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/features',
  '/commitments',
  '/for-advisors',
  '/advisor',
  '/customers',
  '/cgu',
  '/mentions-legales',
  '/delete-profile',
];

test('the landing page speaks French with the brand name and the marketing claims', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Patrimo/).first()).toBeVisible();
  await expect(page.getByText(/120/).first()).toBeVisible();
  await expect(page.getByText(/chaque jour|quotidien/i).first()).toBeVisible();
  await expect(page).toHaveTitle(/Patrimo/);
});

for (const route of PUBLIC_ROUTES) {
  test(`the public route ${route} renders its page from its remote`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  });
}

test('a catalogue product’s public card renders from its remote, under its own address', async ({ page }) => {
  const product = await catalogueProduct(page.request);
  const route = `/contrats/${product.url}`;
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(product.name);
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('an unknown sub-path of a remote page goes to /404 too', async ({ page }) => {
  await page.goto('/features/inconnue');
  await expect(page).toHaveURL(/\/404$/);
});

test('the 500 page explains the error in French', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Une erreur inattendue est survenue' })).toBeVisible();
});

test('the cookie banner links to the terms and its acceptance persists', async ({ page }) => {
  await page.goto('/features');
  const banner = page.locator('[data-cookie-banner]');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/cgu');
  await banner.getByRole('button', { name: 'J’ai compris' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
});

test('the API documentation, generated from the contract, renders under the strict CSP', async ({ page }) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI reads the 480 KB OpenAPI 3.1 document through its own resolver before drawing anything: about 2 s of
  // CPU on a quiet machine, and beyond the usual 15 s once when the cores were shared with the other server's tests.
  await expect(page.getByText('/api/oauth/token').first()).toBeVisible({ timeout: 45_000 });
  expect(violations).toEqual([]);
});

test('every page is served with a strict content security policy and no inline script but the colour scheme’s, allowed by its hash', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/app/login']) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const inline = await page.locator('script:not([src])').allTextContents();
    // The pre-rendered landing sets its colour scheme before the first paint; the shell (the login) has none.
    if (path === '/') {
      expect(inline).toHaveLength(1);
      const digest = createHash('sha256').update(inline[0] ?? '').digest('base64');
      expect(csp).toContain(`'sha256-${digest}'`);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    } else {
      expect(inline).toEqual([]);
    }
  }
  expect(violations).toEqual([]);
});
