import { INVESTABLE_ASSETS } from '@patrimo/shared';
import { declaredEstateUpperBound, isBelowAggregatedEstate } from './declared-estate';

describe('the declared estate rule', () => {
  it('bounds each bracket by the next minimum, the top bracket not at all', () => {
    expect(INVESTABLE_ASSETS.map(declaredEstateUpperBound)).toEqual([50_000, 100_000, 150_000, 400_000, 750_000, 1_500_000, null]);
  });

  it.each([
    [0, 49_999.99, false],
    [0, 50_000, true],
    [1, 50_000, false],
    [1, 99_999.99, false],
    [1, 100_000, true],
    [2, 149_999, false],
    [2, 150_000, true],
    [3, 399_999, false],
    [3, 400_000, true],
    [4, 749_999, false],
    [4, 750_000, true],
    [5, 1_499_999.99, false],
    [5, 1_500_000, true],
    [6, 1_500_000, false],
    [6, 1_000_000_000, false],
  ] as const)('refuses bracket %i against %d € aggregated: %s', (bracket, aggregated, below) => {
    expect(isBelowAggregatedEstate(bracket, aggregated)).toBe(below);
  });

  it('never refuses a bracket when nothing is aggregated', () => {
    for (const bracket of INVESTABLE_ASSETS) expect(isBelowAggregatedEstate(bracket, 0)).toBe(false);
  });

  it('refuses a bracket only when every bracket below it would be refused too', () => {
    for (const aggregated of [0, 49_999, 50_000, 120_000, 400_000, 2_000_000]) {
      const refused = INVESTABLE_ASSETS.map((bracket) => isBelowAggregatedEstate(bracket, aggregated));
      expect(refused).toEqual([...refused].sort((a, b) => Number(b) - Number(a)));
    }
  });
});
