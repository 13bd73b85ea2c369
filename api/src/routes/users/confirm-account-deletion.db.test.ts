import { insertInvitation } from '../../../test/helpers/invitations';
import { eq, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { advisoryFirms, auditLog, outboxEmails, schema, userProfiles, users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADMIN, FIRM_ADVISOR, SEED_FIRM_NAME } from '../../db/seed-accounts';
import { newSecret } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { linkTokenOf, startSmtpCatcher, type SmtpCatcher } from '../../../test/helpers/smtp-catcher';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

const PASSWORD = 'Velo-Ardoise-Pivoine-92';
const PUBLIC_URL = 'https://app.patrimo.test';
const DELETION_BASE = `${PUBLIC_URL}/delete-profile`;

describeDb('account deletion: DELETE /api/users/me, GET /api/users/:token/deletion_validity, DELETE /api/users/:token', () => {
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

  const requestDeletion = (accessToken: string) => injectAs(t, accessToken, { method: 'DELETE', url: '/api/users/me' });
  const validity = async (token: string) => json(await t.request({ method: 'GET', url: `/api/users/${encodeURIComponent(token)}/deletion_validity` }));
  const confirmDeletion = (token: string) => t.request({ method: 'DELETE', url: `/api/users/${encodeURIComponent(token)}` });

  async function register(email: string, invitationToken?: string): Promise<{ id: string; accessToken: string }> {
    const response = await t.request({
      method: 'POST',
      url: '/api/users',
      payload: {
        user: {
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          first_name: 'Chloé',
          last_name: 'Garnier',
          terms: true,
          ...(invitationToken ? { invitation_token: invitationToken } : {}),
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const tokens = await signIn(t, { email, password: PASSWORD });
    return { id: json<{ id: string }>(response).id, accessToken: tokens.access_token };
  }

  /** Names of the tables (every table of `schema`) with a row whose any column holds the id or the address. */
  async function tablesMentioning(id: string, email: string): Promise<string[]> {
    const found: string[] = [];
    for (const table of Object.values(schema) as PgTable[]) {
      const rows = (await t.database.handle.db.select().from(table)) as Record<string, unknown>[];
      if (rows.some((row) => JSON.stringify(row).toLowerCase().includes(id) || JSON.stringify(row).toLowerCase().includes(email.toLowerCase()))) {
        found.push(getTableName(table));
      }
    }
    return found;
  }

  /** Asks for the deletion and returns the token of the link that arrives. */
  async function deletionToken(email: string, accessToken: string): Promise<string> {
    const before = smtp.messagesTo(email).length;
    const response = await requestDeletion(accessToken);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({});
    const mail = await smtp.waitFor(email, (candidate) => smtp.messagesTo(email).indexOf(candidate) >= before);
    return linkTokenOf(mail, DELETION_BASE);
  }

  it('mails a French link built on PUBLIC_URL; the link is valid until used', async () => {
    const { accessToken } = await register('mail-link@example.fr');
    const token = await deletionToken('mail-link@example.fr', accessToken);
    const mail = smtp.messagesTo('mail-link@example.fr').at(-1);
    expect(mail?.subject).toBe('Confirmez la suppression de votre compte Patrimo');
    expect(mail?.fromHeader?.name).toBe('Patrimo');
    expect(mail?.text).toContain('Bonjour Chloé,');
    expect(mail?.text).toContain('valable 24 heures');
    expect(mail?.html).toContain(`href="${DELETION_BASE}?token=${token}"`);
    expect(await validity(token)).toEqual({ valid: true });
  });

  it('deletes every row about the user in one go; the link then stops working and nobody can sign in', async () => {
    const db = t.database.handle.db;
    const email = 'chloe.garnier@example.fr';
    const firm = (await db.select({ id: advisoryFirms.id }).from(advisoryFirms).where(eq(advisoryFirms.name, SEED_FIRM_NAME)))[0];
    const advisor = (await db.select({ id: users.id }).from(users).where(eq(users.email, FIRM_ADVISOR.email)))[0];
    const invitationToken = newSecret();
    await insertInvitation(db, {
      firmId: firm?.id as string,
      advisorUserId: advisor?.id ?? null,
      token: invitationToken,
      firstName: 'Chloé',
      lastName: 'Garnier',
      email,
      invitedAt: t.clock.now(),
    });

    // An account with something in every kind of table: customer of the firm (by invitation), profile, tokens, a
    // live-channel ticket, a pending confirmation, outbox mails, audit rows, another firm's later invitation.
    const { id, accessToken } = await register(email, invitationToken);
    await signIn(t, { email, password: PASSWORD });
    expect((await injectAs(t, accessToken, { method: 'GET', url: '/api/websocket/token' })).statusCode).toBe(200);
    await db.insert(userProfiles).values({ userId: id, mobile: '0612345678', jobTitle: 'Architecte' });
    await db.insert(outboxEmails).values([
      { userId: id, toAddress: email, subject: 'Lié au compte', text: 'texte', html: '<p>texte</p>' },
      { toAddress: email.toUpperCase(), subject: 'Adressé seulement', text: 'texte', html: '<p>texte</p>' },
    ]);
    await db.insert(auditLog).values([
      { actorUserId: advisor?.id as string, firmId: firm?.id ?? null, subjectUserId: id, action: 'GET /users/:userId/portfolios' },
      { actorUserId: id, subjectUserId: advisor?.id as string, action: 'GET /users/:userId' },
    ]);
    await insertInvitation(db, {
      firmId: firm?.id as string,
      token: newSecret(),
      firstName: 'Chloé',
      lastName: 'Garnier',
      email: email.toUpperCase(),
      invitedAt: t.clock.now(),
    });
    const untouchedAudit = await db.insert(auditLog).values({ actorUserId: advisor?.id as string, subjectUserId: advisor?.id as string, action: 'other' }).returning();

    const token = await deletionToken(email, accessToken);
    // The scan below does see the user before the deletion.
    expect((await tablesMentioning(id, email)).length).toBeGreaterThanOrEqual(11);
    const response = await confirmDeletion(token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({});

    // Every table of the schema, every column: no trace of the id or of the address.
    expect(await tablesMentioning(id, email)).toEqual([]);

    expect(await validity(token)).toEqual({ valid: false });
    const again = await confirmDeletion(token);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ error: 'deletion_link_invalid' });
    const grant = await t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username: email, password: PASSWORD } });
    expect(json(grant)).toEqual({ error: 'invalid_grant' });
    expect(json(await injectAs(t, accessToken, { method: 'GET', url: '/api/users/me' }))).toEqual({ error: 'unauthorized' });

    // Nobody else's data went with it.
    await signIn(t, DEMO_SAVER);
    expect(await db.select().from(auditLog).where(eq(auditLog.id, untouchedAudit[0]?.id as string))).toHaveLength(1);
    expect(await db.select().from(advisoryFirms).where(eq(advisoryFirms.name, SEED_FIRM_NAME))).toHaveLength(1);
  });

  it('refuses unknown tokens: validity false, deletion 400 deletion_link_invalid', async () => {
    expect(await validity(newSecret())).toEqual({ valid: false });
    const response = await confirmDeletion(newSecret());
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: 'deletion_link_invalid' });
    // Shapes the contract refuses outright.
    expect((await t.request({ method: 'GET', url: '/api/users/short/deletion_validity' })).statusCode).toBe(400);
    expect((await confirmDeletion('short')).statusCode).toBe(400);
  });

  it('lets a link expire after ACCOUNT_DELETION_TTL_HOURS', async () => {
    const { accessToken } = await register('expiring@example.fr');
    const token = await deletionToken('expiring@example.fr', accessToken);
    t.clock.advance(24 * 3_600_000 - 1_000);
    expect(await validity(token)).toEqual({ valid: true });
    t.clock.advance(1_000);
    expect(await validity(token)).toEqual({ valid: false });
    expect(json(await confirmDeletion(token))).toEqual({ error: 'deletion_link_invalid' });
    expect((await t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', username: 'expiring@example.fr', password: PASSWORD } })).statusCode).toBe(200);
  });

  it('lets only the newest link work', async () => {
    const { accessToken } = await register('twice@example.fr');
    const older = await deletionToken('twice@example.fr', accessToken);
    const newer = await deletionToken('twice@example.fr', accessToken);
    expect(await validity(older)).toEqual({ valid: false });
    expect(await validity(newer)).toEqual({ valid: true });
    expect(json(await confirmDeletion(older))).toEqual({ error: 'deletion_link_invalid' });
    expect((await confirmDeletion(newer)).statusCode).toBe(200);
  });

  it('refuses advisory accounts (403 is_admin) and anonymous callers (401)', async () => {
    const advisor = await signIn(t, FIRM_ADMIN);
    const response = await requestDeletion(advisor.access_token);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'is_admin' });
    expect((await t.request({ method: 'DELETE', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describeDb('DELETE /api/users/me when the mail cannot be sent', () => {
  let t: TestApp;
  const failing: Mailer = { kind: 'custom', send: () => Promise.reject(new Error('SMTP down')) };

  beforeAll(async () => {
    t = await createTestApp({ mailer: failing });
  });
  afterAll(() => t?.close());

  it('answers 503 server_error: the link is the whole point of the call', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    const response = await injectAs(t, tokens.access_token, { method: 'DELETE', url: '/api/users/me' });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({ error: 'server_error' });
  });
});
