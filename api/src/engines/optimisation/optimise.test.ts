import fc from 'fast-check';
import { OPTIMISATION_CONFIDENCE } from '@patrimo/shared';
import { EURO_FUND_FLOOR, PROFILE_VOLATILITY_BANDS } from '../profiles';
import { optimiseAllocation, optimiseCooperatively, OPTIMISATION_REFUSALS, outcomeRange, prepareOptimisation, type OptimisationAsset, type OptimisationRequest } from './optimise';
import { seededRandom } from '../../../test/helpers/seeded-random';

/** A standard normal draw (Box–Muller). */
function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

const EURO: OptimisationAsset = { isin: 'FR0000000001', name: 'Fonds euro', euroFund: true, srri: 1, ongoingCharges: 0, weeklyReturns: [] };

/** `count` funds driven by one market factor over 260 weeks: betas 0.1 (bond-like) to 1.3, SRRI from the beta. */
function syntheticFunds(count: number, seed: number): OptimisationAsset[] {
  const next = seededRandom(seed);
  const market = Array.from({ length: 260 }, () => 0.022 * normal(next));
  return Array.from({ length: count }, (_, index) => {
    const beta = 0.1 + (1.2 * index) / Math.max(1, count - 1);
    const specific = 0.002 + 0.01 * next();
    return {
      isin: `LU${String(index).padStart(10, '0')}`,
      name: `Fonds ${index}`,
      euroFund: false,
      srri: beta < 0.3 ? 3 : beta < 0.6 ? 4 : 5,
      ongoingCharges: 0.003,
      weeklyReturns: market.map((m) => 0.0012 * beta + beta * m + specific * normal(next)),
    };
  });
}

function request(overrides: Partial<OptimisationRequest> = {}): OptimisationRequest {
  return { assets: [EURO, ...syntheticFunds(12, 3)], euroFundYield: 0.025, profile: 3, strategy: 'balanced', ...overrides };
}

describe('refusals (spec §5, §8)', () => {
  it('asks for a euro fund first, with the spec’s message', () => {
    const outcome = optimiseAllocation(request({ assets: syntheticFunds(4, 1) }));
    expect(outcome).toEqual({ ok: false, code: 'no_euro_fund', message: 'Ajoutez un fonds euro pour respecter votre profil de risque' });
    // With neither condition met the euro fund is asked for first.
    const neither = syntheticFunds(2, 1).map((fund) => ({ ...fund, srri: 6 }));
    expect(optimiseAllocation(request({ assets: neither }))).toMatchObject({ code: 'no_euro_fund' });
  });

  it('asks for a fund with SRRI below 4; the euro fund does not count', () => {
    const risky = syntheticFunds(3, 1).map((fund) => ({ ...fund, srri: 5 }));
    const expected = { ok: false, code: 'no_low_risk_fund', message: 'Ajoutez au moins un fonds SRRI < 4 pour respecter votre profil de risque' };
    expect(optimiseAllocation(request({ assets: [EURO, ...risky] }))).toEqual(expected);
    expect(optimiseAllocation(request({ assets: [EURO] }))).toEqual(expected);
    // SRRI 4 is not below 4; an unknown SRRI does not count either.
    expect(optimiseAllocation(request({ assets: [EURO, { ...(risky[0] as OptimisationAsset), srri: 4 }, { ...(risky[1] as OptimisationAsset), srri: null }] }))).toEqual(expected);
  });

  it('answers the default message for unusable data instead of throwing', () => {
    const expected = { ok: false, code: 'optimisation_failed', message: "Une erreur est survenue lors de l’optimisation de votre allocation" };
    const [first, ...others] = syntheticFunds(4, 2) as [OptimisationAsset, ...OptimisationAsset[]];
    const withNaN = { ...first, weeklyReturns: first.weeklyReturns.map((value, index) => (index === 7 ? Number.NaN : value)) };
    expect(optimiseAllocation(request({ assets: [EURO, withNaN, ...others] }))).toEqual(expected);
    expect(optimiseAllocation(request({ assets: [EURO, { ...first, weeklyReturns: [] }, ...others] }))).toEqual(expected);
    expect(optimiseAllocation(request({ assets: [EURO, { ...first, weeklyReturns: first.weeklyReturns.slice(1) }, ...others] }))).toEqual(expected);
    expect(optimiseAllocation(request({ assets: [EURO, { ...first, weeklyReturns: first.weeklyReturns.slice(0, 20) }] }))).toEqual(expected);
    expect(optimiseAllocation(request({ euroFundYield: Number.NaN }))).toEqual(expected);
    expect(optimiseAllocation(request({ assets: [EURO, first, { ...first }] }))).toEqual(expected);
    expect(optimiseAllocation(request({ assets: [EURO, { ...first, cap: 0 }, ...others] }))).toEqual(expected);
    expect(optimiseAllocation(request({ assets: [EURO, { ...first, ongoingCharges: Number.NaN }, ...others] }))).toEqual(expected);
  });

  it('answers the default message for an infeasible programme (the euro fund capped under the floor)', () => {
    const outcome = optimiseAllocation(request({ assets: [{ ...EURO, cap: 0.1 }, ...syntheticFunds(6, 2)], profile: 3 }));
    expect(outcome).toEqual({ ok: false, code: 'optimisation_failed', message: OPTIMISATION_REFUSALS.optimisation_failed });
  });
});

