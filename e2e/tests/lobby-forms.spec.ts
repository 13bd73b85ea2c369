import { expect, test } from '@playwright/test';
import { acceptCookies, loginAsSaver, newConfirmedSaver } from './fixtures';

/**
 * The lobby's forms on the platform's form module: dates typed the French way (jj/mm/aaaa, never the
 * browser's own date field), refusals in French under the field with the focus on it, and the spec §2
 * toast once the profile is saved.
 */

test('the profile birthdate is typed as jj/mm/aaaa, a day after today is refused in French, and a save says « Profil mis à jour »', async ({
  page,
}) => {
  await newConfirmedSaver(page, 'Inès', 'Garnier');
  await page.goto('/app/profile/infos');

  const birthdate = page.getByLabel('Date de naissance');
  await expect(birthdate).toBeVisible();
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  await expect(birthdate).toHaveAttribute('placeholder', 'jj/mm/aaaa');

  // A day after today, typed: kept by the field, refused by the form's check, the keyboard on it (the first
  // field in error of the form).
  await birthdate.fill('12/04/2099');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(/postérieure à aujourd/)).toBeVisible();
  await expect(birthdate).toBeFocused();
  await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/app\/profile\/infos/);

  // A real birthdate and the other answers: saved, the toast of spec §2, then the questionnaire.
  await birthdate.fill('12/04/1988');
  await page.getByLabel('Situation familiale').selectOption({ label: 'Pacsé(e)' });
  await page.getByLabel('Nombre d’enfants').fill('0');
  await page.getByLabel('Catégorie socio-professionnelle').selectOption({ index: 5 });
  await page.getByLabel('Statut professionnel').selectOption({ index: 1 });
  await page.getByLabel('Revenus annuels nets').selectOption({ index: 2 });
  await page.getByLabel('Source principale de revenus').selectOption({ index: 1 });
  await page.getByLabel('Estimation du patrimoine total').selectOption({ index: 2 });
  await page.getByLabel('Capacité d’épargne annuelle').selectOption({ index: 2 });
  await page.getByLabel('Charges mensuelles').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/profile\/risk/);

  // Read back from the API, the day is the one typed, shown the French way.
  await page.goto('/app/profile/infos');
  await expect(page.getByLabel('Date de naissance')).toHaveValue('12/04/1988');
});

test('a bank asking for a birth date shows a French date field, and every field is required before any request', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.goto('/app/accounts/new');
  await page.getByLabel('Rechercher votre établissement').fill('natixis interepargne');
  await page.getByRole('link', { name: 'Natixis Interépargne', exact: true }).click();

  const birthdate = page.getByLabel('Date de naissance');
  await expect(birthdate).toHaveAttribute('placeholder', 'jj/mm/aaaa');
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  let connections = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/connections')) connections += 1;
  });
  await page.getByRole('button', { name: /Se connecter à Natixis Interépargne/ }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  await expect(page.getByLabel('Identifiant')).toBeFocused();
  expect(connections).toBe(0);

  // Typed the French way, the date is kept as typed.
  await birthdate.fill('05/03/1980');
  await birthdate.blur();
  await expect(birthdate).toHaveValue('05/03/1980');
});
