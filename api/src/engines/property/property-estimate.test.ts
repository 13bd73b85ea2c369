import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { realEstateEstimateSchema, type RealEstateFeature } from '@patrimo/shared';
import { findWorkspaceRoot } from '../../config/env';
import { distanceKm, loadPropertyData } from './property-data';
import { estimateInputOf, estimateProperty, isEstimateRefusal, type PropertyEstimate, type PropertyEstimateInput, type PropertyEstimateRefusal, roundEstimate } from './property-estimate';

const root = findWorkspaceRoot(__dirname) as string;
const folder = path.join(root, 'api', 'data', 'real-estate');
const { data } = loadPropertyData(root);

interface RawRow {
  appart: number | null;
  maison: number | null;
  n_ventes: { appart: number | null; maison: number | null };
}
interface RawCentre {
  code: string;
  dept: string;
  lat: number;
  lon: number;
  population: number;
}
const rawDvf = (JSON.parse(readFileSync(path.join(folder, 'dvf-median-prices-2024-08_2025-08.json'), 'utf8')) as { data: Record<string, RawRow> }).data;
const rawCentres = JSON.parse(readFileSync(path.join(folder, 'communes-centres.json'), 'utf8')) as RawCentre[];
const centreOf = (code: string): RawCentre => rawCentres.find((centre) => centre.code === code) as RawCentre;

const TODAY = '2026-11-24';
const plain = { state: 0, features: [], conditions: [], today: TODAY } as const;

function estimate(input: Partial<PropertyEstimateInput> & Pick<PropertyEstimateInput, 'inseeCode' | 'kind' | 'surface'>): PropertyEstimate {
  const result = estimateProperty({ ...plain, ...input }, data);
  if (isEstimateRefusal(result)) throw new Error(`refused: ${result.error}`);
  return result;
}

function refusal(input: Partial<PropertyEstimateInput> & Pick<PropertyEstimateInput, 'inseeCode' | 'kind' | 'surface'>): PropertyEstimateRefusal {
  return estimateProperty({ ...plain, ...input }, data) as PropertyEstimateRefusal;
}

/** Nearest at or after 10,000 € to 100 €, to the euro below. */
const round100 = (euros: number): number => Math.round(euros / 100) * 100;

/** The long-way weighted median: each median repeated once per sale, lower middle element. */
function expandedMedian(entries: { value: number; sales: number }[]): number {
  const expanded: number[] = [];
  for (const { value, sales } of entries) for (let copy = 0; copy < sales; copy += 1) expanded.push(value);
  expanded.sort((a, b) => a - b);
  return expanded[Math.ceil(expanded.length / 2) - 1] as number;
}

/** Every commune with sales of a kind, with its distance to a point, by a scan of the raw files. */
function rawNeighbours(latitude: number, longitude: number, key: 'appart' | 'maison'): { code: string; distance: number; value: number; sales: number }[] {
  return rawCentres
    .filter((centre) => rawDvf[centre.code]?.[key] != null)
    .map((centre) => {
      const row = rawDvf[centre.code] as RawRow;
      return { code: centre.code, distance: distanceKm(latitude, longitude, centre.lat, centre.lon), value: row[key] as number, sales: row.n_ventes[key] as number };
    })
    .sort((a, b) => a.distance - b.distance);
}

