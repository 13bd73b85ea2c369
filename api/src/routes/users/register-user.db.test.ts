import { insertInvitation } from '../../../test/helpers/invitations';
import { eq, sql } from 'drizzle-orm';
import { BRANDS, ERROR_MESSAGES, VERIFICATION_CODE_LENGTH } from '@patrimo/shared';
import { advisoryCustomers, advisoryFirms, emailConfirmations, invitations, users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, SEED_FIRM_NAME } from '../../db/seed-accounts';
import { CONFIRMATION_CODE_ALPHABET, hashConfirmationCode } from '../../identity/codes';
import { newSecret } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { confirmationCodeOf, startSmtpCatcher, type SmtpCatcher } from '../../../test/helpers/smtp-catcher';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

const STRONG_PASSWORD = 'Velo-Ardoise-Pivoine-92';
const ADVISORY_HOST = BRANDS['patrimo-conseil'].hostnames[0] as string;

/** A valid registration body on the wire, with overrides of the user part. */
function registration(user: Record<string, unknown> = {}): { user: Record<string, unknown> } {
  return {
    user: {
      email: 'lucie.moreau@example.fr',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      first_name: 'Lucie',
      last_name: 'Moreau',
      terms: true,
      ...user,
    },
  };
}

/** An invitation of the seeded firm by its advisor, straight into the database; returns its token. */
async function invite(t: TestApp, email: string, state: 'sent' | 'read' | 'accepted' | 'canceled' = 'sent', promoCode: string | null = null): Promise<string> {
  const db = t.database.handle.db;
  const firm = (await db.select({ id: advisoryFirms.id }).from(advisoryFirms).where(eq(advisoryFirms.name, SEED_FIRM_NAME)))[0];
  const advisor = (await db.select({ id: users.id }).from(users).where(eq(users.email, FIRM_ADVISOR.email)))[0];
  const token = newSecret();
  await insertInvitation(db, {
    firmId: firm?.id as string,
    advisorUserId: advisor?.id ?? null,
    state,
    token,
    firstName: 'Invité',
    lastName: 'Client',
    email,
    message: 'Bienvenue au cabinet',
    promoCode,
    invitedAt: t.clock.now(),
  });
  return token;
}

