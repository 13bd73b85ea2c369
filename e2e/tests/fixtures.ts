import { expect, type Page } from '@playwright/test';

/** Seeded demonstration accounts (api/src/db/seed-accounts.ts, documented in the README). */
export const SAVER = { email: 'demo@patrimo.fr', password: 'Patrimo-Demo-2026!' };
export const ADVISOR = { email: 'conseiller@conseil.patrimo.fr', password: 'Patrimo-Conseil-2026!' };

/** Fills and submits the login form shown on the current page. */
export async function submitLogin(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Logs in as the demo saver from the login page and waits for the app. */
export async function loginAsSaver(page: Page, to = '/app/login'): Promise<void> {
  await page.goto(to);
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL(/\/app\/(?!login)/);
}

/** Accepts the cookie banner so it does not cover the page. */
export async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'J’ai compris' });
  if (await accept.isVisible()) await accept.click();
}
