import { insertInvitation } from '../../../test/helpers/invitations';
import { eq } from 'drizzle-orm';
import { advisoryFirms, invitations, users } from '../../db/schema';
import { FIRM_ADVISOR, SEED_FIRM_NAME } from '../../db/seed-accounts';
import { newSecret } from '../../lib/tokens';
import { createTestApp, describeDb, json, type TestApp } from '../../../test/helpers/test-app';

describeDb('invitation links: GET /api/invitations/:token and POST /api/invitations/:token/mark_as_read', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  async function invite(state: 'sent' | 'read' | 'accepted' | 'canceled', withAdvisor = true): Promise<string> {
    const db = t.database.handle.db;
    const firm = (await db.select({ id: advisoryFirms.id }).from(advisoryFirms).where(eq(advisoryFirms.name, SEED_FIRM_NAME)))[0];
    const advisor = (await db.select({ id: users.id }).from(users).where(eq(users.email, FIRM_ADVISOR.email)))[0];
    const token = newSecret();
    await insertInvitation(db, {
      firmId: firm?.id as string,
      advisorUserId: withAdvisor ? (advisor?.id ?? null) : null,
      state,
      token,
      civilTitle: 'mrs',
      firstName: 'Agathe',
      lastName: 'Lambert',
      email: 'agathe.lambert@example.fr',
      message: 'Je vous invite à suivre votre patrimoine avec nous.',
      invitedAt: t.clock.now(),
    });
    return token;
  }

  const show = (token: string) => t.request({ method: 'GET', url: `/api/invitations/${encodeURIComponent(token)}` });
  const markRead = (token: string) => t.request({ method: 'POST', url: `/api/invitations/${encodeURIComponent(token)}/mark_as_read` });
  const stateOf = async (token: string) => (await t.database.handle.db.select().from(invitations).where(eq(invitations.token, token)))[0];

  it('shows the invited person what the invitation says, without the firm internals', async () => {
    const token = await invite('sent');
    const response = await show(token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      state: 'sent',
      first_name: 'Agathe',
      last_name: 'Lambert',
      email: 'agathe.lambert@example.fr',
      message: 'Je vous invite à suivre votre patrimoine avec nous.',
      advisor_name: `${FIRM_ADVISOR.firstName} ${FIRM_ADVISOR.lastName}`,
      firm_name: SEED_FIRM_NAME,
    });
  });

  it("names the firm when the inviting advisor's account is gone", async () => {
    const token = await invite('sent', false);
    expect(json(await show(token)).advisor_name).toBe(SEED_FIRM_NAME);
  });

  it('shows an accepted invitation with its state, so the page can offer to sign in', async () => {
    expect(json(await show(await invite('accepted'))).state).toBe('accepted');
  });

  it('answers 404 not_found for an unknown token and for a canceled invitation', async () => {
    for (const token of [newSecret(), await invite('canceled')]) {
      const response = await show(token);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ error: 'not_found' });
      const read = await markRead(token);
      expect(read.statusCode).toBe(404);
      expect(json(read)).toEqual({ error: 'not_found' });
    }
  });

  it('refuses tokens of an impossible shape with a 4xx', async () => {
    expect(json(await show('court'))).toEqual({ errors: { token: ['invalid'] } });
    // Beyond Fastify's path parameter limit (100 characters) the route itself does not match.
    expect((await show('x'.repeat(300))).statusCode).toBe(404);
  });

  it('marks a sent invitation read, once: the call is idempotent', async () => {
    const token = await invite('sent');
    const first = await markRead(token);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ state: 'read' });
    const readAt = (await stateOf(token))?.readAt;
    expect(readAt).toEqual(t.clock.now());

    t.clock.advance(60_000);
    expect(json(await markRead(token))).toEqual({ state: 'read' });
    expect((await stateOf(token))?.readAt).toEqual(readAt);
  });

  it('never moves an accepted invitation back to read', async () => {
    const token = await invite('accepted');
    expect(json(await markRead(token))).toEqual({ state: 'accepted' });
    expect((await stateOf(token))?.state).toBe('accepted');
  });
});
