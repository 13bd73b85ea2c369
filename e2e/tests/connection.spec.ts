import { expect, test } from '@playwright/test';
import { acceptCookies, loginAsSaver } from './fixtures';

/**
 * Connecting an institution of the sandbox (api/src/aggregation/sandbox/README.md): a wrong password is
 * refused in French, an SMS code is asked for and accepted, and the accounts found are added and synchronised.
 */
test('a saver connects a sandbox institution through the SMS follow-up and watches the synchronisation', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.goto('/app/accounts/new');
  await page.getByLabel('Rechercher votre établissement').fill('bnp');
  await page.getByRole('link', { name: 'BNP Paribas', exact: true }).click();
  await expect(page).toHaveURL('/app/accounts/new/bnp-paribas');

  const submit = page.getByRole('button', { name: /Se connecter à BNP Paribas/ });
  await submit.click();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  const fields = page.locator('form input:not([type=checkbox])');
  await fields.nth(0).fill('wrongpass');
  await fields.nth(1).fill('secret');
  await submit.click();
  await expect(page.getByText(/identifiant|mot de passe/i).first()).toBeVisible();

  await fields.nth(0).fill('sms');
  await fields.nth(1).fill('secret');
  await submit.click();
  await page.getByLabel('Code reçu par SMS').fill('123456');
  await page.getByRole('button', { name: /Valider|Continuer|Envoyer/ }).click();

  await expect(page.getByRole('button', { name: 'Ajouter ces comptes' })).toBeVisible();
  await expect(page.getByText('Compte courant').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter ces comptes' }).click();

  await expect(page).toHaveURL('/app/load');
  await expect(page.getByText('Vos comptes sont à jour')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Accéder à mon tableau de bord' }).or(page.getByRole('button', { name: 'Accéder à mon tableau de bord' }))).toBeVisible();
});
