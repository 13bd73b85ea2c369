import { and, eq } from 'drizzle-orm';
import { signPowensWebhook } from '../../aggregation/powens/webhook';
import { SandboxProvider } from '../../aggregation/sandbox/sandbox-provider';
import { aggregatorUsers, bankAccounts, jobs, users } from '../../db/schema';
import { DEMO_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, json, repoRoot, type TestApp } from '../../../test/helpers/test-app';

const SECRET = 'whsec-test-secret';
const URL_PATH = '/api/webhooks/powens';
const POWENS_USER = '4242';
const CONNECTION = '77';

/** A `CONNECTION_SYNCED` body as Powens sends it. */
const event = (connectionId = CONNECTION, state: string | null = null) =>
  JSON.stringify({ user: { id: Number(POWENS_USER) }, connection: { id: Number(connectionId), id_user: Number(POWENS_USER), state, accounts: [{ id: 901 }] } });

describeDb('POST /api/webhooks/powens (CONNECTION_SYNCED)', () => {
  let t: TestApp;
  let accountId = '';

  const post = (body: string, headers: Record<string, string>) => t.request({ method: 'POST', url: URL_PATH, headers, payload: body });
  const signed = (body: string, date = t.clock.now()) => signPowensWebhook(SECRET, body, { path: URL_PATH, date });
  const queued = async () => (await t.database.handle.db.select().from(jobs).where(and(eq(jobs.kind, 'sync_account'), eq(jobs.status, 'queued')))).filter((job) => job.payload.accountId === accountId);

  beforeAll(async () => {
    t = await createTestApp({
      config: { aggregation: { provider: 'powens', baseUrl: 'http://127.0.0.1:9', clientId: 'id', clientSecret: 'secret', webhookSecret: SECRET } },
      // Nothing here calls the partner: the receiver only queues work.
      aggregation: new SandboxProvider({ root: repoRoot }),
    });
    const db = t.database.handle.db;
    const userId = (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SAVER.email)))[0]?.id ?? '';
    await db.insert(aggregatorUsers).values({ userId, provider: 'powens', providerUserId: POWENS_USER, token: 'powens-token' });
    const [row] = await db.insert(bankAccounts).values({ userId, provider: 'powens', connectionId: CONNECTION, bankId: 'bnp-paribas', bankName: 'BNP Paribas' }).returning({ id: bankAccounts.id });
    accountId = row?.id ?? '';
  });
  afterAll(() => t.close());

  it('refuses an unsigned, badly signed, tampered or stale event with 401, queuing nothing', async () => {
    const body = event();
    for (const headers of [
      { 'content-type': 'application/json' },
      { ...signed(body), 'bi-signature': 'AAAA' },
      signPowensWebhook('another-secret', body, { path: URL_PATH, date: t.clock.now() }),
      signed(body, new Date(t.clock.now().getTime() - 10 * 60_000)),
    ]) {
      const response = await post(body, headers);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'unauthorized' });
    }
    expect((await post(event('78'), signed(body))).statusCode).toBe(401);
    expect(await queued()).toEqual([]);
  });

  it('answers a signed but malformed body with 400', async () => {
    for (const body of ['not json', '{"hello":"world"}', '[]', '{"connection":{"id":77}}']) {
      const response = await post(body, signed(body));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ error: 'invalid' });
    }
    expect(await queued()).toEqual([]);
  });

  it('queues one sync of the known connection, with the state Powens reached; the same event twice queues one job', async () => {
    const body = event();
    expect((await post(body, signed(body))).statusCode).toBe(204);
    expect((await post(body, signed(body))).statusCode).toBe(204);
    const waiting = await queued();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.payload).toEqual({ accountId, partnerState: 'none' });
    const [account] = await t.database.handle.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId));
    expect(account?.syncing).toBe(true);
  });

  it('acknowledges an event for a connection nobody added (204) and queues nothing for it', async () => {
    const before = (await t.database.handle.db.select().from(jobs).where(eq(jobs.kind, 'sync_account'))).length;
    const body = event('999');
    expect((await post(body, signed(body))).statusCode).toBe(204);
    expect(await t.database.handle.db.select().from(jobs).where(eq(jobs.kind, 'sync_account'))).toHaveLength(before);
  });

  it('does not exist when the partner is the sandbox', async () => {
    const sandbox = await createTestApp({ seed: false });
    try {
      const body = event();
      expect((await sandbox.request({ method: 'POST', url: URL_PATH, headers: signed(body), payload: body })).statusCode).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