describeDb('POST /api/users', () => {
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

  const register = (body: unknown, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: '/api/users', payload: body, headers });

  describe('a new saver', () => {
    it('answers 201 with the unconfirmed user, in snake_case, with the brand features', async () => {
      const response = await register(registration({ email: '  Lucie.Moreau@Example.FR ' }));
      expect(response.statusCode).toBe(201);
      expect(json(response)).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: 'lucie.moreau@example.fr',
        first_name: 'Lucie',
        last_name: 'Moreau',
        roles: [],
        features: {
          user_accounts_free: BRANDS.patrimo.features.userAccountsFree,
          real_estate: BRANDS.patrimo.features.realEstate,
          real_estate_estimator: BRANDS.patrimo.features.realEstateEstimator,
          assistance: BRANDS.patrimo.features.assistance,
          faq: BRANDS.patrimo.features.faq,
          c_debt_ratio: BRANDS.patrimo.features.cDebtRatio,
        },
        coupon: null,
        recommended_risk: null,
        confirmed: false,
        complete: false,
        profile: null,
      });
    });

    it('e-mails an 8-character code in French, from the brand, through SMTP; only its digest is stored', async () => {
      const mail = await smtp.waitFor('lucie.moreau@example.fr');
      expect(mail.subject).toBe('Votre code de confirmation Patrimo');
      expect(mail.fromHeader).toEqual({ name: 'Patrimo', address: 'no-reply@patrimo.fr' });
      expect(mail.text).toContain('Bonjour Lucie,');
      expect(mail.text).toContain('saisissez le code suivant');
      expect(mail.text).toContain('L’équipe Patrimo');
      expect(mail.html).toContain('<html lang="fr">');
      const code = confirmationCodeOf(mail);
      expect(code).toHaveLength(VERIFICATION_CODE_LENGTH);
      for (const character of code) expect(CONFIRMATION_CODE_ALPHABET).toContain(character);
      expect(mail.html).toContain(code);

      const db = t.database.handle.db;
      const user = (await db.select().from(users).where(eq(users.email, 'lucie.moreau@example.fr')))[0];
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user?.confirmedAt).toBeNull();
      const confirmation = (await db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, user?.id as string)))[0];
      expect(confirmation?.codeHash).toBe(hashConfirmationCode(user?.id as string, code));
      expect(confirmation?.codeHash).not.toContain(code);
    });

    it('does not sign in; the password grant then works', async () => {
      const tokens = await signIn(t, { email: 'lucie.moreau@example.fr', password: STRONG_PASSWORD });
      const me = await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/me' });
      expect(json(me)).toMatchObject({ email: 'lucie.moreau@example.fr', confirmed: false });
    });

    it('keeps the coupon given at registration', async () => {
      const response = await register(registration({ email: 'coupon@example.fr', coupon: 'BIENVENUE' }));
      expect(response.statusCode).toBe(201);
      expect(json(response).coupon).toBe('BIENVENUE');
    });
  });

  describe('field errors', () => {
    it.each([
      ['a missing e-mail', { email: undefined }, { 'user.email': ['blank'] }],
      ['a blank e-mail', { email: '  ' }, { 'user.email': ['blank'] }],
      ['a malformed e-mail', { email: 'lucie@' }, { 'user.email': ['invalid'] }],
      ['a short password', { password: 'Ab1-x', password_confirmation: 'Ab1-x' }, { 'user.password': ['too_short'] }],
      ['a confirmation that differs', { password_confirmation: 'Autre-Chemin-Bleu-58' }, { 'user.password_confirmation': ['match_error'] }],
      ['terms not accepted', { terms: false }, { 'user.terms': ['not_accepted'] }],
      ['blank names', { first_name: ' ', last_name: '' }, { 'user.first_name': ['blank'], 'user.last_name': ['blank'] }],
    ])('answers 400 for %s', async (_label, user, errors) => {
      const response = await register(registration({ email: 'fields@example.fr', ...user }));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors });
    });

    it('answers taken for an address with an account, whatever its case', async () => {
      const response = await register(registration({ email: DEMO_SAVER.email.toUpperCase() }));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ errors: { 'user.email': ['taken'] } });
    });

    it('answers not_secure for a password the strength meter calls too weak, and for one built on the names', async () => {
      for (const password of ['azertyuiop', 'Lucie.Moreau2024']) {
        const response = await register(registration({ email: 'lucie.moreau@exemple.fr', password, password_confirmation: password }));
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual({ errors: { 'user.password': ['not_secure'] } });
      }
      expect(ERROR_MESSAGES.not_secure).toMatch(/sécurisé/);
    });

    it('reports taken and not_secure together', async () => {
      const response = await register(registration({ email: DEMO_SAVER.email, password: 'motdepasse', password_confirmation: 'motdepasse' }));
      expect(json(response)).toEqual({ errors: { 'user.email': ['taken'], 'user.password': ['not_secure'] } });
    });

    it('refuses unknown keys, wrong types and huge strings with a 400, never a 5xx', async () => {
      expect((await register({ user: { ...registration().user, admin: true } })).statusCode).toBe(400);
      expect((await register({ user: { ...registration().user, email: 42 } })).statusCode).toBe(400);
      expect((await register({ user: { ...registration().user, first_name: 'x'.repeat(10_000) } })).statusCode).toBe(400);
      expect((await register(registration({ email: 'huge@example.fr', invitation_token: 'x'.repeat(100_000) }))).statusCode).toBe(403);
      expect((await register('not json')).statusCode).toBe(400);
    });
  });

  describe('invitations', () => {
    it('on an advisory brand (by host name), refuses a registration without invitation: 403 not_invited', async () => {
      const response = await register(registration({ email: 'uninvited@example.fr' }), { host: ADVISORY_HOST });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({ error: 'not_invited' });
      expect(await t.database.handle.db.select().from(users).where(eq(users.email, 'uninvited@example.fr'))).toHaveLength(0);
    });

    it('accepts the invitation, links the saver to the inviting firm and advisor, and answers the brand features', async () => {
      const token = await invite(t, 'invitee@example.fr', 'read', 'CABINET10');
      const response = await register(registration({ email: 'invitee@example.fr', invitation_token: token }), { host: ADVISORY_HOST });
      expect(response.statusCode).toBe(201);
      const body = json<{ id: string; coupon: string | null; features: Record<string, boolean> }>(response);
      expect(body.features.c_debt_ratio).toBe(BRANDS['patrimo-conseil'].features.cDebtRatio);
      // The invitation's promo code, when the form gave none.
      expect(body.coupon).toBe('CABINET10');

      const db = t.database.handle.db;
      const invitation = (await db.select().from(invitations).where(eq(invitations.token, token)))[0];
      expect(invitation).toMatchObject({ state: 'accepted', userId: body.id });
      expect(invitation?.acceptedAt).toEqual(t.clock.now());
      const advisor = (await db.select({ id: users.id }).from(users).where(eq(users.email, FIRM_ADVISOR.email)))[0];
      const customer = (await db.select().from(advisoryCustomers).where(eq(advisoryCustomers.userId, body.id)))[0];
      expect(customer).toMatchObject({ firmId: invitation?.firmId, advisorUserId: advisor?.id });

      const mail = await smtp.waitFor('invitee@example.fr');
      expect(mail.fromHeader?.name).toBe('Patrimo Conseil');
      expect(mail.subject).toContain('Patrimo Conseil');
    });

    it('refuses an invitation already accepted, a canceled one and an unknown token: 403 not_invited', async () => {
      const accepted = await invite(t, 'accepted@example.fr', 'accepted');
      const canceled = await invite(t, 'canceled@example.fr', 'canceled');
      for (const [email, token] of [
        ['accepted@example.fr', accepted],
        ['canceled@example.fr', canceled],
        ['unknown@example.fr', newSecret()],
      ] as const) {
        const response = await register(registration({ email, invitation_token: token }));
        expect(response.statusCode).toBe(403);
        expect(json(response)).toEqual({ error: 'not_invited' });
      }
    });

    it('answers 409 user_already_invited to an address with a pending invitation registering without its link', async () => {
      await invite(t, 'pending@example.fr', 'sent');
      const response = await register(registration({ email: 'PENDING@example.fr' }));
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({ error: 'user_already_invited' });
      expect(await t.database.handle.db.select().from(users).where(sql`lower(${users.email}) = 'pending@example.fr'`)).toHaveLength(0);
    });

    it('lets the same address register with the link it received', async () => {
      const token = (await t.database.handle.db.select({ token: invitations.token }).from(invitations).where(eq(invitations.email, 'pending@example.fr')))[0]?.token as string;
      const response = await register(registration({ email: 'pending@example.fr', invitation_token: token }));
      expect(response.statusCode).toBe(201);
    });
  });
});

