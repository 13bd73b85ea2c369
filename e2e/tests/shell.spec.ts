import { expect, test } from '@playwright/test';
import { acceptCookies, loginAsSaver } from './fixtures';

test('private mode masks amounts with five stars, and the choice persists', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.goto('/app/dashboard');
  const amounts = page.locator('[data-amount]');
  await expect(amounts.first()).toBeVisible();
  await expect(page.getByText('22\u202f950\u00a0€').first()).toBeVisible();
  await expect(page.locator('[data-amount="masked"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Masquer les montants' }).click();
  await expect(page.locator('[data-amount="visible"]')).toHaveCount(0);
  const masked = page.locator('[data-amount="masked"]');
  await expect(masked.first()).toHaveText('*****');
  await expect(page.getByText('22\u202f950\u00a0€')).toHaveCount(0);

  await page.reload();
  await expect(page.locator('[data-amount="masked"]').first()).toHaveText('*****');
  await page.getByRole('button', { name: 'Afficher les montants' }).click();
  await expect(page.getByText('22\u202f950\u00a0€').first()).toBeVisible();
});

test('the theme follows the system until the person chooses, then keeps their choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAsSaver(page);
  await acceptCookies(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  // The choice wins over the system's, on every screen of the session: the lobby's too.
  await page.goto('/app/subscribe');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/app/profile');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a first visit takes the system’s scheme, light or dark, and follows it while nothing is chosen', async ({ page }) => {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app/login');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the sidebar can be collapsed and the choice persists', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  const menuLink = page.getByRole('link', { name: 'Crédits', exact: true });
  await expect(menuLink).toBeInViewport();
  await page.getByRole('button', { name: 'Masquer le menu' }).click();
  await expect(menuLink).not.toBeInViewport();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Afficher le menu' })).toBeVisible();
  await expect(menuLink).not.toBeInViewport();
  await page.getByRole('button', { name: 'Afficher le menu' }).click();
  await expect(menuLink).toBeInViewport();
});
