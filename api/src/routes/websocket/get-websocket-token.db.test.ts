import { eq } from 'drizzle-orm';
import { websocketTickets } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR } from '../../db/seed-accounts';
import { hashSecret } from '../../lib/tokens';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

describeDb('GET /api/websocket/token', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([DEMO_SAVER, FIRM_ADVISOR])('hands $email a short-lived ticket, stored only as a digest', async (account) => {
    const tokens = await signIn(t, account);
    const response = await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/websocket/token' });
    expect(response.statusCode).toBe(200);
    const body = json<{ token: string; expires_in: number }>(response);
    expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 30 });
    const rows = await t.database.handle.db.select().from(websocketTickets).where(eq(websocketTickets.tokenHash, hashSecret(body.token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 30_000);
  });

  it('refuses anonymous callers and expired sessions', async () => {
    expect(json(await t.request({ method: 'GET', url: '/api/websocket/token' }))).toEqual({ error: 'unauthorized' });
    const tokens = await signIn(t, DEMO_SAVER);
    t.clock.advance(900_000);
    expect(json(await injectAs(t, tokens.access_token, { method: 'GET', url: '/api/websocket/token' }))).toEqual({ error: 'timeout' });
  });
});
