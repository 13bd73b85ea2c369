import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema';
import { givePremium, newSaver } from '../../test/helpers/billing';
import { createTestApp, describeDb, injectAs, json, signInCast, type HttpRequest, type SignedInCast, type TestApp } from '../../test/helpers/test-app';

const data = { start: 'blank', strategy: 'balanced', basket: [{ isin: null, euro_fund: true, basket_from: 'recommended' }] };

/**
 * The premium features on the server: an unknown contract id answers 404 once past the gate, so 403
 * `premium_required` against 404 tells the gate from the ownership check without building a contract.
 */
describeDb('premium gating on the server', () => {
  let t: TestApp;
  let cast: SignedInCast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await signInCast(t);
  });
  afterAll(async () => t.close());

  const premiumCalls = (user: string, contract: string): HttpRequest[] => [
    { method: 'POST', url: `/api/users/${user}/portfolios/${contract}/optimize`, payload: { data } },
    { method: 'PUT', url: `/api/users/${user}/portfolios/${contract}/arbitration_plan`, payload: { data } },
    { method: 'GET', url: `/api/users/${user}/portfolios/${contract}/statement` },
  ];

  async function statuses(token: string, user = 'me', headers: Record<string, string> = {}): Promise<[number, unknown][]> {
    const out: [number, unknown][] = [];
    for (const request of premiumCalls(user, randomUUID())) {
      const answer = await injectAs(t, token, { ...request, headers });
      out.push([answer.statusCode, json(answer).error]);
    }
    return out;
  }

  it('refuses a saver without premium: 403 premium_required, with its French message in the catalogue', async () => {
    const saver = await newSaver(t);
    expect(await statuses(saver.token)).toEqual([
      [403, 'premium_required'],
      [403, 'premium_required'],
      [403, 'premium_required'],
    ]);
  });

  it('lets a premium saver through, and the seeded saver (complimentary)', async () => {
    const saver = await newSaver(t);
    await givePremium(t, saver.id);
    const through = [
      [404, 'not_found'],
      [404, 'not_found'],
      [404, 'not_found'],
    ];
    expect(await statuses(saver.token)).toEqual(through);
    expect(await statuses(cast.saver)).toEqual(through);
  });

  it('lets premium end with the period paid for', async () => {
    const saver = await newSaver(t);
    const now = t.clock.now();
    await t.database.handle.db.insert(subscriptions).values({
      userId: saver.id,
      provider: 'sandbox',
      providerSubscriptionId: `sub_test_${randomUUID()}`,
      planId: 'premium-monthly',
      status: 'active',
      currentPeriodStart: new Date(now.getTime() - 40 * 86_400_000),
      currentPeriodEnd: new Date(now.getTime() - 1000),
    });
    expect((await statuses(saver.token))[0]).toEqual([403, 'premium_required']);
  });

  it('never gates an advisor acting for a customer without premium (the firm pays)', async () => {
    await t.database.handle.db.delete(subscriptions).where(eq(subscriptions.userId, cast.otherId));
    const optimise = premiumCalls(cast.otherId, randomUUID())[0] as HttpRequest;
    expect((await injectAs(t, cast.other, { ...optimise, url: optimise.url.replace(cast.otherId, 'me') })).statusCode).toBe(403);
    expect((await injectAs(t, cast.advisor, optimise)).statusCode).toBe(404);
  });

  it('does not gate on a brand that sells nothing premium', async () => {
    const saver = await newSaver(t);
    expect((await statuses(saver.token, 'me', { host: 'conseil.patrimo.fr' })).map(([status]) => status)).toEqual([404, 404, 404]);
  });
});
