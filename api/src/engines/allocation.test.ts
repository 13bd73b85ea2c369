import fc from 'fast-check';
import { regionSchema, sectorSchema, type Region, type Sector } from '@patrimo/shared';
import { cashExposure, lineExposure, lookThroughAllocation, splitCents, unknownExposure, type ClassifiedFund, type FundLookup } from './allocation';

const WORLD = 'IE00B4L5Y983';
const TECH = 'IE00B3WJKG14';
const BOND = 'LU1681040223';
const UNKNOWN = 'FR0000000001';

/** A world ETF split over four regions and the 11 sectors, a US technology ETF, a euro corporate bond ETF. */
const funds: FundLookup = {
  byIsin: new Map<string, ClassifiedFund>([
    [
      WORLD,
      {
        classification: {
          assetClass: 'stockOther',
          regions: [
            { key: 'northAmerica', share: 0.72 },
            { key: 'europe', share: 0.16 },
            { key: 'asia', share: 0.09 },
            { key: 'others', share: 0.03 },
          ],
          sectors: [
            { key: 'informationTechnology', share: 0.25 },
            { key: 'financials', share: 0.15 },
            { key: 'healthCare', share: 0.12 },
            { key: 'industrials', share: 0.11 },
            { key: 'consumerDiscretionary', share: 0.1 },
            { key: 'communicationServices', share: 0.08 },
            { key: 'consumerStaples', share: 0.06 },
            { key: 'energy', share: 0.04 },
            { key: 'materials', share: 0.04 },
            { key: 'utilities', share: 0.03 },
            { key: 'realEstate', share: 0.02 },
          ],
        },
        proxy: { srri: 6 },
      },
    ],
    [TECH, { classification: { assetClass: 'stockUs', regions: [{ key: 'northAmerica', share: 1 }], sectors: [{ key: 'informationTechnology', share: 1 }] }, proxy: { srri: 6 } }],
    [BOND, { classification: { assetClass: 'bond', regions: [{ key: 'europe', share: 1 }], sectors: [] }, proxy: null }],
  ]),
};

const amountOf = <K extends string>(slices: { key: K; amount: number }[], key: K) => slices.find((slice) => slice.key === key)?.amount;
const shareOf = <K extends string>(slices: { key: K; share: number }[], key: K) => slices.find((slice) => slice.key === key)?.share;

describe('lookThroughAllocation, a hand-worked contract', () => {
  // 10 000 € world ETF, 2 500 € technology ETF, 5 000 € euro fund, 1 000 € bond ETF, 1 000 € of a fund the
  // universe does not know, 500 € of cash: 20 000 € in all.
  const result = lookThroughAllocation(
    {
      lines: [
        { isin: WORLD, amount: 10_000, euroFund: false },
        { isin: TECH, amount: 2_500, euroFund: false },
        { isin: null, amount: 5_000, euroFund: true },
        { isin: BOND, amount: 1_000, euroFund: false },
        { isin: UNKNOWN, amount: 1_000, euroFund: false },
      ],
      cash: 500,
    },
    funds,
  );

  it('splits by asset class: the unknown fund is « other », cash is « cash », every class listed by decreasing amount', () => {
    expect(result.total).toBe(20_000);
    expect(result.byAssetClass).toEqual([
      { key: 'stockOther', amount: 10_000, share: 0.5 },
      { key: 'euroFund', amount: 5_000, share: 0.25 },
      { key: 'stockUs', amount: 2_500, share: 0.125 },
      { key: 'bond', amount: 1_000, share: 0.05 },
      { key: 'other', amount: 1_000, share: 0.05 },
      { key: 'cash', amount: 500, share: 0.025 },
      { key: 'stockFrance', amount: 0, share: 0 },
      { key: 'stockEurope', amount: 0, share: 0 },
      { key: 'realEstate', amount: 0, share: 0 },
      { key: 'peaGuaranteed', amount: 0, share: 0 },
    ]);
  });

  it('splits the world ETF by its regions; euro fund, bonds and cash are European, the unknown fund « others »', () => {
    // North America 7 200 + 2 500; Europe 1 600 + 5 000 + 1 000 + 500; Asia 900; others 300 + 1 000.
    expect(result.byRegion.map((slice) => [slice.key, slice.amount])).toEqual([
      ['northAmerica', 9_700],
      ['europe', 8_100],
      ['others', 1_300],
      ['asia', 900],
      ['latinAmerica', 0],
      ['africa', 0],
      ['oceania', 0],
    ]);
    expect(shareOf(result.byRegion, 'northAmerica')).toBeCloseTo(0.485, 12);
    expect(shareOf(result.byRegion, 'others')).toBeCloseTo(0.065, 12);
  });

  it('splits sectors over the equity funds only, with the top 4 and the rest', () => {
    const { bySector } = result;
    expect(bySector.classified).toBe(12_500);
    expect(bySector.all).toHaveLength(11);
    // Technology: 2 500 of the world ETF + the whole 2 500 technology ETF.
    expect(amountOf(bySector.all, 'informationTechnology')).toBe(5_000);
    expect(amountOf(bySector.all, 'realEstate')).toBe(200);
    expect(bySector.top).toEqual([
      { key: 'informationTechnology', amount: 5_000, share: 0.4 },
      { key: 'financials', amount: 1_500, share: 0.12 },
      { key: 'healthCare', amount: 1_200, share: 0.096 },
      { key: 'industrials', amount: 1_100, share: 0.088 },
    ]);
    // 12 500 − 8 800.
    expect(bySector.others.amount).toBe(3_700);
    expect(bySector.others.share).toBeCloseTo(0.296, 12);
  });

  it('has nothing to split by sector in a contract of euro fund and cash', () => {
    const prudent = lookThroughAllocation({ lines: [{ isin: null, amount: 800, euroFund: true }], cash: 200 }, funds);
    expect(prudent.bySector.classified).toBe(0);
    expect(prudent.bySector.top).toEqual([]);
    expect(prudent.bySector.all.every((slice) => slice.amount === 0 && slice.share === 0)).toBe(true);
    expect(prudent.bySector.others).toEqual({ amount: 0, share: 0 });
    expect(amountOf(prudent.byRegion, 'europe')).toBe(1_000);
  });

  it('classifies the value no line describes as « other » in « others »', () => {
    const opaque = lookThroughAllocation({ lines: [], cash: 0, unknown: 1_234.56 }, funds);
    expect(opaque.byAssetClass[0]).toEqual({ key: 'other', amount: 1_234.56, share: 1 });
    expect(opaque.byRegion[0]).toEqual({ key: 'others', amount: 1_234.56, share: 1 });
  });

  it('refuses negative amounts', () => {
    expect(() => lookThroughAllocation({ lines: [{ isin: WORLD, amount: -1, euroFund: false }], cash: 0 }, funds)).toThrow(RangeError);
    expect(() => lookThroughAllocation({ lines: [], cash: -0.01 }, funds)).toThrow(RangeError);
  });
});

