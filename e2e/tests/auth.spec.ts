import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, ADVISOR, loginAsSaver, SAVER, submitLogin, trafficQuiet, watchTraffic } from './fixtures';

test('a protected page sends a visitor to login with the full wanted path, and back there after login', async ({ page }) => {
  await page.goto('/app/user/infos?onglet=identite');
  await expect(page).toHaveURL('/app/login?redirect=%2Fapp%2Fuser%2Finfos%3Fonglet%3Didentite');
  await acceptCookies(page);
  await submitLogin(page, SAVER);
  await expect(page).toHaveURL('/app/user/infos?onglet=identite');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('an advisory page sends a visitor to the advisory login, and an advisor lands back on it', async ({ page }) => {
  await page.goto('/advisory/stats');
  await expect(page).toHaveURL('/advisory/login?redirect=%2Fadvisory%2Fstats');
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/stats');
});

test('wrong credentials show a French error and keep the visitor on the login page', async ({ page }) => {
  await page.goto('/app/login');
  await submitLogin(page, { email: SAVER.email, password: 'pas-le-bon-mot-de-passe' });
  await expect(page.getByText('Adresse e-mail ou mot de passe incorrect')).toBeVisible();
  await expect(page).toHaveURL('/app/login');
});

test('a signed-in saver on an anonymous-only page goes to the app', async ({ page }) => {
  await loginAsSaver(page);
  await page.goto('/app/login');
  await expect(page).toHaveURL(/\/app\/dashboard(\/overview)?$/);
  await page.goto('/advisory/login');
  await expect(page).toHaveURL(/\/app\/dashboard(\/overview)?$/);
});

test('a signed-in advisor on an anonymous-only page goes to the advisory area', async ({ page }) => {
  await page.goto('/advisory/login');
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  await page.goto('/app/login');
  await expect(page).toHaveURL('/advisory/customers');
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL('/advisory/customers');
});

test('the accounts-load page is reachable only from the account-add form', async ({ page }) => {
  // Reaching it from the form is the connection journey of connection.spec.ts.
  await loginAsSaver(page);
  await page.goto('/app/load');
  await expect(page).toHaveURL('/app/accounts/add');
});

test('logging out revokes the session and protected pages ask to log in again', async ({ page }) => {
  await loginAsSaver(page);
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/app/login');
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/app\/login\?redirect=/);
});

test('an API answer 401 outside the login page ends the session and goes to login with the redirect', async ({ page }) => {
  await loginAsSaver(page);
  await page.goto('/app/user/infos');
  // The server forgets the token (revoked elsewhere): the next API call answers 401.
  await page.evaluate(async () => {
    const tokens = JSON.parse(localStorage.getItem('patrimo.auth.tokens') ?? '{}') as { accessToken: string; expiresAt: number };
    await fetch('/api/oauth/revoke', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: tokens.accessToken }) });
    localStorage.setItem('patrimo.auth.tokens', JSON.stringify({ ...tokens, refreshToken: 'revoked', expiresAt: Date.now() + 3_600_000 }));
  });
  // Opening the app revalidates the session with GET /users/me.
  await page.reload();
  await expect(page).toHaveURL('/app/login?redirect=%2Fapp%2Fuser%2Finfos');
});

/**
 * Signs the saver in under a fake clock and waits until every script and call of the page has arrived: jumping
 * the clock fires the chunk loader's own timeout of any script still on its way, which then fails as if lost.
 */
async function signedInUnderFakeClock(page: Page): Promise<void> {
  watchTraffic(page);
  await page.clock.install();
  await loginAsSaver(page);
  await acceptCookies(page);
  await expect(page.locator('[data-wealth-figure="net"] [data-amount="visible"]')).toHaveText(/\d/);
  await trafficQuiet(page, 'dashboard', 300);
}

test('session expiry shows the auto-logout prompt with stay and logout', async ({ page }) => {
  await signedInUnderFakeClock(page);
  // Idle until a minute before the access token expires (15 minutes by default).
  await page.clock.fastForward('14:05');
  const dialog = page.getByRole('dialog', { name: 'Votre session va expirer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester connecté' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/dashboard(\/overview)?$/);
  await page.clock.fastForward('14:05');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Me déconnecter' }).click();
  await expect(page).toHaveURL('/app/login');
});

test('an expired session logs out with a toast that closes on click, or by itself after 8 seconds', async ({ page }) => {
  await signedInUnderFakeClock(page);
  await page.clock.fastForward('14:05');
  await expect(page.getByRole('dialog', { name: 'Votre session va expirer' })).toBeVisible();
  // Nobody answers the prompt: the countdown ends the session.
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL('/app/login');
  const toast = page.locator('[data-toast-label="session-expired"]');
  await expect(toast).toContainText('Session expirée');
  await toast.click();
  await expect(toast).toHaveCount(0);

  await loginAsSaver(page);
  await expect(page.locator('[data-wealth-figure="net"] [data-amount="visible"]')).toHaveText(/\d/);
  await trafficQuiet(page, 'dashboard', 300);
  await page.clock.fastForward('14:05');
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL('/app/login');
  await expect(toast).toBeVisible();
  await page.clock.fastForward('00:07');
  await expect(toast).toBeVisible();
  await page.clock.fastForward('00:02');
  await expect(toast).toHaveCount(0);
});

test('any 5xx answer of the API leads to the 500 page', async ({ page }) => {
  await loginAsSaver(page);
  await page.route('**/api/users/me', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"server_error"}' }));
  // Opening the app revalidates the session with GET /users/me, which now fails on the server side.
  await page.reload();
  await expect(page).toHaveURL('/500');
  await expect(page.getByRole('heading', { name: 'Une erreur inattendue est survenue' })).toBeVisible();
});

test('an advisor who leaves pages before they finish opening stays signed in', async ({ page }) => {
  // Each page opened revalidates the session; leaving it at once cancels that request, which must not end it.
  await page.goto('/advisory/login');
  await acceptCookies(page);
  await submitLogin(page, ADVISOR);
  await expect(page).toHaveURL('/advisory/customers');
  for (let round = 0; round < 8; round += 1) {
    await page.goto('/advisory/stats');
    await page.goto(`/advisory/customers?q=tour${round}`);
    await expect(page.locator('[data-customer-empty]')).toBeVisible();
    await expect(page).toHaveURL(`/advisory/customers?q=tour${round}`);
  }
});
