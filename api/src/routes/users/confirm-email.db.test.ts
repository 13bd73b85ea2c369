import { eq } from 'drizzle-orm';
import { LOCKOUT_MINUTES } from '@patrimo/shared';
import { emailConfirmations, userProfiles, users } from '../../db/schema';
import { DEMO_SAVER } from '../../db/seed-accounts';
import { CONFIRMATION_CODE_ALPHABET } from '../../identity/codes';
import { MAX_CONFIRMATION_ATTEMPTS } from '../../identity/confirmation';
import { confirmationCodeOf, startSmtpCatcher, type SmtpCatcher } from '../../../test/helpers/smtp-catcher';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

const PASSWORD = 'Nouveau-Cerf-Volant-47';

/** A code of the right shape that differs from `code`. */
function wrongCodeFor(code: string): string {
  const first = code[0] === 'A' ? 'B' : 'A';
  return `${first}${code.slice(1)}`;
}

describeDb('POST /api/users/confirmations and GET /api/users/confirmations/new', () => {
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

  /** Registers, signs in and returns the access token with the e-mailed code. */
  async function newSaver(email: string): Promise<{ accessToken: string; code: string }> {
    const response = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { user: { email, password: PASSWORD, password_confirmation: PASSWORD, first_name: 'Marc', last_name: 'Petit', terms: true } },
    });
    expect(response.statusCode).toBe(201);
    const code = confirmationCodeOf(await smtp.waitFor(email));
    const tokens = await signIn(t, { email, password: PASSWORD });
    return { accessToken: tokens.access_token, code };
  }

  const confirm = (accessToken: string, token: unknown) =>
    injectAs(t, accessToken, { method: 'POST', url: '/api/users/confirmations', payload: { token } });
  const resend = (accessToken: string) => injectAs(t, accessToken, { method: 'GET', url: '/api/users/confirmations/new' });

  it('confirms with the right code (any case, spaces around), answers the user, and removes the pending code', async () => {
    const { accessToken, code } = await newSaver('right@example.fr');
    const response = await confirm(accessToken, `  ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ email: 'right@example.fr', confirmed: true, complete: false, profile: null });
    const db = t.database.handle.db;
    const user = (await db.select().from(users).where(eq(users.email, 'right@example.fr')))[0];
    expect(user?.confirmedAt).toEqual(t.clock.now());
    expect(await db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, user?.id as string))).toHaveLength(0);
    expect(json(await injectAs(t, accessToken, { method: 'GET', url: '/api/users/me' })).confirmed).toBe(true);
  });

  it('answers the user again when already confirmed, whatever the code (idempotent), as GET /users/me does', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    const demo = (await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SAVER.email)))[0];
    await t.database.handle.db.insert(userProfiles).values({ userId: demo?.id as string, jobTitle: 'Architecte' }).onConflictDoNothing();
    const response = await confirm(tokens.access_token, 'ZZZZZZZZ');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ email: DEMO_SAVER.email, confirmed: true });
    expect(json(response).profile).not.toBeNull();
    expect(json(response)).toEqual(json(await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me' })));
  });

  it('answers 400 wrong_token to a wrong code and counts it', async () => {
    const { accessToken, code } = await newSaver('wrong@example.fr');
    const response = await confirm(accessToken, wrongCodeFor(code));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'wrong_token' });
    const user = (await t.database.handle.db.select().from(users).where(eq(users.email, 'wrong@example.fr')))[0];
    const row = (await t.database.handle.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, user?.id as string)))[0];
    expect(row?.failedAttempts).toBe(1);
    expect((await confirm(accessToken, code)).statusCode).toBe(200);
  });

  it('reports malformed codes as field errors of the contract', async () => {
    const { accessToken } = await newSaver('malformed@example.fr');
    expect(json(await confirm(accessToken, ''))).toEqual({ errors: { token: ['blank'] } });
    expect(json(await confirm(accessToken, 'ABC'))).toEqual({ errors: { token: ['wrong_token'] } });
    expect(json(await confirm(accessToken, 'ABCD-EFG'))).toEqual({ errors: { token: ['wrong_token'] } });
  });

  it(`blocks for ${LOCKOUT_MINUTES} minutes after ${MAX_CONFIRMATION_ATTEMPTS} wrong codes, even the right code; then counts again from zero`, async () => {
    const { accessToken: firstToken, code } = await newSaver('blocked@example.fr');
    let accessToken = firstToken;
    const wrong = wrongCodeFor(code);
    for (let i = 1; i < MAX_CONFIRMATION_ATTEMPTS; i += 1) expect(json(await confirm(accessToken, wrong))).toEqual({ error: 'wrong_token' });
    const fifth = await confirm(accessToken, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(json(fifth)).toEqual({ error: 'too_many_attempts' });

    const whileBlocked = await confirm(accessToken, code);
    expect(whileBlocked.statusCode).toBe(429);
    expect(json(whileBlocked)).toEqual({ error: 'too_many_attempts' });
    t.clock.advance((LOCKOUT_MINUTES - 1) * 60_000);
    // Access tokens live 15 minutes: sign in again after moving the clock.
    accessToken = (await signIn(t, { email: 'blocked@example.fr', password: PASSWORD })).access_token;
    expect((await confirm(accessToken, code)).statusCode).toBe(429);

    t.clock.advance(60_000);
    // The block is over: a wrong code is one attempt of a new series, not a new block.
    expect(json(await confirm(accessToken, wrong))).toEqual({ error: 'wrong_token' });
    const ok = await confirm(accessToken, code);
    expect(ok.statusCode).toBe(200);
    expect(json(ok).confirmed).toBe(true);
  });

  it('resends a new code that replaces the previous one, in a French mail of the brand', async () => {
    const { accessToken, code } = await newSaver('resend@example.fr');
    const response = await resend(accessToken);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({});
    const second = await smtp.waitFor('resend@example.fr', (mail) => confirmationCodeOf(mail) !== code);
    expect(second.subject).toBe('Votre code de confirmation Patrimo');
    const newCode = confirmationCodeOf(second);
    for (const character of newCode) expect(CONFIRMATION_CODE_ALPHABET).toContain(character);
    expect(json(await confirm(accessToken, code))).toEqual({ error: 'wrong_token' });
    expect((await confirm(accessToken, newCode)).statusCode).toBe(200);
  });

  it('keeps a running block when a new code is sent, and does not hand out new guesses', async () => {
    const { accessToken, code } = await newSaver('resend-blocked@example.fr');
    const wrong = wrongCodeFor(code);
    for (let i = 0; i < MAX_CONFIRMATION_ATTEMPTS; i += 1) await confirm(accessToken, wrong);
    expect((await resend(accessToken)).statusCode).toBe(200);
    const newCode = confirmationCodeOf(await smtp.waitFor('resend-blocked@example.fr', (mail) => confirmationCodeOf(mail) !== code));
    const blocked = await confirm(accessToken, newCode);
    expect(blocked.statusCode).toBe(429);
    expect(json(blocked)).toEqual({ error: 'too_many_attempts' });
    t.clock.advance(LOCKOUT_MINUTES * 60_000);
    const later = await signIn(t, { email: 'resend-blocked@example.fr', password: PASSWORD });
    expect(json(await confirm(later.access_token, code))).toEqual({ error: 'wrong_token' });
    expect((await confirm(later.access_token, newCode)).statusCode).toBe(200);
  });

  it('keeps the count of wrong codes across a resend: a new code is not a new series of guesses', async () => {
    const { accessToken, code } = await newSaver('resend-count@example.fr');
    const wrong = wrongCodeFor(code);
    for (let i = 1; i < MAX_CONFIRMATION_ATTEMPTS; i += 1) await confirm(accessToken, wrong);
    await resend(accessToken);
    const newCode = confirmationCodeOf(await smtp.waitFor('resend-count@example.fr', (mail) => confirmationCodeOf(mail) !== code));
    expect(json(await confirm(accessToken, wrongCodeFor(newCode)))).toEqual({ error: 'too_many_attempts' });
  });

  it('sends nothing to an address already confirmed', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    const before = smtp.messagesTo(DEMO_SAVER.email).length;
    expect(json(await resend(tokens.access_token))).toEqual({});
    expect(smtp.messagesTo(DEMO_SAVER.email)).toHaveLength(before);
  });

  it('needs a signed-in user', async () => {
    expect(json(await t.request({ method: 'POST', url: '/api/users/confirmations', payload: { token: 'ABCDEFGH' } }))).toEqual({ error: 'unauthorized' });
    expect(json(await t.request({ method: 'GET', url: '/api/users/confirmations/new' }))).toEqual({ error: 'unauthorized' });
  });
});

describeDb('confirmation rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { identityRateLimit: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t?.close());

  it('answers 429 rate_limited past IDENTITY_RATE_LIMIT_MAX code checks or resends per session', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    for (const request of [
      () => injectAs(t, tokens.access_token, { method: 'POST', url: '/api/users/confirmations', payload: { token: 'ABCDEFGH' } }),
      () => injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/confirmations/new' }),
    ]) {
      expect((await request()).statusCode).toBe(200);
      expect((await request()).statusCode).toBe(200);
      const limited = await request();
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toEqual({ error: 'rate_limited' });
    }
  });
});