describeDb('POST /api/users when the mail cannot be sent', () => {
  let t: TestApp;
  const failing: Mailer = {
    kind: 'custom',
    send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })),
  };

  beforeAll(async () => {
    t = await createTestApp({ mailer: failing });
  });
  afterAll(() => t?.close());

  it('still creates the account (the user asks for a new code); resending then answers 503 server_error', async () => {
    const response = await t.request({ method: 'POST', url: '/api/users', payload: registration({ email: 'nomail@example.fr' }) });
    expect(response.statusCode).toBe(201);
    const tokens = await signIn(t, { email: 'nomail@example.fr', password: STRONG_PASSWORD });
    const resend = await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/users/confirmations/new' });
    expect(resend.statusCode).toBe(503);
    expect(json(resend)).toEqual({ error: 'server_error' });
  });
});

describeDb('POST /api/users rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { identityRateLimit: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t?.close());

  it('answers 429 rate_limited past IDENTITY_RATE_LIMIT_MAX for one address and e-mail', async () => {
    const attempt = (email: string) => t.request({ method: 'POST', url: '/api/users', payload: registration({ email, terms: false }) });
    expect((await attempt('limited@example.fr')).statusCode).toBe(400);
    expect((await attempt('LIMITED@example.fr')).statusCode).toBe(400);
    const limited = await attempt('limited@example.fr');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ error: 'rate_limited' });
    expect((await attempt('other@example.fr')).statusCode).toBe(400);
  });
});
