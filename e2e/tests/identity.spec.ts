import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ADVISOR, linkIn, submitLogin, waitForMail } from './fixtures';

/**
 * A saver's whole life with their identity, through the screens and the e-mails a real person receives
 * (delivered over SMTP to the suite's mail catcher): register, confirm with the e-mailed code, fill the
 * profile and the risk questionnaire, log out, reset the password from the e-mailed link, log in with the
 * new one, delete the account from the e-mailed link, and find the account gone.
 */

const FIRST_PASSWORD = 'Girafe-Turquoise-Mardi-48';
const NEW_PASSWORD = 'Cerf-Volant-Indigo-Samedi-71';

/** A fresh address per run, so a re-run against the same server never meets "taken". */
function freshEmail(): string {
  return `lea.moreau.${Date.now().toString(36)}@example.fr`;
}

/** Types a strong password and its confirmation, then waits for the meter's verdict, which a person reads before going on. */
async function fillNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmation du mot de passe').fill(password);
  await expect(page.getByText(/Très bon|Excellent/).first()).toBeVisible();
}

test('a new saver registers, confirms, completes the profile, resets the password and deletes the account', async ({ page }) => {
  test.setTimeout(120_000);
  const email = freshEmail();

  // Registration, with the strength meter judging the password as it is typed.
  await page.goto('/app/register');
  await acceptCookies(page);
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('azertyuiop');
  await expect(page.getByText(/Très faible|Faible/).first()).toBeVisible();
  await expect(page.getByText(/clavier/).first()).toBeVisible();
  await fillNewPassword(page, FIRST_PASSWORD);
  await page.getByLabel('J’accepte').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Confirmation with the code received by e-mail; a wrong code is refused first.
  await expect(page).toHaveURL('/app/confirmation');
  const confirmation = await waitForMail(email, /code/i);
  expect(confirmation.text).toContain('Patrimo');
  const code = /\b([A-Z0-9]{8})\b/.exec(confirmation.text.replace(/Patrimo/g, ''))?.[1];
  expect(code).toBeTruthy();
  const wrong = code === 'ZZZZZZZZ' ? 'YYYYYYYY' : 'ZZZZZZZZ';
  await page.getByLabel('Code de confirmation').fill(wrong);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(/incorrect/i).first()).toBeVisible();
  await page.getByLabel('Code de confirmation').fill(code as string);
  await page.getByRole('button', { name: 'Valider' }).click();

  // The questionnaire needs the base information first.
  await expect(page).toHaveURL(/\/app\/profile\/infos/);
  // Typed the French way (jj/mm/aaaa), as a person does.
  await page.getByLabel('Date de naissance').fill('12/04/1988');
  await page.getByLabel('Situation familiale').selectOption({ label: 'Marié(e)' });
  await page.getByLabel('Nombre d’enfants').fill('2');
  await page.getByLabel('Catégorie socio-professionnelle').selectOption({ index: 8 });
  await page.getByLabel('Statut professionnel').selectOption({ index: 1 });
  await page.getByLabel('Revenus annuels nets').selectOption({ index: 3 });
  await page.getByLabel('Source principale de revenus').selectOption({ index: 1 });
  await page.getByLabel('Estimation du patrimoine total').selectOption({ index: 3 });
  await page.getByLabel('Capacité d’épargne annuelle').selectOption({ index: 2 });
  await page.getByLabel('Charges mensuelles').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/app\/profile\/risk/);
  for (let question = 1; question <= 7; question += 1) {
    await expect(page.getByText(`Question ${question} sur 7`)).toBeVisible();
    const answers = page.getByRole('radio');
    await answers.nth(Math.min(2, (await answers.count()) - 1)).check();
    await page.getByRole('button', { name: question === 7 ? 'Voir mon profil' : 'Question suivante' }).click();
  }
  await expect(page).toHaveURL(/\/app\/profile\/result/);
  await expect(page.getByText(/Équilibré|Défensif|Prudent|Offensif|Dynamique/).first()).toBeVisible();

  // Log out, then forget the password.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/app\/login/);
  await page.goto('/app/password-reset');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si un compte existe/).first()).toBeVisible();
  const reset = await waitForMail(email, /mot de passe/i);
  await page.goto(linkIn(reset, '/app/password-reset'));
  await fillNewPassword(page, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText(/mot de passe a été/i).first()).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto('/app/login');
  await submitLogin(page, { email, password: FIRST_PASSWORD });
  await expect(page.getByText(/incorrect/i).first()).toBeVisible();
  await submitLogin(page, { email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/app\/dashboard/);

  // Account deletion from the profile page, confirmed from the e-mailed link.
  await page.goto('/app/user/profile');
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'M’envoyer le lien de suppression' }).click();
  await expect(page.getByText(/e-mail de confirmation/i).first()).toBeVisible();
  const deletion = await waitForMail(email, /suppression/i);
  await page.goto(linkIn(deletion, '/delete-profile'));
  const confirm = page.getByRole('button', { name: 'Supprimer définitivement mon compte' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('checkbox').check();
  await confirm.click();
  await expect(page.getByText(/supprimé/i).first()).toBeVisible();

  // The link is spent, and the account is gone.
  await page.goto(linkIn(deletion, '/delete-profile'));
  await expect(page.getByText('Ce lien n’est pas / plus valide')).toBeVisible();
  await page.goto('/app/login');
  await submitLogin(page, { email, password: NEW_PASSWORD });
  await expect(page.getByText(/incorrect/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/login/);
});

test('an unconfirmed saver is sent to the confirmation page from anywhere in the app', async ({ page }) => {
  const email = freshEmail();
  await page.goto('/app/register');
  await acceptCookies(page);
  await page.getByLabel('Prénom').fill('Hugo');
  await page.getByLabel('Nom', { exact: true }).fill('Lefèvre');
  await page.getByLabel('Adresse e-mail').fill(email);
  await fillNewPassword(page, FIRST_PASSWORD);
  await page.getByLabel('J’accepte').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/app/confirmation');
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL('/app/confirmation');
  // The code can be sent again.
  await page.getByRole('button', { name: 'Renvoyer le code' }).click();
  await expect(page.getByText(/renvoyé|envoyé/i).first()).toBeVisible();
});

test('registration refuses a taken e-mail and a weak password in French, losing nothing typed', async ({ page }) => {
  await page.goto('/app/register');
  await acceptCookies(page);
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill('demo@patrimo.fr');
  await fillNewPassword(page, FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // Terms not accepted: refused before anything is sent.
  await expect(page.getByText(/conditions/i).first()).toBeVisible();
  await page.getByLabel('J’accepte').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText(/déjà utilisée|déjà/i).first()).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('demo@patrimo.fr');
});

test('an advisor logs in at /advisory/login and lands in the advisory area', async ({ page }) => {
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL(/\/advisory(\/|$)/);
  await expect(page).not.toHaveURL(/login/);
});

test('an invited person registers from the invitation link, prefilled, and the link then serves no more', async ({ page }) => {
  // The seeded invitation of the demonstration firm (api/src/db/seed-accounts.ts).
  const link = '/app/register?invitation=demo-invitation-lucie-garnier';
  await page.goto(link);
  await acceptCookies(page);
  await expect(page.getByText(/Cabinet Patrimo Conseil/).first()).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Lucie');
  await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Garnier');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('lucie.garnier@example.fr');
  await fillNewPassword(page, FIRST_PASSWORD);
  await page.getByLabel('J’accepte').check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL('/app/confirmation');
  await waitForMail('lucie.garnier@example.fr', /code/i);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.goto(link);
  await expect(page.getByText(/invitation/i).first()).toBeVisible();
  await expect(page.getByLabel('Prénom')).not.toHaveValue('Lucie');
});