describe('estimateProperty: communes with enough DVF sales', () => {
  it('values a 60 m² flat in Ambérieu-en-Bugey at the median: 2,243.92 € × 60 = 134,635 € → 134,600 €, high reliability (42 sales)', () => {
    const result = estimate({ inseeCode: '01004', kind: 'appartment', surface: 60 });
    expect(result.value).toBe(134_600);
    expect(result.pricePerSquareMetre).toBe(2244);
    expect(result.adjustedPricePerSquareMetre).toBe(2244);
    expect(result.reliability).toEqual({ level: 'high', sales: 42 });
    // ±7 %: 125,210.94 → 125,200 and 144,059.90 → 144,100
    expect(result.low).toBe(125_200);
    expect(result.high).toBe(144_100);
    expect(result.source).toMatchObject({ level: 'commune', communeCount: 1, communes: [{ code: '01004', name: 'Ambérieu-en-Bugey', distanceKm: 0, sales: 42, pricePerSquareMetre: 2244 }] });
    expect(result.adjustments).toEqual([]);
    expect(result.strengths).toEqual([]);
    expect(result.weaknesses).toEqual([]);
  });

  it('applies the adjustments to an Amiens house: 2,355.56 € × 95 m² × 0.96 × 1.02 × 1.03 × 0.97 × 1.03', () => {
    const result = estimate({
      inseeCode: '80021',
      kind: 'house',
      surface: 95,
      constructionYear: 1960,
      features: ['garden', 'garage'],
      conditions: [
        { subject: 'kitchen', level: 1 },
        { subject: 'isolation', level: 3 },
        { subject: 'bathroom', level: 2 },
      ],
    });
    // 1948–1974 0.96, garden (house) 1.02, garage (house) 1.03, kitchen to renovate 0.97, insulation redone 1.03:
    // product 1.0076682816; 2,355.5555… × 95 × 1.0076682816 = 225,493.77 → 225,500 €
    expect(result.value).toBe(225_500);
    expect(result.adjustedPricePerSquareMetre).toBe(2374);
    expect(result.pricePerSquareMetre).toBe(2356);
    expect(result.reliability).toEqual({ level: 'high', sales: 319 });
    expect(result.adjustments.map((adjustment) => [adjustment.id, adjustment.multiplier])).toEqual([
      ['condition_kitchen', 0.97],
      ['condition_isolation', 1.03],
      ['garden', 1.02],
      ['parking', 1.03],
      ['constructionYear', 0.96],
    ]);
    expect(result.low).toBe(209_700);
    expect(result.high).toBe(241_300);
  });

  it('values a ground-floor flat in Amiens: 3,068.42 € × 45 × 0.93 = 128,413 € → 128,400 €', () => {
    const result = estimate({ inseeCode: '80021', kind: 'appartment', surface: 45, floor: 0 });
    expect(result.value).toBe(128_400);
    expect(result.adjustments).toEqual([{ id: 'floor', label: 'Rez-de-chaussée', multiplier: 0.93 }]);
  });

  it('widens low / high with lower reliability: 7 sales (Ambérieux-en-Dombes flats) → low, ±20 %', () => {
    const result = estimate({ inseeCode: '01005', kind: 'appartment', surface: 50 });
    // 2,676.06 × 50 = 133,802.82 → 133,800; × 0.8 = 107,042 → 107,000; × 1.2 = 160,563 → 160,600
    expect(result.reliability).toEqual({ level: 'low', sales: 7 });
    expect([result.low, result.value, result.high]).toEqual([107_000, 133_800, 160_600]);
  });

  it('gives medium reliability and ±12 % from 10 to 29 sales (Ajaccio houses, 22 sales)', () => {
    const result = estimate({ inseeCode: '2A004', kind: 'house', surface: 100 });
    const exact = (rawDvf['2A004']?.maison as number) * 100;
    expect(result.reliability).toEqual({ level: 'medium', sales: 22 });
    expect([result.low, result.value, result.high]).toEqual([round100(exact * 0.88), round100(exact), round100(exact * 1.12)]);
  });

  it('measures the distance from the property to its commune centre when the point is given', () => {
    const result = estimate({ inseeCode: '80021', kind: 'appartment', surface: 40, latitude: 49.8987 + 0.02, longitude: 2.2847 });
    // 0.02° of latitude = 2.22 km
    expect(result.source.communes[0]?.distanceKm).toBe(2.2);
  });
});