describe('outcomeRange', () => {
  it('is μ ± 1.959964·σ at 95 % (hand-worked: 5 % ± 1.96 × 10 %)', () => {
    const range = outcomeRange(0.05, 0.1);
    expect(range.confidence).toBe(0.95);
    expect(range.low).toBeCloseTo(0.05 - 0.1959963985, 9);
    expect(range.high).toBeCloseTo(0.05 + 0.1959963985, 9);
  });

  it('is hand-worked for a one-fund current allocation through the whole engine', () => {
    // Weekly returns alternate +2 % and −1 % over 260 weeks: mean 0.5 % (26 % a year), deviations ±1.5 %,
    // sample variance 0.015² × 260/259, annualised σ = √(52 × 0.000225 × 260/259) = 10.8375 %.
    const weekly = Array.from({ length: 260 }, (_, index) => (index % 2 === 0 ? 0.02 : -0.01));
    const fund: OptimisationAsset = { isin: 'LU0000000009', name: 'Fonds', euroFund: false, srri: 3, ongoingCharges: 0.003, weeklyReturns: weekly };
    const outcome = optimiseAllocation({ assets: [EURO, fund], euroFundYield: 0.025, profile: 2, strategy: 'minRisk', currentWeights: { LU0000000009: 100 } });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const sigma = Math.sqrt((52 * 0.000225 * 260) / 259);
    // μ = h·26 % + (1 − h)(2.5 % + 0.25σ) − 0.3 %, h = 1/6.
    const mu = 0.26 / 6 + (5 / 6) * (0.025 + 0.25 * sigma) - 0.003;
    expect(outcome.current!.volatility).toBeCloseTo(sigma, 12);
    expect(outcome.current!.expectedReturn).toBeCloseTo(mu, 12);
    expect(outcome.current!.range.low).toBeCloseTo(mu - 1.959963985 * sigma, 8);
    expect(outcome.current!.range.high).toBeCloseTo(mu + 1.959963985 * sigma, 8);
    expect(outcome.current!.range.confidence).toBe(OPTIMISATION_CONFIDENCE);
    // The proposal, a euro fund and one fund: the lower edge of the defensive band (4 %) plus the 5 % margin
    // (4.2 %), w = 4.2 % / σ of the fund (the euro fund adds no variance).
    const band = PROFILE_VOLATILITY_BANDS[2];
    expect(outcome.volatility).toBeCloseTo(band.min * 1.05, 6);
    expect(outcome.weights.LU0000000009).toBeCloseTo((band.min * 1.05) / sigma, 5);
    expect(outcome.range.low).toBeCloseTo(outcome.expectedReturn - 1.959963985 * outcome.volatility, 8);
  });
});

