import { expect, test } from '@playwright/test';
import { acceptCookies, loginAsSaver } from './fixtures';

/**
 * The first step of a bank connection: finding one's institution among the 120+ of the catalogue, drawn as
 * coloured initials, by a forgiving search (case, accents, former names).
 */
test('a saver finds an institution by a former name, without accents, and opens its page', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.goto('/app/accounts/add');
  await expect(page.getByText(/\d{3} établissements disponibles/)).toBeVisible();

  const search = page.getByLabel('Rechercher votre établissement');
  await search.fill('societe gen');
  await expect(page.getByRole('link', { name: 'Société Générale' })).toBeVisible();
  await search.fill('boursorama');
  await expect(page.getByRole('link', { name: 'BoursoBank' })).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText(/Aucun établissement ne correspond/)).toBeVisible();

  await search.fill('boursorama');
  await page.getByRole('link', { name: 'BoursoBank' }).click();
  await expect(page).toHaveURL('/app/accounts/add/boursobank');
});