describe('estimateProperty: fallbacks', () => {
  it('uses the published Paris figure, 9,600 € / m², for the city and an arrondissement, with its period', () => {
    for (const inseeCode of ['75056', '75108', '75120']) {
      const result = estimate({ inseeCode, kind: 'appartment', surface: 50 });
      expect(result.pricePerSquareMetre).toBe(9600);
      expect(result.value).toBe(480_000);
      expect(result.reliability).toEqual({ level: 'medium', sales: null });
      expect(result.source).toMatchObject({ level: 'bigCity', period: 'année 2025', communeCount: 0 });
      // ±12 %
      expect([result.low, result.high]).toEqual([422_400, 537_600]);
    }
  });

  it('gives a Paris house the apartment figure with low reliability, and says so', () => {
    const result = estimate({ inseeCode: '75116', kind: 'house', surface: 100 });
    expect(result.pricePerSquareMetre).toBe(9600);
    expect(result.reliability.level).toBe('low');
    expect(result.source.note).toContain('maisons');
  });

  it('uses the Lyon (4,480 €) and Marseille (3,130 €) figures with low reliability', () => {
    for (const [inseeCode, figure] of [
      ['69123', 4480],
      ['69383', 4480],
      ['13055', 3130],
      ['13208', 3130],
    ] as const) {
      const result = estimate({ inseeCode, kind: 'appartment', surface: 10 });
      expect(result.pricePerSquareMetre).toBe(figure);
      expect(result.value).toBe(figure * 10);
      expect(result.reliability.level).toBe('low');
    }
    expect(estimate({ inseeCode: '69123', kind: 'appartment', surface: 10 }).source.period).toBe('janvier à mars 2024');
  });

  it('values a house in L’Abergement-Clémenciat (2 sales) from its nearest communes until 20 sales, weighted by sales', () => {
    const centre = centreOf('01001');
    const nearest: { code: string; value: number; sales: number }[] = [];
    let sales = 0;
    for (const neighbour of rawNeighbours(centre.lat, centre.lon, 'maison')) {
      nearest.push(neighbour);
      sales += neighbour.sales;
      if (sales >= 20) break;
    }
    const expected = nearest.reduce((sum, neighbour) => sum + neighbour.value * neighbour.sales, 0) / sales;
    const result = estimate({ inseeCode: '01001', kind: 'house', surface: 100 });
    expect(result.source.level).toBe('neighbours');
    expect(result.source.radiusKm).toBe(15);
    expect(result.source.communes.map((commune) => commune.code)).toEqual(nearest.map((neighbour) => neighbour.code));
    expect(result.source.communes[0]?.code).toBe('01001');
    expect(result.reliability).toEqual({ level: 'medium', sales });
    expect(result.value).toBe(round100(expected * 100));
  });

  it('values Strasbourg (no DVF in Alsace-Moselle, no flat sold within 50 km) from communes of its size, low reliability', () => {
    const centre = centreOf('67482');
    expect(rawNeighbours(centre.lat, centre.lon, 'appart')[0]?.distance).toBeGreaterThan(50);
    // Strasbourg has 291,709 inhabitants: its class is 262,144 to 524,287, in metropolitan France.
    const similar = rawCentres
      .filter((commune) => commune.population >= 262_144 && commune.population < 524_288 && !commune.dept.startsWith('97') && rawDvf[commune.code]?.appart != null)
      .map((commune) => ({ value: rawDvf[commune.code]?.appart as number, sales: rawDvf[commune.code]?.n_ventes.appart as number }));
    const result = estimate({ inseeCode: '67482', kind: 'appartment', surface: 100 });
    expect(result.source.level).toBe('similarCommunes');
    expect(result.reliability.level).toBe('low');
    expect(result.reliability.sales).toBe(similar.reduce((sum, commune) => sum + commune.sales, 0));
    expect(result.pricePerSquareMetre).toBe(Math.round(expandedMedian(similar)));
    // A sensible figure for France's eighth city: between 2,500 and 5,000 € / m².
    expect(result.pricePerSquareMetre).toBeGreaterThan(2500);
    expect(result.pricePerSquareMetre).toBeLessThan(5000);
  });

  it('values Metz from every commune within 50 km (its département has no DVF), by their sales-weighted median', () => {
    const centre = centreOf('57463');
    const within = rawNeighbours(centre.lat, centre.lon, 'appart').filter((neighbour) => neighbour.distance <= 50);
    const result = estimate({ inseeCode: '57463', kind: 'appartment', surface: 100 });
    expect(result.source).toMatchObject({ level: 'neighbours', radiusKm: 50, communeCount: within.length });
    expect(result.source.communes).toHaveLength(10);
    expect(result.source.communes[0]?.name).toBe('Nancy');
    expect(result.reliability).toEqual({ level: 'low', sales: within.reduce((sum, neighbour) => sum + neighbour.sales, 0) });
    expect(result.pricePerSquareMetre).toBe(Math.round(expandedMedian(within)));
    expect(result.source.note).toContain('50 km');
  });

  it('falls back on the département when fewer than 20 sales lie within 15 km (Lozère)', () => {
    const departement = rawCentres.filter((commune) => commune.dept === '48');
    // A Lozère commune with no flat sold and fewer than 20 within 15 km, found by scanning the raw files.
    const lonely = departement.find(
      (commune) =>
        rawDvf[commune.code]?.appart == null &&
        rawNeighbours(commune.lat, commune.lon, 'appart')
          .filter((neighbour) => neighbour.distance <= 15)
          .reduce((sum, neighbour) => sum + neighbour.sales, 0) < 20,
    ) as RawCentre;
    const rows = departement.filter((commune) => rawDvf[commune.code]?.appart != null).map((commune) => ({ value: rawDvf[commune.code]?.appart as number, sales: rawDvf[commune.code]?.n_ventes.appart as number }));
    const result = estimate({ inseeCode: lonely.code, kind: 'appartment', surface: 100 });
    expect(result.source.level).toBe('departement');
    expect(result.reliability).toEqual({ level: 'low', sales: rows.reduce((sum, row) => sum + row.sales, 0) });
    expect(result.pricePerSquareMetre).toBe(Math.round(expandedMedian(rows)));
  });

  it('locates an unknown code by its point: at the centre of Amiens, Amiens alone reaches 20 sales', () => {
    const result = estimate({ inseeCode: '80999', kind: 'appartment', surface: 10, latitude: 49.8987, longitude: 2.2847 });
    expect(result.source.level).toBe('neighbours');
    expect(result.source.communes.map((commune) => commune.code)).toEqual(['80021']);
    expect(result.pricePerSquareMetre).toBe(3068);
  });

  it('refuses rather than invents: Mayotte, an unlocated commune, a bad surface or date', () => {
    expect(refusal({ inseeCode: '97611', kind: 'appartment', surface: 50 })).toEqual({ error: 'no_comparable_sales' });
    expect(refusal({ inseeCode: '99999', kind: 'house', surface: 50 })).toEqual({ error: 'unknown_commune' });
    expect(refusal({ inseeCode: '99999', kind: 'house', surface: 50, latitude: Number.NaN, longitude: 2 })).toEqual({ error: 'unknown_commune' });
    for (const surface of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, 100_001]) expect(refusal({ inseeCode: '80021', kind: 'house', surface })).toEqual({ error: 'invalid_surface' });
    for (const today of ['', 'yesterday', '2026-13-45', '2026-11-24T10:00:00Z']) expect(refusal({ inseeCode: '80021', kind: 'house', surface: 50, today })).toEqual({ error: 'invalid_date' });
  });
});