describe('optimiseAllocation', () => {
  it('answers every strategy of every profile with weights summing to 1, the floor kept, inside the band', () => {
    const assets = [EURO, ...syntheticFunds(15, 8)];
    for (const profile of [1, 2, 3, 4, 5] as const) {
      const results = (['minRisk', 'balanced', 'maxReturn'] as const).map((strategy) => optimiseAllocation({ assets, euroFundYield: 0.025, profile, strategy }));
      for (const outcome of results) {
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) continue;
        const weights = Object.values(outcome.weights);
        expect(Math.abs(weights.reduce((sum, w) => sum + w, 0) - 1)).toBeLessThan(1e-9);
        expect(Math.min(...weights)).toBeGreaterThanOrEqual(0);
        expect(outcome.weights[EURO.isin]).toBeGreaterThanOrEqual(EURO_FUND_FLOOR[profile] - 1e-9);
        for (const [isin, weight] of Object.entries(outcome.weights)) if (isin !== EURO.isin) expect(weight).toBeLessThanOrEqual(0.4 + 1e-12);
        expect(outcome.withinBand).toBe(true);
        expect(outcome.volatility).toBeGreaterThanOrEqual(PROFILE_VOLATILITY_BANDS[profile].min - 1e-7);
        expect(outcome.volatility).toBeLessThanOrEqual(PROFILE_VOLATILITY_BANDS[profile].max + 1e-7);
        expect(outcome.level).toBe(outcome.volatility < 0.005 ? 0 : profile);
      }
      // More risk buys more expected return, strategy by strategy.
      const [minRisk, balanced, maxReturn] = results.map((outcome) => (outcome.ok ? outcome : null));
      expect(minRisk!.volatility).toBeLessThanOrEqual(balanced!.volatility + 1e-9);
      expect(balanced!.volatility).toBeLessThanOrEqual(maxReturn!.volatility + 1e-9);
      expect(minRisk!.expectedReturn).toBeLessThanOrEqual(balanced!.expectedReturn + 1e-9);
      expect(balanced!.expectedReturn).toBeLessThanOrEqual(maxReturn!.expectedReturn + 1e-9);
    }
  });

  it('keeps everything in the euro fund for a prudent minimum-risk allocation', () => {
    const outcome = optimiseAllocation(request({ profile: 1, strategy: 'minRisk' }));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.weights[EURO.isin]).toBeGreaterThan(0.9999);
    expect(outcome.riskAversion).toBe(Infinity);
    expect(outcome.level).toBe(0);
    expect(outcome.expectedReturn).toBeCloseTo(0.025, 4);
  });

  it('reports the binding constraints with the ISIN of each bound', () => {
    const outcome = optimiseAllocation(request({ profile: 5, strategy: 'maxReturn' }));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.activeConstraints[0]).toMatchObject({ kind: 'budget', isin: null });
    // The highest-return corner holds funds at their 40 % cap and leaves others out.
    expect(outcome.activeConstraints.filter((c) => c.kind === 'upperBound').length).toBeGreaterThan(0);
    expect(outcome.activeConstraints.filter((c) => c.kind === 'lowerBound').length).toBeGreaterThan(0);
    for (const constraint of outcome.activeConstraints.filter((c) => c.kind === 'upperBound')) expect(outcome.weights[constraint.isin!]).toBeCloseTo(0.4, 9);
    for (const constraint of outcome.activeConstraints.filter((c) => c.kind === 'lowerBound')) expect(outcome.weights[constraint.isin!]).toBeLessThan(1e-9);
  });

  it('takes fees off the expected returns and leaves the euro fund at its yield', () => {
    const prepared = prepareOptimisation(request());
    const cheaper = prepareOptimisation(request({ assets: request().assets.map((asset) => ({ ...asset, ongoingCharges: 0 })) }));
    if ('ok' in prepared || 'ok' in cheaper) throw new Error('prepared');
    expect(prepared.problem.expectedReturns[0]).toBe(0.025);
    expect((cheaper.problem.expectedReturns[1] as number) - (prepared.problem.expectedReturns[1] as number)).toBeCloseTo(0.003, 12);
    expect(prepared.shrinkage).toBeGreaterThanOrEqual(0);
    expect(prepared.shrinkage).toBeLessThanOrEqual(1);
  });

  it('ignores a current allocation it cannot evaluate', () => {
    const outcome = optimiseAllocation(request({ currentWeights: { XX0000000000: 1 } }));
    expect(outcome.ok && outcome.current).toBeNull();
    const negative = optimiseAllocation(request({ currentWeights: { [EURO.isin]: -1 } }));
    expect(negative.ok && negative.current).toBeNull();
  });

  it('keeps sum, caps and floor, and reports √(wᵀΣw), for random baskets (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.constantFrom(1, 2, 3, 4, 5),
        fc.constantFrom('minRisk', 'balanced', 'maxReturn'),
        fc.double({ min: 0.15, max: 1, noNaN: true }),
        (count, seed, profile, strategy, cap) => {
          const funds = syntheticFunds(count, seed).map((fund, index) => ({ ...fund, srri: index === 0 ? 3 : fund.srri, cap }));
          const prepared = prepareOptimisation({ assets: [EURO, ...funds], euroFundYield: 0.02, profile });
          const outcome = optimiseAllocation({ assets: [EURO, ...funds], euroFundYield: 0.02, profile, strategy });
          if ('ok' in prepared || !outcome.ok) throw new Error('a valid basket was refused');
          const weights = [EURO, ...funds].map((asset) => outcome.weights[asset.isin] as number);
          expect(Math.abs(weights.reduce((sum, w) => sum + w, 0) - 1)).toBeLessThan(1e-9);
          weights.slice(1).forEach((w) => {
            expect(w).toBeGreaterThanOrEqual(0);
            expect(w).toBeLessThanOrEqual(cap + 1e-12);
          });
          expect(weights[0]).toBeGreaterThanOrEqual(EURO_FUND_FLOOR[profile] - 1e-9);
          const n = weights.length;
          let variance = 0;
          for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) variance += weights[i]! * prepared.problem.covariance[i * n + j]! * weights[j]!;
          expect(outcome.volatility).toBeCloseTo(Math.sqrt(variance), 12);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('solves 50 funds', () => {
    const outcome = optimiseAllocation({ assets: [EURO, ...syntheticFunds(50, 4)], euroFundYield: 0.025, profile: 4, strategy: 'balanced' });
    expect(outcome.ok && outcome.withinBand).toBe(true);
  });
});

describe('the cooperative optimiser', () => {
  it('gives the same answer as the synchronous one, letting other work run between programmes', async () => {
    const request = { assets: [EURO, ...syntheticFunds(20, 9)], euroFundYield: 0.025, profile: 3 as const, strategy: 'maxReturn' as const };
    // Another request's work: one step per turn of the event loop, for as long as the optimisation runs.
    let otherTurns = 0;
    let running = true;
    const other = () => {
      otherTurns++;
      if (running) setImmediate(other);
    };
    setImmediate(other);
    const cooperative = await optimiseCooperatively(request);
    running = false;
    const synchronous = optimiseAllocation(request);
    expect(cooperative).toEqual(synchronous);
    expect(cooperative.ok).toBe(true);
    // The search solved several programmes, one per turn: the other work had as many turns in between.
    expect(otherTurns).toBeGreaterThan(2);
  });

  it('refuses as the synchronous one does', async () => {
    expect(await optimiseCooperatively({ assets: syntheticFunds(3, 2), euroFundYield: 0.025, profile: 3, strategy: 'minRisk' })).toEqual({
      ok: false,
      code: 'no_euro_fund',
      message: OPTIMISATION_REFUSALS.no_euro_fund,
    });
  });
});
