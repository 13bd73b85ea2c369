import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { advisoryCustomers, invitations, outboxEmails, users } from '../../db/schema';
import { FIRM_ADVISOR, SAVER_PASSWORD, SECOND_SAVER } from '../../db/seed-accounts';
import { hashPassword } from '../../lib/passwords';
import { newSecret } from '../../lib/tokens';
import { signInEveryRole, type RoleCast } from '../../../test/helpers/roles';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

type WireInvitation = Record<string, unknown> & { id: string; token: string; state: string; customer_id: string };

describeDb('invitations: POST /invitations, send, cancel, accept, GET /users/:userId/invitations', () => {
  let t: TestApp;
  let cast: RoleCast;
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInEveryRole(t);
    passwordHash = await hashPassword(SAVER_PASSWORD);
  });
  afterAll(() => t?.close());

  const db = () => t.database.handle.db;
  const uniqueEmail = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.fr`;
  const person = (email: string) => ({ civil_title: 'mrs', first_name: 'Agathe', last_name: 'Lambert', email, message: 'Bienvenue au cabinet.' });

  async function invite(token: string, invitation: Record<string, unknown>, headers: Record<string, string> = {}) {
    return injectAs(t, token, { method: 'POST', url: '/api/invitations', payload: { invitation }, headers });
  }
  async function inviteOk(email: string, token = cast.tokens.firmAdvisor): Promise<WireInvitation> {
    const response = await invite(token, person(email));
    expect(response.statusCode).toBe(201);
    return (json<{ invitations: WireInvitation[] }>(response).invitations[0]) as WireInvitation;
  }
  const action = (token: string, id: string, verb: 'send' | 'cancel') => injectAs(t, token, { method: 'POST', url: `/api/invitations/${id}/${verb}` });
  const rowOf = async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0];
  const customerOf = async (id: string) => (await db().select().from(advisoryCustomers).where(eq(advisoryCustomers.id, id)))[0];
  const mailsTo = (email: string) => db().select().from(outboxEmails).where(sql`lower(${outboxEmails.toAddress}) = ${email.toLowerCase()}`);

  /** A saver account made directly, confirmed, signed in. */
  async function newSaver(email: string): Promise<{ id: string; token: string }> {
    const now = t.clock.now();
    const [user] = await db().insert(users).values({ email, passwordHash, firstName: 'Agathe', lastName: 'Lambert', roles: [], confirmedAt: now, createdAt: now, updatedAt: now }).returning({ id: users.id });
    return { id: user?.id as string, token: (await signIn(t, { email, password: SAVER_PASSWORD })).access_token };
  }

  it('invites a customer: the record is created, followed by the advisor, and the mail carries the link', async () => {
    const email = uniqueEmail('agathe');
    const response = await invite(cast.tokens.firmAdvisor, person(email.toUpperCase()));
    expect(response.statusCode).toBe(201);
    const body = json<{ invitations: WireInvitation[]; rejected: unknown[] }>(response);
    expect(body.rejected).toEqual([]);
    const [created] = body.invitations;
    expect(created).toMatchObject({
      state: 'sent',
      civil_title: 'mrs',
      first_name: 'Agathe',
      email,
      message: 'Bienvenue au cabinet.',
      company_name: null,
      user_id: null,
      advisor_id: cast.ids.firmAdvisor,
      advisor_name: `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName}`,
      invited_at: t.clock.now().toISOString(),
      read_at: null,
    });
    expect(created?.token.length).toBeGreaterThanOrEqual(43);
    const customer = await customerOf(created?.customer_id as string);
    expect(customer).toMatchObject({ email, advisorUserId: cast.ids.firmAdvisor, userId: null, accessGrantedAt: null, firstName: 'Agathe' });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName} vous invite sur Patrimo`);
    expect(mails[0]?.text).toContain(`https://app.patrimo.test/app/register?invitation=${created?.token}`);
    expect(mails[0]?.text).toContain('Bienvenue au cabinet.');
  });

  it("links to the brand's own host when the advisor works on it, never to a forged host", async () => {
    const email = uniqueEmail('brand');
    expect((await invite(cast.tokens.firmAdvisor, person(email), { host: 'conseil.patrimo.fr' })).statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain('Patrimo Conseil');
    expect(mail?.text).toMatch(/https:\/\/conseil\.patrimo\.fr\/app\/register\?invitation=[A-Za-z0-9_-]{43}/);

    const forged = uniqueEmail('forged');
    expect((await invite(cast.tokens.firmAdvisor, person(forged), { host: 'evil.example.com' })).statusCode).toBe(201);
    const [other] = await mailsTo(forged);
    expect(other?.text).toContain('https://app.patrimo.test/app/register?invitation=');
    expect(other?.text).not.toContain('evil.example.com');
  });

  it('refuses a second pending invitation of the firm (any case) and an accepted customer', async () => {
    const email = uniqueEmail('twice');
    await inviteOk(email);
    const again = await invite(cast.tokens.manager, person(email.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: 'user_already_invited' });

    const customer = await invite(cast.tokens.firmAdvisor, person(SECOND_SAVER.email));
    expect(customer.statusCode).toBe(409);
    expect(json(customer)).toEqual({ error: 'already_customer' });
    // Nothing was written for them.
    expect(await db().select().from(invitations).where(sql`lower(${invitations.email}) = ${SECOND_SAVER.email}`)).toHaveLength(0);
  });

  it('reuses the customer record of the address: a canceled invitation, then a new one', async () => {
    const email = uniqueEmail('again');
    const first = await inviteOk(email);
    expect((await action(cast.tokens.firmAdvisor, first.id, 'cancel')).statusCode).toBe(200);
    const second = await inviteOk(email);
    expect(second.customer_id).toBe(first.customer_id);
    expect(second.token).not.toBe(first.token);
    const records = await db().select().from(advisoryCustomers).where(sql`lower(${advisoryCustomers.email}) = ${email}`);
    expect(records).toHaveLength(1);
  });

  it('validates the fields, keeps a formula as typed, and refuses callers who are not advisors', async () => {
    const bad = await invite(cast.tokens.firmAdvisor, { first_name: '  ', last_name: 'X', email: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ errors: { 'invitation.first_name': ['blank'], 'invitation.email': ['invalid'] } });

    const formula = '=HYPERLINK("http://x")';
    const email = uniqueEmail('formula');
    const response = await invite(cast.tokens.firmAdvisor, { first_name: formula, last_name: '+33 1 23', email, company_name: '@SUM(A1)' });
    expect(response.statusCode).toBe(201);
    const [created] = json<{ invitations: WireInvitation[] }>(response).invitations;
    expect(created).toMatchObject({ first_name: formula, last_name: '+33 1 23', company_name: '@SUM(A1)' });
    expect(await rowOf(created?.id as string)).toMatchObject({ firstName: formula, companyName: '@SUM(A1)' });

    expect((await invite(cast.tokens.saver, person(uniqueEmail('x')))).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/invitations', payload: { invitation: person(uniqueEmail('y')) } })).statusCode).toBe(401);
  });

  it('goes sent → read → accepted through the registration link: the record is linked, access granted', async () => {
    const email = uniqueEmail('register');
    const created = await inviteOk(email);
    expect(json(await t.request({ method: 'POST', url: `/api/invitations/${created.token}/mark_as_read` }))).toEqual({ state: 'read' });
    expect((await rowOf(created.id))?.readAt).toEqual(t.clock.now());

    const registered = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: { user: { email, password: 'Un-Mot-De-Passe-Solide-2026', password_confirmation: 'Un-Mot-De-Passe-Solide-2026', first_name: 'Agathe', last_name: 'Lambert', terms: true, invitation_token: created.token } },
    });
    expect(registered.statusCode).toBe(201);
    const userId = json<{ id: string }>(registered).id;
    expect(await rowOf(created.id)).toMatchObject({ state: 'accepted', userId, acceptedAt: t.clock.now() });
    expect(await customerOf(created.customer_id)).toMatchObject({ userId, accessGrantedAt: t.clock.now(), accessWithdrawnAt: null });

    // The advisor sees the customer's invitations through the customer's user id; the saver their own.
    const listed = await injectAs(t, cast.tokens.firmAdvisor, { method: 'GET', url: `/api/users/${userId}/invitations` });
    expect(listed.statusCode).toBe(200);
    expect(json<WireInvitation[]>(listed).map((row) => [row.id, row.state])).toEqual([[created.id, 'accepted']]);
    const foreign = await injectAs(t, cast.tokens.foreignAdvisor, { method: 'GET', url: `/api/users/${userId}/invitations` });
    expect(foreign.statusCode).toBe(403);

    // Resend and cancel are refused once accepted.
    for (const verb of ['send', 'cancel'] as const) {
      const refused = await action(cast.tokens.firmAdvisor, created.id, verb);
      expect(refused.statusCode).toBe(409);
      expect(json(refused)).toEqual({ error: 'invalid_state' });
    }
  });

  it('resends a sent or read invitation (the mail again, same link), not a canceled one', async () => {
    const email = uniqueEmail('resend');
    const created = await inviteOk(email);
    const resent = await action(cast.tokens.firmAdvisor, created.id, 'send');
    expect(resent.statusCode).toBe(200);
    expect(json(resent)).toMatchObject({ id: created.id, state: 'sent', token: created.token });
    await t.request({ method: 'POST', url: `/api/invitations/${created.token}/mark_as_read` });
    expect(json(await action(cast.tokens.manager, created.id, 'send'))).toMatchObject({ state: 'read' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    for (const mail of mails) expect(mail.text).toContain(`invitation=${created.token}`);

    expect(json(await action(cast.tokens.firmAdvisor, created.id, 'cancel'))).toMatchObject({ state: 'canceled', canceled_at: t.clock.now().toISOString() });
    const refused = await action(cast.tokens.firmAdvisor, created.id, 'send');
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ error: 'invalid_state' });
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('cancels sent and read invitations once; the canceled link answers 404 everywhere', async () => {
    const sent = await inviteOk(uniqueEmail('cancel'));
    const read = await inviteOk(uniqueEmail('cancel-read'));
    await t.request({ method: 'POST', url: `/api/invitations/${read.token}/mark_as_read` });
    t.clock.advance(60_000);
    for (const invitation of [sent, read]) {
      const canceled = await action(cast.tokens.firmAdvisor, invitation.id, 'cancel');
      expect(canceled.statusCode).toBe(200);
      expect(await rowOf(invitation.id)).toMatchObject({ state: 'canceled', canceledAt: t.clock.now() });
      const again = await action(cast.tokens.firmAdvisor, invitation.id, 'cancel');
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({ error: 'invalid_state' });
      for (const request of [
        t.request({ method: 'GET', url: `/api/invitations/${invitation.token}` }),
        t.request({ method: 'POST', url: `/api/invitations/${invitation.token}/mark_as_read` }),
        injectAs(t, cast.tokens.otherSaver, { method: 'POST', url: `/api/invitations/${invitation.token}/accept` }),
      ]) {
        const response = await request;
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ error: 'not_found' });
      }
    }
  });

  it("answers 404 to an advisor of another firm, and to an unknown id, for resend and cancel", async () => {
    const created = await inviteOk(uniqueEmail('scope'));
    for (const verb of ['send', 'cancel'] as const) {
      for (const [token, id] of [
        [cast.tokens.foreignAdvisor, created.id],
        [cast.tokens.firmAdvisor, '00000000-0000-4000-8000-000000000000'],
      ] as const) {
        const response = await action(token, id, verb);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ error: 'not_found' });
      }
      expect((await action(cast.tokens.saver, created.id, verb)).statusCode).toBe(403);
    }
    expect((await rowOf(created.id))?.state).toBe('sent');
  });

  it('lets a saver with an account accept an invitation sent to their address, once', async () => {
    const email = uniqueEmail('existing');
    const saver = await newSaver(email);
    const created = await inviteOk(email.toUpperCase());
    const accept = (token: string, invitationToken = created.token) => injectAs(t, token, { method: 'POST', url: `/api/invitations/${invitationToken}/accept` });

    const mismatch = await accept(cast.tokens.otherSaver);
    expect(mismatch.statusCode).toBe(403);
    expect(json(mismatch)).toEqual({ error: 'invitation_email_mismatch' });
    expect((await accept(cast.tokens.firmAdvisor)).statusCode).toBe(403);
    expect(json(await accept(saver.token, newSecret()))).toEqual({ error: 'not_found' });

    // The saver sees it addressed to them before accepting.
    const mine = await injectAs(t, saver.token, { method: 'GET', url: '/api/users/me/invitations' });
    expect(json<WireInvitation[]>(mine).map((row) => row.id)).toEqual([created.id]);

    const accepted = await accept(saver.token);
    expect(accepted.statusCode).toBe(200);
    expect(json(accepted)).toEqual({ state: 'accepted' });
    expect(await rowOf(created.id)).toMatchObject({ state: 'accepted', userId: saver.id, acceptedAt: t.clock.now() });
    expect(await customerOf(created.customer_id)).toMatchObject({ userId: saver.id, accessGrantedAt: t.clock.now(), accessWithdrawnAt: null });

    const twice = await accept(saver.token);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toEqual({ error: 'invalid_state' });
  });

  it('refuses a saver who is a customer of a firm already (409 already_customer); a withdrawn one may join', async () => {
    // SECOND_SAVER is a customer of the seeded firm: another firm invites them.
    const foreign = await inviteOk(SECOND_SAVER.email, cast.tokens.foreignAdvisor);
    const refused = await injectAs(t, cast.tokens.saver, { method: 'POST', url: `/api/invitations/${foreign.token}/accept` });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ error: 'already_customer' });
    expect((await rowOf(foreign.id))?.state).toBe('sent');

    // Once they withdrew the seeded firm's access, they may accept: the old record lets go of their account.
    await db().update(advisoryCustomers).set({ accessWithdrawnAt: t.clock.now() }).where(eq(advisoryCustomers.id, cast.customerId));
    const accepted = await injectAs(t, cast.tokens.saver, { method: 'POST', url: `/api/invitations/${foreign.token}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect((await customerOf(cast.customerId))?.userId).toBeNull();
    expect((await customerOf(foreign.customer_id))?.userId).toBe(cast.ids.saver);
    const linked = await db().select({ id: advisoryCustomers.id }).from(advisoryCustomers).where(and(eq(advisoryCustomers.userId, cast.ids.saver)));
    expect(linked).toHaveLength(1);
  });
});
