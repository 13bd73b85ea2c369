import { RECOMMENDED_RISKS, portfolioTargetsSchema, type AssetClass, type RecommendedRisk } from '@patrimo/shared';
import { MarketData, dataDirectory } from '../market/market-data';
import { repoRoot } from '../../test/helpers/test-app';
import { EURO_FUND_FLOOR, PROFILE_VOLATILITY_BANDS } from './profiles';
import { allocationVolatility } from './risk';
import {
  ASSET_CLASS_PROXIES,
  RECOMMENDED_ALLOCATIONS,
  portfolioTargets,
  recommendedAllocation,
} from './recommended-allocations';

const STOCKS: readonly AssetClass[] = ['stockUs', 'stockFrance', 'stockOther', 'stockEurope'];
const shareOf = (profile: 1 | 2 | 3 | 4 | 5, classes: readonly AssetClass[]) =>
  RECOMMENDED_ALLOCATIONS[profile].filter((line) => classes.includes(line.assetClass)).reduce((sum, line) => sum + line.share, 0);

describe('the model allocations', () => {
  it.each(RECOMMENDED_RISKS)('profile %i: positive shares of distinct classes summing to 1, the euro fund at or above its floor', (profile) => {
    const lines = RECOMMENDED_ALLOCATIONS[profile];
    expect(Math.abs(lines.reduce((sum, line) => sum + line.share, 0) - 1)).toBeLessThan(1e-12);
    expect(lines.every((line) => line.share > 0)).toBe(true);
    expect(new Set(lines.map((line) => line.assetClass)).size).toBe(lines.length);
    expect(shareOf(profile, ['euroFund'])).toBeGreaterThanOrEqual(EURO_FUND_FLOOR[profile]);
  });

  it('gives more shares and less euro fund as the profile rises', () => {
    const stocks = RECOMMENDED_RISKS.map((profile) => shareOf(profile, STOCKS));
    const euro = RECOMMENDED_RISKS.map((profile) => shareOf(profile, ['euroFund']));
    for (let index = 1; index < 5; index++) {
      expect(stocks[index]).toBeGreaterThan(stocks[index - 1] as number);
      expect(euro[index]).toBeLessThan(euro[index - 1] as number);
    }
  });

  it('serves every profile with the highest SRRI of its band: 3, 4, 4, 5, 6', () => {
    const targets = portfolioTargets();
    expect(portfolioTargetsSchema.safeParse(targets).success).toBe(true);
    expect(targets.targets.map((target) => [target.recommendedRisk, target.maxSrri])).toEqual([
      [1, 3],
      [2, 4],
      [3, 4],
      [4, 5],
      [5, 6],
    ]);
    expect(targets.targets[0]?.allocation).toEqual([
      { assetClass: 'euroFund', share: 0.7 },
      { assetClass: 'bond', share: 0.2 },
      { assetClass: 'stockEurope', share: 0.1 },
    ]);
  });

  it('hands out copies: a caller cannot change the table', () => {
    const copy = recommendedAllocation(3);
    (copy[0] as { share: number }).share = 1;
    expect(RECOMMENDED_ALLOCATIONS[3][0]?.share).toBe(0.25);
  });
});

describe('the table is honest: each model’s volatility on the shipped series sits in its profile band', () => {
  const market = new MarketData(dataDirectory(repoRoot));
  /** A model as the risk engine measures a contract: each class's proxy series in euros, the euro fund flat. */
  const volatilityOfModel = (profile: RecommendedRisk, years: number) =>
    allocationVolatility(
      RECOMMENDED_ALLOCATIONS[profile].map((line) => {
        const ticker = ASSET_CLASS_PROXIES[line.assetClass];
        return { weight: line.share, series: ticker === undefined ? null : market.seriesInEuros(ticker) };
      }),
      years,
    );

  it.each(RECOMMENDED_RISKS)('profile %i is within its band over the 5 years of the SRRI, on full histories', (profile) => {
    const figure = volatilityOfModel(profile, 5);
    expect(figure?.complete).toBe(true);
    const band = PROFILE_VOLATILITY_BANDS[profile];
    expect(figure?.volatility).toBeGreaterThanOrEqual(band.min);
    expect(figure?.volatility).toBeLessThanOrEqual(band.max);
  });

  it('matches the figures the table documents, and orders the models by risk over 10 years too', () => {
    const documented = [0.02, 0.048, 0.081, 0.114, 0.135];
    RECOMMENDED_RISKS.forEach((profile, index) => expect(volatilityOfModel(profile, 5)?.volatility).toBeCloseTo(documented[index] as number, 2));
    const longer = RECOMMENDED_RISKS.map((profile) => volatilityOfModel(profile, 10)?.volatility as number);
    for (let index = 1; index < 5; index++) expect(longer[index]).toBeGreaterThan(longer[index - 1] as number);
  });
});
