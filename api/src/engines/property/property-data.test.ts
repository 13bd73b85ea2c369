import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { findWorkspaceRoot } from '../../config/env';
import { communesWithin, departementOfCode, distanceKm, loadPropertyData, populationClass, weightedMedian } from './property-data';

const root = findWorkspaceRoot(__dirname) as string;
const folder = path.join(root, 'api', 'data', 'real-estate');

interface RawDvf {
  periode: string;
  data: Record<string, { dept: string; appart: number | null; maison: number | null; n_ventes: { appart: number | null; maison: number | null } }>;
}
interface RawCentre {
  code: string;
  dept: string;
  lat: number;
  lon: number;
}
const rawDvf = JSON.parse(readFileSync(path.join(folder, 'dvf-median-prices-2024-08_2025-08.json'), 'utf8')) as RawDvf;
const rawCentres = JSON.parse(readFileSync(path.join(folder, 'communes-centres.json'), 'utf8')) as RawCentre[];

/** Lower median of the list where each commune's median is repeated once per sale: a weighted median computed the long way. */
function expandedMedian(entries: { value: number; sales: number }[]): number {
  const expanded: number[] = [];
  for (const { value, sales } of entries) for (let copy = 0; copy < sales; copy += 1) expanded.push(value);
  expanded.sort((a, b) => a - b);
  return expanded[Math.ceil(expanded.length / 2) - 1] as number;
}