describe('splitCents', () => {
  it('hands out the cents rounding each part alone would lose or invent', () => {
    // 5 cents in halves: rounding each part gives 3 + 3 = 6.
    expect(splitCents(5, [{ key: 'a', share: 0.5 }, { key: 'b', share: 0.5 }])).toEqual([{ key: 'a', cents: 3 }, { key: 'b', cents: 2 }]);
    // 100,01 € in thirds: 3 333,67 cents each, two get the extra cent.
    expect(splitCents(10_001, [{ key: 'a', share: 1 / 3 }, { key: 'b', share: 1 / 3 }, { key: 'c', share: 1 / 3 }]).map((part) => part.cents)).toEqual([3_334, 3_334, 3_333]);
    // 0,29 × 100 is 28,999… in binary: the largest remainder still gives 29.
    expect(splitCents(100, [{ key: 'a', share: 0.29 }, { key: 'b', share: 0.71 }]).map((part) => part.cents)).toEqual([29, 71]);
  });

  it('splits an overdraft like its opposite, an empty exposure into nothing, a partial one into its part', () => {
    expect(splitCents(-5, [{ key: 'a', share: 0.5 }, { key: 'b', share: 0.5 }]).map((part) => part.cents)).toEqual([-3, -2]);
    expect(splitCents(1_000, [])).toEqual([]);
    expect(splitCents(1_000, [{ key: 'a', share: 0.25 }])).toEqual([{ key: 'a', cents: 250 }]);
  });

  it('refuses fractions of cents, negative shares and shares above 1', () => {
    expect(() => splitCents(1.5, [{ key: 'a', share: 1 }])).toThrow(RangeError);
    expect(() => splitCents(100, [{ key: 'a', share: -0.1 }, { key: 'b', share: 1.1 }])).toThrow(RangeError);
    expect(() => splitCents(100, [{ key: 'a', share: 0.6 }, { key: 'b', share: 0.6 }])).toThrow(RangeError);
  });
});