describe('estimateProperty: history', () => {
  it('follows the province index from 2017 to today, ending at the value', () => {
    const result = estimate({ inseeCode: '80021', kind: 'appartment', surface: 100 });
    const { history, value } = result;
    // 2017-Q1 province 102.5, 2026-Q2 (the latest quarter) 129.6
    expect(history[0]).toEqual([Date.UTC(2017, 1, 15), Math.round((value * 102.5) / 129.6)]);
    expect(history[history.length - 2]).toEqual([Date.UTC(2026, 4, 15), value]);
    expect(history[history.length - 1]).toEqual([Date.UTC(2026, 10, 24), value]);
    expect(result.purchase).toBeNull();
    expect(result.estimatedAt).toBe('2026-11-24T00:00:00.000Z');
  });

  it('follows the Île-de-France index in Paris', () => {
    const { history, value } = estimate({ inseeCode: '75111', kind: 'appartment', surface: 30 });
    // 2017-Q1 Île-de-France 103.9, 2026-Q2 115.0
    expect(history[0]).toEqual([Date.UTC(2017, 1, 15), Math.round((value * 103.9) / 115)]);
  });

  it('starts at the purchase year and shows the purchase', () => {
    const result = estimate({ inseeCode: '01004', kind: 'house', surface: 90, purchaseYear: 2019, purchasePrice: 180_000 });
    expect(result.history[0]?.[0]).toBe(Date.UTC(2019, 1, 15));
    expect(result.purchase).toEqual({ timestampMs: Date.UTC(2019, 6, 1), price: 180_000 });
    expect(estimate({ inseeCode: '01004', kind: 'house', surface: 90, purchaseYear: 2019 }).purchase).toBeNull();
  });

  it('satisfies the shared estimate schema', () => {
    const result = estimate({ inseeCode: '80021', kind: 'house', surface: 120, features: ['garden'] });
    expect(realEstateEstimateSchema.safeParse(result).success).toBe(true);
  });
});