describe('shipped real-estate data', () => {
  const { data } = loadPropertyData(root);

  it('is parsed once per process', () => {
    const first = loadPropertyData(root);
    expect(loadPropertyData(root)).toBe(first);
    expect(first.loadMs).toBeGreaterThan(0);
  });

  it('holds every commune centre, and the DVF figures of Ambérieu-en-Bugey as the file gives them', () => {
    expect(data.codes).toHaveLength(34_969);
    const at = data.indexOfCode.get('01004') as number;
    expect(data.names[at]).toBe('Ambérieu-en-Bugey');
    expect(data.departements[at]).toBe('01');
    expect(data.medians[0][at]).toBe(2243.9236111111113);
    expect(data.sales[0][at]).toBe(42);
    expect(data.medians[1][at]).toBe(2500);
    expect(data.sales[1][at]).toBe(33);
    expect(data.latitudes[at]).toBe(45.9575);
  });

  it('has no sale where DVF has none (Strasbourg) and keeps the 2 house sales of L’Abergement-Clémenciat', () => {
    const strasbourg = data.indexOfCode.get('67482') as number;
    expect(data.sales[0][strasbourg]).toBe(0);
    expect(Number.isNaN(data.medians[0][strasbourg])).toBe(true);
    const abergement = data.indexOfCode.get('01001') as number;
    expect(data.sales[1][abergement]).toBe(2);
    expect(data.sales[0][abergement]).toBe(0);
  });

  it('counts as many DVF sales as the file', () => {
    let apartments = 0;
    let houses = 0;
    for (const row of Object.values(rawDvf.data)) {
      apartments += row.n_ventes.appart ?? 0;
      houses += row.n_ventes.maison ?? 0;
    }
    expect(data.sales[0].reduce((sum, count) => sum + count, 0)).toBe(apartments);
    expect(data.sales[1].reduce((sum, count) => sum + count, 0)).toBe(houses);
  });

  it('gives each département the sales-weighted median of its communes (Territoire de Belfort, Lozère)', () => {
    for (const departement of ['90', '48']) {
      for (const [column, key] of [
        [0, 'appart'],
        [1, 'maison'],
      ] as const) {
        const rows = Object.values(rawDvf.data).filter((row) => row.dept === departement && row[key] !== null);
        const expected = expandedMedian(rows.map((row) => ({ value: row[key] as number, sales: row.n_ventes[key] as number })));
        const aggregate = data.departementMedians.get(departement)?.[column];
        expect(aggregate?.median).toBe(expected);
        expect(aggregate?.communes).toBe(rows.length);
        expect(aggregate?.sales).toBe(rows.reduce((sum, row) => sum + (row.n_ventes[key] as number), 0));
      }
    }
    for (const departement of ['57', '67', '68', '976']) expect(data.departementMedians.get(departement)).toBeUndefined();
  });

  it('reads the published city figures and the periods the estimator translates', () => {
    expect(data.bigCities.get('75056')).toMatchObject({ apartmentPerSquareMetre: 9600, period: '2025 (full year)' });
    expect(data.bigCities.get('69123')).toMatchObject({ apartmentPerSquareMetre: 4480, period: 'January-March 2024' });
    expect(data.bigCities.get('13055')).toMatchObject({ apartmentPerSquareMetre: 3130, period: 'mid-2022 to mid-2023' });
    expect(data.dvfPeriod.startsWith('2024-08-15 à 2025-08-15')).toBe(true);
  });

  it('finds the same communes within a radius as a scan of every commune, nearest first', () => {
    const withSales = (column: 0 | 1): RawCentre[] =>
      rawCentres.filter((centre) => {
        const row = rawDvf.data[centre.code];
        return row !== undefined && (column === 0 ? row.n_ventes.appart : row.n_ventes.maison) !== null;
      });
    const candidates = [withSales(0), withSales(1)] as const;
    fc.assert(
      fc.property(
        fc.double({ min: 42.5, max: 50.9, noNaN: true }),
        fc.double({ min: -4.5, max: 7.9, noNaN: true }),
        fc.constantFrom(5, 15, 50),
        fc.constantFrom(0 as const, 1 as const),
        (latitude, longitude, radius, column) => {
          const expected = candidates[column]
            .filter((centre) => distanceKm(latitude, longitude, centre.lat, centre.lon) <= radius)
            .map((centre) => centre.code)
            .sort();
          const found = communesWithin(data, latitude, longitude, radius, column);
          expect(found.map(({ position }) => data.codes[position]).sort()).toEqual(expected);
          for (let at = 1; at < found.length; at += 1) expect((found[at] as { distanceKm: number }).distanceKm).toBeGreaterThanOrEqual((found[at - 1] as { distanceKm: number }).distanceKm);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('property data helpers', () => {
  it('measures great-circle distances: Paris – Lyon about 392 km, one degree of latitude 111.19 km', () => {
    // Notre-Dame de Paris (48.8530, 2.3499) to Lyon Bellecour (45.7578, 4.8320): about 392 km as the crow flies.
    const parisLyon = distanceKm(48.853, 2.3499, 45.7578, 4.832);
    expect(parisLyon).toBeGreaterThan(391);
    expect(parisLyon).toBeLessThan(393);
    // A degree along a meridian is 2π × 6,371 / 360 = 111.195 km.
    expect(distanceKm(45, 3, 46, 3)).toBeCloseTo(111.195, 3);
    expect(distanceKm(45, 3, 45, 3)).toBe(0);
  });

  it('takes the lower weighted median', () => {
    expect(weightedMedian([])).toBeNull();
    expect(weightedMedian([{ value: 10, weight: 1 }, { value: 1, weight: 1 }, { value: 2, weight: 1 }])).toBe(2);
    expect(weightedMedian([{ value: 1, weight: 1 }, { value: 2, weight: 5 }])).toBe(2);
    expect(weightedMedian([{ value: 1, weight: 1 }, { value: 2, weight: 1 }])).toBe(1);
    expect(weightedMedian([{ value: 3, weight: 0 }])).toBeNull();
  });

  it('agrees with the long-way weighted median on any list', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ value: fc.integer({ min: 300, max: 20_000 }), sales: fc.integer({ min: 1, max: 30 }) }), { minLength: 1, maxLength: 40 }), (entries) => {
        expect(weightedMedian(entries.map(({ value, sales }) => ({ value, weight: sales })))).toBe(expandedMedian(entries));
      }),
    );
  });

  it('reads the département from the code, three digits overseas and 2A/2B in Corsica', () => {
    expect(departementOfCode('80021')).toBe('80');
    expect(departementOfCode('2A004')).toBe('2A');
    expect(departementOfCode('97411')).toBe('974');
    expect(departementOfCode('98818')).toBe('988');
  });

  it('classes populations by powers of two', () => {
    expect(populationClass(0)).toBe(0);
    expect(populationClass(1)).toBe(0);
    expect(populationClass(2)).toBe(1);
    expect(populationClass(1023)).toBe(9);
    expect(populationClass(1024)).toBe(10);
    expect(populationClass(291_709)).toBe(18);
  });
});
