import { expect, test, type Page } from '@playwright/test';
import { BRANDS } from '../../shared/src/brands/brands';
import { REMOTE_ROUTES, routesFor, type RemoteRoute } from '../../host/src/app/route-table';
import { acceptCookies, ADVISOR, customerIdOf, SAVER, submitLogin } from './fixtures';

/** A concrete URL for a route pattern. */
function concrete(route: RemoteRoute, contractId = 'c-123'): string {
  return route.path.replace(':contractId', contractId).replace(':contractUrl', 'assurance-vie-exemple');
}

async function expectRendered(page: Page, url: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[data-remote-fallback]'), url).toHaveCount(0);
  expect(new URL(page.url()).pathname, url).not.toBe('/404');
}

test('every saver route of the route table renders its remote page', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/app/login');
  await acceptCookies(page);
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/dashboard(\/overview)?$/);
  // A contract of the demo saver: an id that is not theirs goes to the 404 page, as it should (issue 12).
  await page.goto('/app/dashboard/contracts');
  const href = await page.locator('a[href^="/app/contract/"]').first().getAttribute('href');
  const contractId = /\/app\/contract\/([^/?#]+)/.exec(href ?? '')?.[1];
  expect(contractId, 'a contract link on the contracts page').toBeTruthy();
  // The default brand's routes: real estate is off there (spec §6); real-estate.spec.ts covers both sides of the flag.
  for (const route of routesFor(BRANDS.patrimo.features).filter((r) => r.access === 'saver' && !r.requiresState)) {
    const url = concrete(route, contractId);
    await page.goto(url);
    await expectRendered(page, url);
  }
});

test('every advisory route of the route table renders its remote page', async ({ page }) => {
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  for (const route of REMOTE_ROUTES.filter((r) => r.access === 'advisor')) {
    const url = concrete(route);
    await page.goto(url);
    await expectRendered(page, url);
  }
});

test('every anonymous-only route renders for a visitor', async ({ page }) => {
  for (const route of REMOTE_ROUTES.filter((r) => r.access === 'anonymous')) {
    const url = concrete(route);
    await page.goto(url);
    await expect(page).toHaveURL(url);
    await expectRendered(page, url);
  }
});

test('/app and /advisory redirect to their home screens', async ({ page }) => {
  await page.goto('/app/login');
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/dashboard(\/overview)?$/);
});

test('an advisor opens a customer’s saver view: mf-advisory mounts mf-dashboard at run time', async ({ page }) => {
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  const customerId = await customerIdOf(page.request);
  await page.goto(`/advisory/customers/${customerId}/view`);
  await expect(page.locator('[data-saver-view-notice]')).toBeVisible();
  await expect(page.locator('[data-amount]').first()).toBeVisible();
  await expect(page.locator('[data-remote-fallback], [data-saver-view-fallback]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/advisory/customers/${customerId}/view`));
});
