import { fromWire, portfolioTargetsSchema } from '@patrimo/shared';
import { DEMO_SAVER, FIRM_ADVISOR } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

interface WireTargets {
  targets: { recommended_risk: number; allocation: { asset_class: string; share: number }[]; max_srri: number }[];
}

describeDb('GET /api/portfolios/targets', () => {
  let t: TestApp;
  let saverToken = '';

  beforeAll(async () => {
    t = await createTestApp();
    saverToken = (await signIn(t, DEMO_SAVER)).access_token;
  });
  afterAll(() => t.close());

  it('serves the five model allocations in snake_case, valid against the contract', async () => {
    const response = await injectAs(t, saverToken, { method: 'GET', url: '/api/portfolios/targets' });
    expect(response.statusCode).toBe(200);
    const body = json<WireTargets>(response);
    expect(portfolioTargetsSchema.safeParse(fromWire(body)).success).toBe(true);
    expect(body.targets.map((target) => target.recommended_risk)).toEqual([1, 2, 3, 4, 5]);
    // The highest SRRI of each profile's band (0–4 %, 4–7 %, 7–10 %, 10–13 %, 13–25 %).
    expect(body.targets.map((target) => target.max_srri)).toEqual([3, 4, 4, 5, 6]);
    for (const target of body.targets) expect(Math.abs(target.allocation.reduce((sum, line) => sum + line.share, 0) - 1)).toBeLessThan(1e-9);
    expect(body.targets[0]?.allocation).toEqual([
      { asset_class: 'euroFund', share: 0.7 },
      { asset_class: 'bond', share: 0.2 },
      { asset_class: 'stockEurope', share: 0.1 },
    ]);
  });

  it('keeps more of the euro fund the more prudent the profile', async () => {
    const body = json<WireTargets>(await injectAs(t, saverToken, { method: 'GET', url: '/api/portfolios/targets' }));
    const euro = body.targets.map((target) => target.allocation.find((line) => line.asset_class === 'euroFund')?.share ?? 0);
    expect(euro).toEqual([0.7, 0.45, 0.25, 0.1, 0.05]);
  });

  it('serves advisors too', async () => {
    const advisorToken = (await signIn(t, FIRM_ADVISOR)).access_token;
    const response = await injectAs(t, advisorToken, { method: 'GET', url: '/api/portfolios/targets' });
    expect(response.statusCode).toBe(200);
    expect(json<WireTargets>(response).targets).toHaveLength(5);
  });

  it('requires a signed-in caller', async () => {
    const response = await t.request({ method: 'GET', url: '/api/portfolios/targets' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'unauthorized' });
  });
});
