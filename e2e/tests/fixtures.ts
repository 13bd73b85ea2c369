import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { SERVER } from '../servers';

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

const withConsent = new WeakSet<Page>();

/**
 * Accepts the cookie banner. Every later document of this page starts with the consent stored (the key the
 * host's `cookiesAcceptedAtom` reads at start), so no banner shows there. On the current document the consent
 * is either stored already (at its start, or by an earlier click: no banner) or not, and then the banner
 * shows once the app has started, which under load can come after this call: it is awaited and clicked.
 */
export async function acceptCookies(page: Page): Promise<void> {
  if (!withConsent.has(page)) {
    withConsent.add(page);
    await page.addInitScript(() => {
      try {
        localStorage.setItem('patrimo.cookiesAccepted', 'true');
      } catch {
        // Storage refused: the banner will show and be clicked as below.
      }
    });
  }
  if (page.url() === 'about:blank') return;
  const stored = await page.evaluate(() => {
    try {
      return localStorage.getItem('patrimo.cookiesAccepted') === 'true';
    } catch {
      return false;
    }
  });
  if (stored) return;
  await page.getByRole('button', { name: 'J’ai compris' }).click({ timeout: 15_000 });
}

/** Requests of a page still waiting for their answer, and when the last one started or ended. */
export interface Traffic {
  inFlight: number;
  lastChange: number;
}

const traffics = new WeakMap<Page, Traffic>();

/** Starts counting a page's requests (once per page; later calls return the same counter). */
export function watchTraffic(page: Page): Traffic {
  const known = traffics.get(page);
  if (known) return known;
  const state: Traffic = { inFlight: 0, lastChange: Date.now() };
  const started = () => {
    state.inFlight += 1;
    state.lastChange = Date.now();
  };
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  traffics.set(page, state);
  return state;
}

/** Waits until no request of the page has been in flight for `quietMs` (the page watched from before its requests). */
export async function trafficQuiet(page: Page, label: string, quietMs = 150): Promise<void> {
  const network = watchTraffic(page);
  await expect.poll(() => network.inFlight === 0 && Date.now() - network.lastChange >= quietMs, { message: `${label}: requests still in flight`, intervals: [50] }).toBe(true);
}

/**
 * Waits for the page's running CSS transitions and finite animations to end. Axe reads colours as they are drawn:
 * right after a change of colour scheme, a control still fading between its two colours has a contrast that
 * neither scheme has. Endless animations (a loader's spin) are left out: they never finish.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** A serious or critical violation axe-core finds: its rule, its impact and where (the first nodes). */
export interface SeriousViolation {
  id: string;
  impact: string;
  nodes: { target: string; summary: string }[];
}

/** axe-core's script, evaluated once in each document an audit reads. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page itself. Its Playwright wrapper runs each frame apart and assembles the results in a
 * new blank page, and injects the script again at every call: 0.7 s a page here, against 0.1 s for `axe.run` in
 * a document that keeps the script across the audit's in-app navigations. A page with frames (none today) goes
 * through the wrapper, which reaches into them.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(() => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { resultTypes: ['violations'] }));
}

/**
 * The serious and critical WCAG violations axe-core finds on the page as it stands, once its transitions have
 * ended, with every rule of axe-core. Only the violations are asked for: axe then skips building selectors and
 * summaries for the hundreds of passing nodes of a page, and reports the violations in full.
 */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  await transitionsDone(page);
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary?.split('\n')[1]?.trim() ?? '' })),
    }));
}

/** Port of the mail catcher's HTTP side (tooling/scripts/mail-catcher.mjs), started with this worker's server. */
const MAIL_PORT = SERVER.mailPort;

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits for an e-mail to `to` whose subject or text matches `match`, as delivered over SMTP to the mail
 * catcher, and returns the newest such mail.
 */
export async function waitForMail(to: string, match: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${MAIL_PORT}/messages?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as ReceivedMail[];
    const found = mails.find((mail) => match.test(mail.subject) || match.test(mail.text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${match} (received: ${mails.map((m) => m.subject).join(' | ')})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link of a mail's text that starts with `prefix` (e.g. `http://localhost:8190/delete-profile`). */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No link to ${pathPrefix} in « ${mail.subject} »: ${mail.text}`);
  return link;
}

/** The password of the savers the suites register for themselves. */
export const NEW_SAVER_PASSWORD = 'Girafe-Turquoise-Mardi-48';

/**
 * A saver who just registered and confirmed their e-mail (registration itself is covered by
 * identity.spec.ts): created through the API, then signed in and confirmed through the screens, the cookie
 * banner accepted on the way so that it covers nothing later. Each call makes a new saver; returns the e-mail.
 */
export async function newConfirmedSaver(
  page: Page,
  firstName = 'Camille',
  lastName = 'Roux',
  invitation?: { email: string; token: string },
): Promise<string> {
  const ascii = `${firstName}.${lastName}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  // Following an invitation, the saver registers with the address it was sent to and becomes the firm's customer.
  const email = invitation?.email ?? `${ascii}.${Date.now().toString(36)}@example.fr`;
  const created = await page.request.post('/api/users', {
    data: {
      user: {
        email,
        password: NEW_SAVER_PASSWORD,
        password_confirmation: NEW_SAVER_PASSWORD,
        first_name: firstName,
        last_name: lastName,
        terms: true,
        ...(invitation ? { invitation_token: invitation.token } : {}),
      },
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/app/login');
  // A fresh browser always shows the cookie banner: waiting for it and closing it keeps it off later buttons.
  await page.getByRole('button', { name: 'J’ai compris' }).click({ timeout: 15_000 });
  await submitLogin(page, { email, password: NEW_SAVER_PASSWORD });
  await expect(page).toHaveURL('/app/confirmation');
  const mail = await waitForMail(email, /code/i);
  const code = /\b([A-Z0-9]{8})\b/.exec(mail.text.replace(/Patrimo/g, ''))?.[1];
  expect(code).toBeTruthy();
  await page.getByLabel('Code de confirmation').fill(code as string);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).not.toHaveURL('/app/confirmation');
  return email;
}

/** The seeded customer followed by the seeded advisor (api/src/db/seed-accounts.ts SECOND_SAVER). */
export const SEEDED_CUSTOMER = { email: 'paul.durand@example.fr', password: 'Patrimo-Demo-2026!', name: 'Paul Durand' };

/**
 * The id of a saver's customer record at their advisor's firm (the advisory pages name a customer by it, not by
 * the user id), read as the saver through GET /users/me/data_access; the seeded customer by default.
 */
export async function customerIdOf(request: APIRequestContext, saver: { email: string; password: string } = SEEDED_CUSTOMER): Promise<string> {
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'password', username: saver.email, password: saver.password } });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const access = await request.get('/api/users/me/data_access', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(access.status()).toBe(200);
  const { firm } = (await access.json()) as { firm: { customer_id: string } | null };
  if (!firm) throw new Error(`${saver.email} is no customer of a firm`);
  return firm.customer_id;
}

/** A published catalogue product, listed with the saver's token (the listing is for signed-in people). */
export async function catalogueProduct(request: APIRequestContext): Promise<{ url: string; name: string; bank_name: string }> {
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'password', username: SAVER.email, password: SAVER.password } });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const list = await request.get('/api/contracts?kind=lifeinsurance', { headers: { authorization: `Bearer ${accessToken}` } });
  const product = ((await list.json()) as { contracts: { url: string; name: string; bank_name: string; published: boolean }[] }).contracts.find((item) => item.published);
  if (!product) throw new Error('the catalogue has no published life insurance');
  return product;
}
