import { eq } from 'drizzle-orm';
import { emailTokens, users } from '../../db/schema';
import { DEMO_SAVER, SECOND_SAVER } from '../../db/seed-accounts';
import { hashSecret } from '../../lib/tokens';
import { linkTokenOf, startSmtpCatcher, type SmtpCatcher } from '../../../test/helpers/smtp-catcher';
import { createTestApp, describeDb, injectAs, json, signIn, type HttpResponse, type TestApp, type WireTokens } from '../../../test/helpers/test-app';

const NEW_PASSWORD = 'Autre-Chemin-Bleu-58';
const PUBLIC_URL = 'https://app.patrimo.test';
const RESET_BASE = `${PUBLIC_URL}/app/password-reset`;

/** The parts of an answer that could tell one request from another, without the per-request headers. */
function comparable(response: HttpResponse): unknown {
  const { date: _date, 'x-request-id': _id, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describeDb('password reset: POST /api/users/password/reset_password and PUT /api/users/password', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const requestReset = (email: string) => t.request({ method: 'POST', url: '/api/users/password/reset_password', payload: { user: { email } } });
  const reset = (token: unknown, password = NEW_PASSWORD, confirmation = password) =>
    t.request({ method: 'PUT', url: '/api/users/password', payload: { user: { reset_password_token: token, password, password_confirmation: confirmation } } });
  const grant = (email: string, password: string) =>
    t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username: email, password } });

  /** Asks for a reset of `email` and returns the token of the link that arrives. */
  async function resetToken(email: string): Promise<string> {
    const before = smtp.messagesTo(email).length;
    expect((await requestReset(email)).statusCode).toBe(200);
    const mail = await smtp.waitFor(email, (candidate) => smtp.messagesTo(email).indexOf(candidate) >= before);
    return linkTokenOf(mail, RESET_BASE);
  }

  describe('request', () => {
    it('answers the same, status, body and headers, for a known and an unknown address', async () => {
      const known = await requestReset(SECOND_SAVER.email);
      const unknown = await requestReset('personne@example.fr');
      expect(known.statusCode).toBe(200);
      expect(json(known)).toEqual({});
      expect(comparable(unknown)).toEqual(comparable(known));
    });

    it('e-mails a French link built on PUBLIC_URL to a known address only', async () => {
      const mail = await smtp.waitFor(SECOND_SAVER.email);
      expect(mail.subject).toBe('Réinitialisation de votre mot de passe Patrimo');
      expect(mail.fromHeader?.name).toBe('Patrimo');
      expect(mail.text).toContain('Bonjour Paul,');
      expect(mail.text).toContain('valable 1 heure');
      const token = linkTokenOf(mail, RESET_BASE);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.html).toContain(`href="${RESET_BASE}?token=${token}"`);
      expect(smtp.messagesTo('personne@example.fr')).toHaveLength(0);
    });

    it('never builds the link from the Host header of the request', async () => {
      const before = smtp.messagesTo(DEMO_SAVER.email).length;
      const response = await t.request({
        method: 'POST',
        url: '/api/users/password/reset_password',
        headers: { host: 'evil.example' },
        payload: { user: { email: DEMO_SAVER.email } },
      });
      expect(response.statusCode).toBe(200);
      const mail = await smtp.waitFor(DEMO_SAVER.email, (candidate) => smtp.messagesTo(DEMO_SAVER.email).indexOf(candidate) >= before);
      expect(mail.text).not.toContain('evil.example');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.text).toContain(RESET_BASE);
    });

    it('reports a malformed address as a field error', async () => {
      const response = await requestReset('not-an-email');
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: { 'user.email': ['invalid'] } });
    });
  });

  describe('reset', () => {
    it('sets the new password, spends the token, revokes every session, and mails a notice', async () => {
      const email = 'reset-me@example.fr';
      await t.request({
        method: 'POST',
        url: '/api/users',
        payload: { user: { email, password: 'Velo-Ardoise-Pivoine-92', password_confirmation: 'Velo-Ardoise-Pivoine-92', first_name: 'Nina', last_name: 'Roux', terms: true } },
      });
      const sessions: WireTokens[] = [await signIn(t, { email, password: 'Velo-Ardoise-Pivoine-92' }), await signIn(t, { email, password: 'Velo-Ardoise-Pivoine-92' })];
      const token = await resetToken(email);

      const response = await reset(token);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({});

      expect(json(await grant(email, 'Velo-Ardoise-Pivoine-92'))).toEqual({ error: 'invalid_grant' });
      expect((await grant(email, NEW_PASSWORD)).statusCode).toBe(200);
      for (const session of sessions) {
        expect(json(await injectAs(t, session.access_token, { method: 'GET', url: '/api/users/me' }))).toEqual({ error: 'unauthorized' });
        expect(json(await t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: session.refresh_token } }))).toEqual({
          error: 'invalid_grant',
        });
      }

      // Receiving the link proved the address: the e-mail is confirmed too.
      const user = (await t.database.handle.db.select().from(users).where(eq(users.email, email)))[0];
      expect(user?.confirmedAt).not.toBeNull();

      const notice = await smtp.waitFor(email, (mail) => mail.subject === 'Votre mot de passe Patrimo a été modifié');
      expect(notice.text).toContain('Bonjour Nina,');
      expect(notice.text).toContain('a été modifié le');
      expect(notice.text).toContain(RESET_BASE);

      // Single use.
      const again = await reset(token, 'Nouveau-Cerf-Volant-47');
      expect(again.statusCode).toBe(400);
      expect(json(again)).toEqual({ error: 'wrong_token' });
    });

    it('refuses an unknown token and a blank one', async () => {
      expect(json(await reset('A'.repeat(43)))).toEqual({ error: 'wrong_token' });
      expect(json(await reset(''))).toEqual({ errors: { 'user.reset_password_token': ['wrong_token'] } });
    });

    it('refuses an expired token', async () => {
      const token = await resetToken(SECOND_SAVER.email);
      t.clock.advance(60 * 60_000);
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: 'wrong_token' });
      expect((await grant(SECOND_SAVER.email, SECOND_SAVER.password)).statusCode).toBe(200);
    });

    it('lets only the newest link work', async () => {
      const older = await resetToken(SECOND_SAVER.email);
      const newer = await resetToken(SECOND_SAVER.email);
      expect(json(await reset(older))).toEqual({ error: 'wrong_token' });
      // Stored as digests only; the older one is marked spent.
      const rows = await t.database.handle.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'password_reset'));
      expect(rows.some((row) => row.tokenHash === newer || row.tokenHash === older)).toBe(false);
      expect(rows.find((row) => row.tokenHash === hashSecret(older))?.usedAt).not.toBeNull();
      expect(rows.find((row) => row.tokenHash === hashSecret(newer))?.usedAt).toBeNull();
      expect((await reset(newer, SECOND_SAVER.password)).statusCode).toBe(200);
    });

    it('refuses a weak password (not_secure) and a confirmation that differs (match_error), keeping the token', async () => {
      const token = await resetToken(DEMO_SAVER.email);
      const weak = await reset(token, 'azertyuiop');
      expect(weak.statusCode).toBe(400);
      expect(json(weak)).toEqual({ errors: { 'user.password': ['not_secure'] } });
      expect(json(await reset(token, NEW_PASSWORD, 'Autre-chose-encore-12'))).toEqual({ errors: { 'user.password_confirmation': ['match_error'] } });
      expect(json(await reset(token, 'court'))).toEqual({ errors: { 'user.password': ['too_short'] } });
      expect((await reset(token, DEMO_SAVER.password)).statusCode).toBe(200);
    });
  });
});

describeDb('password reset request rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { identityRateLimit: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => t?.close());

  it('answers 429 rate_limited past IDENTITY_RATE_LIMIT_MAX per address and e-mail, known or not', async () => {
    for (const email of [DEMO_SAVER.email, 'inconnu@example.fr']) {
      for (let i = 0; i < 3; i += 1) {
        expect((await t.request({ method: 'POST', url: '/api/users/password/reset_password', payload: { user: { email } } })).statusCode).toBe(200);
      }
      const limited = await t.request({ method: 'POST', url: '/api/users/password/reset_password', payload: { user: { email: email.toUpperCase() } } });
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toEqual({ error: 'rate_limited' });
    }
  });
});
