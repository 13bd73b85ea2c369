import { RECOMMENDED_RISKS } from '@patrimo/shared';
import { repoRoot } from '../../../test/helpers/test-app';
import { savingsRates } from '../../aggregation/sandbox/savings-rates';
import { fundUniverse } from '../../investments/universe';
import { accrualSeries } from '../performance';
import { PROFILE_VOLATILITY_BANDS, riskLevelOfVolatility } from '../profiles';
import { allocationWeeklyCloses, volatilityOfSample } from '../risk';
import { EURO_FUND_KEY, optimiseAllocation, optimisationInputsFromUniverse } from './optimise';

/**
 * Issue 12 defect 3: what the arbitration proposes must be read in its profile's band by the risk step. The
 * optimiser's proposal for every profile and strategy, over a realistic basket of the fund universe, is fed
 * to the risk step's own estimator (the current allocation's weekly closes, 5 years, euro fund accruing its
 * credited yield): the level read must be the profile's.
 */
const universe = fundUniverse(repoRoot);
const rates = savingsRates(repoRoot);

function basket(names: readonly RegExp[]) {
  return names.map((pattern) => {
    const fund = universe.funds.find((candidate) => candidate.proxy !== null && pattern.test(candidate.name) && (candidate.proxy.series.dates[0] as string) <= '2017-01-01');
    if (!fund) throw new Error(`no fund ${pattern}`);
    return fund;
  });
}

const BASKETS = [
  basket([/MSCI WORLD/i, /S&P 500/i, /EURO STOXX 50/i, /CORPORATE|CORP/i, /GOLD|OR /i, /CAC 40/i]),
  basket([/MSCI WORLD/i, /CORPORATE|CORP/i, /HIGH YIELD/i, /NASDAQ/i]),
];

describe('the arbitration read by the risk step (issue 12 defect 3)', () => {
  it.each(BASKETS.map((funds, index) => [index, funds] as const))('reads every proposal of basket %i in its profile’s band', (_, funds) => {
    const inputs = optimisationInputsFromUniverse(funds, { euroFund: { isin: null, name: 'Fonds euro' } });
    const end = inputs.end as string;
    const euroFundYield = rates.euroFundYield(Number(end.slice(0, 4)) - 1);
    const euroSeries = accrualSeries('2007-01-01', end, (year) => rates.euroFundYield(year));
    const seriesOf = new Map(funds.map((fund) => [fund.isin, fund.proxy?.series ?? null]));
    for (const profile of RECOMMENDED_RISKS) {
      for (const strategy of ['minRisk', 'balanced', 'maxReturn'] as const) {
        const outcome = optimiseAllocation({ assets: inputs.assets, euroFundYield, profile, strategy });
        expect(outcome.ok).toBe(true);
        if (!outcome.ok || !outcome.withinBand) continue;
        const components = Object.entries(outcome.weights).map(([isin, weight]) => ({ weight, series: isin === EURO_FUND_KEY ? euroSeries : (seriesOf.get(isin) ?? null) }));
        const read = volatilityOfSample(allocationWeeklyCloses(components, 5, end));
        expect(read).not.toBeNull();
        const volatility = read?.volatility as number;
        const band = PROFILE_VOLATILITY_BANDS[profile];
        const level = riskLevelOfVolatility(volatility);
        expect({ profile, strategy, level, inBand: volatility >= band.min && volatility <= band.max }).toEqual({ profile, strategy, level: profile === 1 && volatility < 0.005 ? 0 : profile, inBand: true });
      }
    }
  });
});