describe('exposures shared with the wealth composition', () => {
  it('classifies lines, cash and undescribed value along each grouping', () => {
    expect(lineExposure('asset_class', { isin: UNKNOWN, euroFund: false }, funds)).toEqual([{ key: 'other', share: 1 }]);
    expect(lineExposure('region', { isin: BOND, euroFund: false }, funds)).toEqual([{ key: 'europe', share: 1 }]);
    expect(lineExposure('region', { isin: null, euroFund: false }, funds)).toEqual([{ key: 'others', share: 1 }]);
    expect(lineExposure('sector', { isin: BOND, euroFund: false }, funds)).toEqual([]);
    expect(lineExposure('sector', { isin: TECH, euroFund: true }, funds)).toEqual([]);
    expect(lineExposure('risk', { isin: WORLD, euroFund: false }, funds)).toEqual([{ key: '6', share: 1 }]);
    expect(lineExposure('risk', { isin: BOND, euroFund: false }, funds)).toEqual([{ key: 'unknown', share: 1 }]);
    expect(lineExposure('risk', { isin: null, euroFund: true }, funds)).toEqual([{ key: '1', share: 1 }]);
    expect(cashExposure('risk')).toEqual([{ key: '1', share: 1 }]);
    expect(cashExposure('sector')).toEqual([]);
    expect(unknownExposure('asset_class')).toEqual([{ key: 'other', share: 1 }]);
    expect(unknownExposure('risk')).toEqual([{ key: 'unknown', share: 1 }]);
  });

  it('completes a regional split that does not cover the whole fund with « others »', () => {
    const partial: FundLookup = { byIsin: new Map([[WORLD, { classification: { assetClass: 'stockOther', regions: [{ key: 'asia', share: 0.6 }], sectors: [] } }]]) };
    const exposure = lineExposure('region', { isin: WORLD, euroFund: false }, partial);
    expect(exposure[0]).toEqual({ key: 'asia', share: 0.6 });
    expect(exposure[1]?.key).toBe('others');
    expect(exposure[1]?.share).toBeCloseTo(0.4, 12);
  });
});

describe('lookThroughAllocation invariants', () => {
  const cents = (euros: number) => Math.round(euros * 100);
  const line = fc.record({
    isin: fc.constantFrom<string | null>(WORLD, TECH, BOND, UNKNOWN, null),
    amount: fc.integer({ min: 0, max: 100_000_000 }).map((value) => value / 100),
    euroFund: fc.boolean(),
  });
  const input = fc.record({
    lines: fc.array(line, { maxLength: 8 }),
    cash: fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 100),
    unknown: fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 100),
  });

  it('amounts add up to the input to the cent and shares to 1, for every grouping', () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = lookThroughAllocation(value, funds);
        const inputCents = value.lines.reduce((sum, item) => sum + cents(item.amount), 0) + cents(value.cash) + cents(value.unknown);
        expect(cents(result.total)).toBe(inputCents);
        for (const slices of [result.byAssetClass, result.byRegion]) {
          expect(slices.reduce((sum, slice) => sum + cents(slice.amount), 0)).toBe(inputCents);
          // Every amount is a whole number of cents.
          expect(slices.every((slice) => Math.abs(slice.amount * 100 - cents(slice.amount)) < 1e-6)).toBe(true);
          if (inputCents > 0) expect(Math.abs(slices.reduce((sum, slice) => sum + slice.share, 0) - 1)).toBeLessThan(1e-9);
        }
        const sectors = result.bySector;
        expect(sectors.all.reduce((sum, slice) => sum + cents(slice.amount), 0)).toBe(cents(sectors.classified));
        expect(sectors.top.reduce((sum, slice) => sum + cents(slice.amount), 0) + cents(sectors.others.amount)).toBe(cents(sectors.classified));
        if (sectors.classified > 0) {
          expect(Math.abs(sectors.all.reduce((sum, slice) => sum + slice.share, 0) - 1)).toBeLessThan(1e-9);
          expect(Math.abs(sectors.top.reduce((sum, slice) => sum + slice.share, 0) + sectors.others.share - 1)).toBeLessThan(1e-9);
        }
        expect(sectors.top.length).toBeLessThanOrEqual(4);
        expect(new Set(result.byRegion.map((slice) => slice.key))).toEqual(new Set<Region>(regionSchema.options));
        expect(new Set(sectors.all.map((slice) => slice.key))).toEqual(new Set<Sector>(sectorSchema.options));
      }),
    );
  });

  it('splits any amount into whole cents adding up to it', () => {
    const shares = fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 11 }).filter((weights) => weights.some((weight) => weight > 0));
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), shares, (amount, weights) => {
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const parts = splitCents(amount, weights.map((weight, index) => ({ key: String(index), share: weight / total })));
        expect(parts.reduce((sum, part) => sum + part.cents, 0)).toBe(amount);
        parts.forEach((part, index) => {
          expect(Number.isInteger(part.cents)).toBe(true);
          // Each part is within a cent of its exact share.
          expect(Math.abs(part.cents - (amount * (weights[index] as number)) / total)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });
});
