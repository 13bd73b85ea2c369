import { SECOND_SAVER } from '../../db/seed-accounts';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/helpers/smtp-catcher';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

const NEW_PASSWORD = 'Nouveau-Cerf-Volant-47';

describeDb('POST /api/users/me/password', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const change = (accessToken: string, credentials: Record<string, unknown>) =>
    injectAs(t, accessToken, { method: 'POST', url: '/api/users/me/password', payload: { credentials } });
  const me = (accessToken: string) => injectAs(t, accessToken, { method: 'GET', url: '/api/users/me' });
  const refresh = (refreshToken: string) =>
    t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: refreshToken } });

  it('refuses a wrong current password: 400 wrong_password on current_password', async () => {
    const tokens = await signIn(t, SECOND_SAVER);
    const response = await change(tokens.access_token, { current_password: 'pas-le-bon', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: { 'credentials.current_password': ['wrong_password'] } });
  });

  it('refuses a weak new password (not_secure), a short one and a confirmation that differs', async () => {
    const tokens = await signIn(t, SECOND_SAVER);
    const base = { current_password: SECOND_SAVER.password };
    expect(json(await change(tokens.access_token, { ...base, password: 'paul.durand', password_confirmation: 'paul.durand' }))).toEqual({
      errors: { 'credentials.password': ['not_secure'] },
    });
    expect(json(await change(tokens.access_token, { ...base, password: 'court', password_confirmation: 'court' }))).toEqual({
      errors: { 'credentials.password': ['too_short'] },
    });
    expect(json(await change(tokens.access_token, { ...base, password: NEW_PASSWORD, password_confirmation: 'autre' }))).toEqual({
      errors: { 'credentials.password_confirmation': ['match_error'] },
    });
    expect(json(await change(tokens.access_token, {}))).toEqual({
      errors: { 'credentials.current_password': ['blank'], 'credentials.password': ['blank'], 'credentials.password_confirmation': ['blank'] },
    });
  });

  it('changes the password, keeps this session, ends the others, and mails a notice in French', async () => {
    const other = await signIn(t, SECOND_SAVER);
    const current = await signIn(t, SECOND_SAVER);
    const response = await change(current.access_token, {
      current_password: SECOND_SAVER.password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({});

    expect((await me(current.access_token)).statusCode).toBe(200);
    expect((await refresh(current.refresh_token)).statusCode).toBe(200);
    expect(json(await me(other.access_token))).toEqual({ error: 'unauthorized' });
    expect(json(await refresh(other.refresh_token))).toEqual({ error: 'invalid_grant' });

    expect(
      (await t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username: SECOND_SAVER.email, password: SECOND_SAVER.password } })).statusCode,
    ).toBe(400);
    await signIn(t, { email: SECOND_SAVER.email, password: NEW_PASSWORD });

    const notice = await smtp.waitFor(SECOND_SAVER.email, (mail) => mail.subject === 'Votre mot de passe Patrimo a été modifié');
    expect(notice.text).toContain('Bonjour Paul,');
    expect(notice.text).toContain('https://app.patrimo.test/app/password-reset');
    expect(notice.html).toContain('Patrimo');
  });

  it('needs a signed-in user', async () => {
    const response = await t.request({ method: 'POST', url: '/api/users/me/password', payload: { credentials: {} } });
    expect(response.statusCode).toBe(401);
  });
});

describeDb('POST /api/users/me/password rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { identityRateLimit: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t?.close());

  it('answers 429 rate_limited past IDENTITY_RATE_LIMIT_MAX guesses of the current password', async () => {
    const tokens = await signIn(t, SECOND_SAVER);
    const guess = () =>
      injectAs(t, tokens.access_token, {
        method: 'POST',
        url: '/api/users/me/password',
        payload: { credentials: { current_password: 'devine', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } },
      });
    expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(400);
    expect(json(await guess())).toEqual({ error: 'rate_limited' });
  });
});