describe('estimateInputOf', () => {
  const property = {
    location: { latitude: 49.89, longitude: 2.29, city: 'Amiens', postcode: '80000', inseeCode: '80021' },
    kind: 'appartment',
    state: 0,
    surface: 62,
    gardenSurface: null,
    constructionYear: 1965,
    purchaseYear: 2018,
    floor: 3,
    rooms: 3,
    features: ['elevator'],
    conditions: [{ subject: 'kitchen', level: 3 }],
    assetPrice: 150_000,
  } as const;

  it('reads a located property, with the deed price as the purchase', () => {
    const input = estimateInputOf({ ...property, features: [...property.features], conditions: [...property.conditions] }, TODAY);
    expect(input).toMatchObject({ inseeCode: '80021', latitude: 49.89, longitude: 2.29, surface: 62, floor: 3, purchasePrice: 150_000, purchaseYear: 2018, today: TODAY });
    const result = estimateProperty(input as PropertyEstimateInput, data) as PropertyEstimate;
    // 3,068.42 × 62 × 1.03 (3rd floor with a lift) × 1.02 (kitchen redone) × 0.96 (1965) = 191,873.6 → 191,900
    expect(result.value).toBe(191_900);
    expect(result.purchase?.price).toBe(150_000);
  });

  it('gives nothing for a property without a location (manual path)', () => {
    expect(estimateInputOf({ ...property, location: null, features: [], conditions: [] }, TODAY)).toBeNull();
  });
});

describe('estimateProperty: invariants', () => {
  const features: RealEstateFeature[] = ['elevator', 'garage', 'balcony', 'swimmingpool', 'terrace', 'adjoiningBuilding', 'parking', 'garden'];
  const property = fc.record({
    inseeCode: fc.oneof(fc.constantFrom(...data.codes), fc.constantFrom('75056', '75104', '69387', '13210', '67482', '57463', '97611')),
    kind: fc.constantFrom('appartment' as const, 'house' as const),
    surface: fc.double({ min: 1, max: 2000, noNaN: true }),
    state: fc.constantFrom(0 as const, 1 as const),
    floor: fc.option(fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const, 4 as const, 5 as const)),
    constructionYear: fc.option(fc.integer({ min: 1700, max: 2030 })),
    purchaseYear: fc.option(fc.integer({ min: 1980, max: 2026 })),
    features: fc.subarray(features),
    conditions: fc.uniqueArray(
      fc.record({ subject: fc.constantFrom('building' as const, 'kitchen' as const, 'bathroom' as const, 'bedroom' as const, 'isolation' as const), level: fc.constantFrom(1 as const, 2 as const, 3 as const) }),
      { selector: (rating) => rating.subject },
    ),
    today: fc.constantFrom('2026-11-24', '2024-03-31', '2019-07-01'),
  });

  it('gives a positive value within low and high, no NaN, and a history ending today at the value', () => {
    fc.assert(
      fc.property(property, (input) => {
        const result = estimateProperty(input, data);
        if (isEstimateRefusal(result)) {
          expect(result.error).toBe('no_comparable_sales');
          return;
        }
        for (const figure of [result.value, result.low, result.high, result.pricePerSquareMetre, result.adjustedPricePerSquareMetre]) expect(Number.isFinite(figure)).toBe(true);
        expect(result.value).toBeGreaterThan(0);
        expect(result.low).toBeLessThanOrEqual(result.value);
        expect(result.value).toBeLessThanOrEqual(result.high);
        const last = result.history[result.history.length - 1];
        expect(last).toEqual([Date.parse(`${input.today}T00:00:00Z`), result.value]);
        for (let at = 1; at < result.history.length; at += 1) expect((result.history[at] as [number, number])[0]).toBeGreaterThan((result.history[at - 1] as [number, number])[0]);
        for (const [, euros] of result.history) expect(Number.isFinite(euros)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('scales the value linearly with the surface (up to the rounding)', () => {
    fc.assert(
      fc.property(property, fc.double({ min: 1.5, max: 4, noNaN: true }), (input, factor) => {
        const once = estimateProperty(input, data);
        const scaled = estimateProperty({ ...input, surface: input.surface * factor }, data);
        if (isEstimateRefusal(once) || isEstimateRefusal(scaled)) return;
        // Each value is within 50 € of the exact one (100 € steps), so the scaled one within 50 + 50 × factor.
        expect(Math.abs(scaled.value - once.value * factor)).toBeLessThanOrEqual(50 + 50 * factor + 1e-6);
        expect(scaled.pricePerSquareMetre).toBe(once.pricePerSquareMetre);
      }),
      { numRuns: 200 },
    );
  });

  it('rounds to 100 € from 10,000 €, to the euro below, never under 1 €', () => {
    expect(roundEstimate(134_635.42)).toBe(134_600);
    expect(roundEstimate(10_049)).toBe(10_000);
    expect(roundEstimate(9_999.4)).toBe(9_999);
    expect(roundEstimate(0.2)).toBe(1);
  });
});
