import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot } from '../../config/env';
import { indexRegionOf, parseHousingIndexCsv, quarterMidTimestamp, valueHistory } from './housing-index';

const shippedCsv = readFileSync(path.join(findWorkspaceRoot(__dirname) as string, 'api', 'data', 'real-estate', 'insee-housing-price-index.csv'), 'utf8');

/** A three-quarter index with round numbers, to work histories out by hand. */
const small = parseHousingIndexCsv(
  ['quarter,france,ile_de_france,province,apartments_france,houses_france', '2024-Q1,0,100,200,0,0', '2024-Q2,0,110,220,0,0', '2024-Q3,0,120,250,0,0'].join('\n'),
);

describe('INSEE housing price index', () => {
  it('reads the shipped file: 1996-Q1 to 2026-Q2, 122 quarters, its Île-de-France and province columns', () => {
    const index = parseHousingIndexCsv(shippedCsv);
    expect(index).toHaveLength(122);
    expect(index[0]).toMatchObject({ label: '1996-Q1', ileDeFrance: 39.2, province: 42.1 });
    expect(index[index.length - 1]).toMatchObject({ label: '2026-Q2', ileDeFrance: 115, province: 129.6 });
    expect(index.find((quarter) => quarter.label === '2017-Q1')).toMatchObject({ ileDeFrance: 103.9, province: 102.5 });
  });

  it('refuses a malformed row and a missing quarter', () => {
    expect(() => parseHousingIndexCsv('quarter,france,ile_de_france,province\n2024-Q1,1,x,2')).toThrow(/bad row/);
    expect(() => parseHousingIndexCsv('quarter,france,ile_de_france,province\n2024-Q1,1,1,1\n2024-Q3,1,1,1')).toThrow(/gap/);
    expect(() => parseHousingIndexCsv('quarter,france,province\n2024-Q1,1,1')).toThrow(/ile_de_france/);
  });

  it('draws a quarter on the 15th of its middle month', () => {
    expect(quarterMidTimestamp(2025, 1)).toBe(Date.parse('2025-02-15T00:00:00Z'));
    expect(quarterMidTimestamp(2025, 4)).toBe(Date.parse('2025-11-15T00:00:00Z'));
  });

  it('follows Île-de-France in Paris and its suburbs, province elsewhere (overseas included)', () => {
    for (const departement of ['75', '77', '78', '91', '92', '93', '94', '95']) expect(indexRegionOf(departement)).toBe('ileDeFrance');
    for (const departement of ['60', '80', '69', '2A', '974']) expect(indexRegionOf(departement)).toBe('province');
  });

  it('scales the value back along the index, then stays flat to today (hand-worked)', () => {
    const history = valueHistory(small, { value: 250_000, region: 'province', todayMs: Date.parse('2024-09-01T00:00:00Z'), fromMs: Date.parse('2017-01-01T00:00:00Z') });
    // province 200, 220, 250; anchored on 2024-Q3 (15 August ≤ 1 September): 250,000 × 200 / 250 = 200,000…
    expect(history).toEqual([
      [Date.parse('2024-02-15T00:00:00Z'), 200_000],
      [Date.parse('2024-05-15T00:00:00Z'), 220_000],
      [Date.parse('2024-08-15T00:00:00Z'), 250_000],
      [Date.parse('2024-09-01T00:00:00Z'), 250_000],
    ]);
  });

  it('anchors on the latest quarter drawn on or before today, and starts at the quarter of the start date', () => {
    const history = valueHistory(small, { value: 110_000, region: 'ileDeFrance', todayMs: Date.parse('2024-08-01T00:00:00Z'), fromMs: Date.parse('2024-04-20T00:00:00Z') });
    // Q3 is drawn on 15 August, after today: the anchor is Q2 (110); the start date falls in Q2.
    expect(history).toEqual([
      [Date.parse('2024-05-15T00:00:00Z'), 110_000],
      [Date.parse('2024-08-01T00:00:00Z'), 110_000],
    ]);
  });

  it('is the single point today before the index begins, and ends on the anchor quarter on its mid-date', () => {
    expect(valueHistory(small, { value: 5, region: 'province', todayMs: Date.parse('2024-01-10T00:00:00Z'), fromMs: 0 })).toEqual([[Date.parse('2024-01-10T00:00:00Z'), 5]]);
    const onMid = valueHistory(small, { value: 500, region: 'province', todayMs: Date.parse('2024-05-15T00:00:00Z'), fromMs: 0 });
    expect(onMid).toEqual([
      [Date.parse('2024-02-15T00:00:00Z'), 455],
      [Date.parse('2024-05-15T00:00:00Z'), 500],
    ]);
  });

  it('follows the shipped index: the ratio of two quarters is the ratio of their province levels', () => {
    const index = parseHousingIndexCsv(shippedCsv);
    const value = 1_000_000;
    const history = valueHistory(index, { value, region: 'province', todayMs: Date.parse('2026-11-24T00:00:00Z'), fromMs: Date.parse('2017-01-01T00:00:00Z') });
    const at = (iso: string): number => history.find(([timestamp]) => timestamp === Date.parse(`${iso}T00:00:00Z`))?.[1] as number;
    expect(history[0]).toEqual([Date.parse('2017-02-15T00:00:00Z'), Math.round((value * 102.5) / 129.6)]);
    expect(history[history.length - 2]).toEqual([Date.parse('2026-05-15T00:00:00Z'), value]);
    expect(history[history.length - 1]).toEqual([Date.parse('2026-11-24T00:00:00Z'), value]);
    expect(history).toHaveLength(9 * 4 + 2 + 1);
    // 2020-Q1 province 112.8, 2024-Q1 province 130.4
    expect(at('2020-02-15') / at('2024-02-15')).toBeCloseTo(112.8 / 130.4, 5);
  });
});
