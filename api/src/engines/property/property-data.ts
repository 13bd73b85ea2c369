import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RealEstateKind } from '@patrimo/shared';
import { dataDirectory } from '../../market/market-data';
import { parseHousingIndexCsv, type HousingIndex } from './housing-index';

/**
 * The real-estate data shipped under api/data/real-estate (see api/data/PROVENANCE.md), parsed once into
 * compact arrays so that an estimate costs a few map lookups and a small spatial scan:
 *
 * - DVF medians per commune and property kind, with their number of sales (2024-08-15 → 2025-08-15);
 * - the commune centres (latitude, longitude, département, population);
 * - a grid of 0.1° cells over the communes that have DVF sales, for "neighbouring communes by distance";
 * - per département and per population class, the sales-weighted median of the communes' medians;
 * - the published city figures of Paris, Lyon and Marseille;
 * - the INSEE housing price index.
 *
 * Parsing is pure (`parsePropertyData` takes the files' text); only `loadPropertyData` reads files.
 */

/** Which of the two DVF columns a property kind reads. */
export type KindIndex = 0 | 1;
/** Column of a kind in the per-kind arrays: 0 apartments, 1 houses. */
export function kindIndex(kind: RealEstateKind): KindIndex {
  return kind === 'house' ? 1 : 0;
}

/** A sales-weighted median over a set of communes, for one kind. */
export interface AggregateMedian {
  /** € / m². */
  median: number;
  /** Sales behind it (sum over the communes). */
  sales: number;
  /** Communes with at least one sale. */
  communes: number;
}

/** A city figure published by the notaries (Paris, Lyon, Marseille), from big-cities-published-prices.json. */
export interface PublishedCityPrice {
  /** INSEE code of the whole city (75056, 69123, 13055). */
  code: string;
  name: string;
  /** Median € / m² of old apartments over `period`. */
  apartmentPerSquareMetre: number;
  /** The period as the file states it (English). */
  period: string;
  /** Who published it. */
  source: string;
}

export interface PropertyData {
  /** INSEE code of each commune, in file order; every per-commune array below is indexed alike. */
  readonly codes: readonly string[];
  readonly names: readonly string[];
  readonly departements: readonly string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  readonly populations: Float64Array;
  /** DVF median € / m² by kind column (apartments, houses); NaN where the commune has no sale. */
  readonly medians: readonly [Float64Array, Float64Array];
  /** DVF number of sales by kind column; 0 where none. */
  readonly sales: readonly [Uint32Array, Uint32Array];
  /** Commune code → position in the arrays above. */
  readonly indexOfCode: ReadonlyMap<string, number>;
  /** Grid cell key → positions of the communes with at least one DVF sale whose centre lies in the cell. */
  readonly grid: ReadonlyMap<number, readonly number[]>;
  /** Département code → aggregate by kind column (absent where the département has no sale). */
  readonly departementMedians: ReadonlyMap<string, readonly [AggregateMedian | null, AggregateMedian | null]>;
  /** Population class (see `populationClass`) → aggregate by kind column, over metropolitan communes. */
  readonly populationClassMedians: ReadonlyMap<number, readonly [AggregateMedian | null, AggregateMedian | null]>;
  /** Published city figures by city code. */
  readonly bigCities: ReadonlyMap<string, PublishedCityPrice>;
  /** The DVF file's period, as written in it. */
  readonly dvfPeriod: string;
  readonly housingIndex: HousingIndex;
}

/** Size of a grid cell, in degrees of latitude and of longitude. */
export const GRID_CELL_DEGREES = 0.1;

/** Key of the grid cell holding a point (cells are 0.1° × 0.1°, keyed by their integer row and column). */
export function gridKey(row: number, column: number): number {
  return (row + 1000) * 4000 + (column + 2000);
}

/** Grid row (latitude) or column (longitude) of a coordinate. */
export function gridCell(degrees: number): number {
  return Math.floor(degrees / GRID_CELL_DEGREES);
}

/** The overseas départements and collectivities: INSEE codes starting with 97 or 98 have 3-digit départements. */
export function isOverseas(departement: string): boolean {
  return departement.startsWith('97') || departement.startsWith('98');
}

/** The département of an INSEE commune code: its first 2 characters (2A/2B for Corsica), 3 overseas. */
export function departementOfCode(code: string): string {
  return code.startsWith('97') || code.startsWith('98') ? code.slice(0, 3) : code.slice(0, 2);
}

/**
 * Population class of a commune (*product choice*): classes double in size, [2^k, 2^(k+1)) inhabitants,
 * with 0 and 1 inhabitant in class 0. Communes of one class are "of similar size": the last fallback for
 * a commune that no DVF sale surrounds (Alsace-Moselle far from its borders, see property-base.ts).
 */
export function populationClass(population: number): number {
  return population < 2 ? 0 : Math.floor(Math.log2(population));
}

/** Great-circle distance in kilometres (haversine, mean Earth radius 6,371 km). */
export function distanceKm(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const radians = Math.PI / 180;
  const dLatitude = (latitudeB - latitudeA) * radians;
  const dLongitude = (longitudeB - longitudeA) * radians;
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(latitudeA * radians) * Math.cos(latitudeB * radians) * Math.sin(dLongitude / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Median of values weighted by their counts: the smallest value at which the cumulated weight reaches half
 * the total (the lower weighted median). Null for an empty list.
 */
export function weightedMedian(entries: readonly { value: number; weight: number }[]): number | null {
  const sorted = entries.filter((entry) => entry.weight > 0).sort((a, b) => a.value - b.value);
  let total = 0;
  for (const entry of sorted) total += entry.weight;
  if (total === 0) return null;
  let cumulated = 0;
  for (const entry of sorted) {
    cumulated += entry.weight;
    if (cumulated * 2 >= total) return entry.value;
  }
  return null;
}

interface DvfFile {
  periode: string;
  data: Record<string, { ville: string; dept: string; appart: number | null; maison: number | null; n_ventes: { appart: number | null; maison: number | null } }>;
}
interface CommuneCentre {
  code: string;
  nom: string;
  dept: string;
  lat: number;
  lon: number;
  population: number;
}
interface BigCitiesFile {
  cities: Record<string, { name: string; apartment_eur_m2: number; period: string; source: string }>;
}

/** The text of the four shipped files. */
export interface PropertyDataFiles {
  dvf: string;
  communes: string;
  bigCities: string;
  housingIndex: string;
}

function aggregate(entries: { value: number; weight: number }[]): AggregateMedian | null {
  const median = weightedMedian(entries);
  if (median === null) return null;
  let sales = 0;
  for (const entry of entries) sales += entry.weight;
  return { median, sales, communes: entries.length };
}

/** Groups communes by a key and aggregates each group's medians by kind. */
function aggregateBy<K>(
  count: number,
  keyOf: (position: number) => K | null,
  medians: readonly [Float64Array, Float64Array],
  sales: readonly [Uint32Array, Uint32Array],
): Map<K, readonly [AggregateMedian | null, AggregateMedian | null]> {
  const groups = new Map<K, [{ value: number; weight: number }[], { value: number; weight: number }[]]>();
  for (let position = 0; position < count; position += 1) {
    const key = keyOf(position);
    if (key === null) continue;
    for (const column of [0, 1] as const) {
      const weight = sales[column][position] as number;
      if (weight === 0) continue;
      let group = groups.get(key);
      if (!group) {
        group = [[], []];
        groups.set(key, group);
      }
      group[column].push({ value: medians[column][position] as number, weight });
    }
  }
  const result = new Map<K, readonly [AggregateMedian | null, AggregateMedian | null]>();
  for (const [key, [apartments, houses]] of groups) result.set(key, [aggregate(apartments), aggregate(houses)]);
  return result;
}

/** Builds the in-memory data from the files' text. Communes are those of the centres file (DVF joins on them). */
export function parsePropertyData(files: PropertyDataFiles): PropertyData {
  const dvf = JSON.parse(files.dvf) as DvfFile;
  const centres = JSON.parse(files.communes) as CommuneCentre[];
  const count = centres.length;
  const codes: string[] = [];
  const names: string[] = [];
  const departements: string[] = [];
  const latitudes = new Float64Array(count);
  const longitudes = new Float64Array(count);
  const populations = new Float64Array(count);
  const medians = [new Float64Array(count).fill(Number.NaN), new Float64Array(count).fill(Number.NaN)] as const;
  const sales = [new Uint32Array(count), new Uint32Array(count)] as const;
  const indexOfCode = new Map<string, number>();
  const grid = new Map<number, number[]>();
  centres.forEach((centre, position) => {
    codes.push(centre.code);
    names.push(centre.nom);
    departements.push(centre.dept);
    latitudes[position] = centre.lat;
    longitudes[position] = centre.lon;
    populations[position] = centre.population;
    indexOfCode.set(centre.code, position);
    const row = dvf.data[centre.code];
    if (!row) return;
    const columns = [
      [row.appart, row.n_ventes.appart],
      [row.maison, row.n_ventes.maison],
    ] as const;
    columns.forEach(([median, count], column) => {
      if (median !== null && count !== null && median > 0 && count > 0) {
        medians[column as KindIndex][position] = median;
        sales[column as KindIndex][position] = count;
      }
    });
    if (sales[0][position] === 0 && sales[1][position] === 0) return;
    const key = gridKey(gridCell(centre.lat), gridCell(centre.lon));
    const cell = grid.get(key);
    if (cell) cell.push(position);
    else grid.set(key, [position]);
  });
  const bigCitiesFile = JSON.parse(files.bigCities) as BigCitiesFile;
  const bigCities = new Map<string, PublishedCityPrice>();
  for (const [code, city] of Object.entries(bigCitiesFile.cities)) {
    bigCities.set(code, { code, name: city.name, apartmentPerSquareMetre: city.apartment_eur_m2, period: city.period, source: city.source });
  }
  return {
    codes,
    names,
    departements,
    latitudes,
    longitudes,
    populations,
    medians,
    sales,
    indexOfCode,
    grid,
    departementMedians: aggregateBy(count, (position) => departements[position] as string, medians, sales),
    populationClassMedians: aggregateBy(
      count,
      (position) => (isOverseas(departements[position] as string) ? null : populationClass(populations[position] as number)),
      medians,
      sales,
    ),
    bigCities,
    dvfPeriod: dvf.periode,
    housingIndex: parseHousingIndexCsv(files.housingIndex),
  };
}

/** A commune with DVF sales of one kind near a point. */
export interface NearbyCommune {
  position: number;
  distanceKm: number;
}

/**
 * Communes with at least one DVF sale of the kind whose centre lies within `radiusKm` of the point,
 * nearest first. Scans only the grid cells the radius can reach (a 15 km search reads about 5 × 7 cells).
 */
export function communesWithin(data: PropertyData, latitude: number, longitude: number, radiusKm: number, column: KindIndex): NearbyCommune[] {
  const latitudeSpan = radiusKm / 111.19;
  const farthestLatitude = Math.min(89, Math.abs(latitude) + latitudeSpan);
  const longitudeSpan = radiusKm / (111.19 * Math.cos((farthestLatitude * Math.PI) / 180));
  const found: NearbyCommune[] = [];
  const salesOfKind = data.sales[column];
  for (let row = gridCell(latitude - latitudeSpan); row <= gridCell(latitude + latitudeSpan); row += 1) {
    for (let cellColumn = gridCell(longitude - longitudeSpan); cellColumn <= gridCell(longitude + longitudeSpan); cellColumn += 1) {
      const cell = data.grid.get(gridKey(row, cellColumn));
      if (!cell) continue;
      for (const position of cell) {
        if (salesOfKind[position] === 0) continue;
        const distance = distanceKm(latitude, longitude, data.latitudes[position] as number, data.longitudes[position] as number);
        if (distance <= radiusKm) found.push({ position, distanceKm: distance });
      }
    }
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm);
}

/** The files of api/data/real-estate. */
export const PROPERTY_DATA_FILES = {
  dvf: 'dvf-median-prices-2024-08_2025-08.json',
  communes: 'communes-centres.json',
  bigCities: 'big-cities-published-prices.json',
  housingIndex: 'insee-housing-price-index.csv',
} as const;

export interface LoadedPropertyData {
  data: PropertyData;
  /** Milliseconds the first caller waited: reading and parsing the four files. */
  loadMs: number;
}

const loaded = new Map<string, LoadedPropertyData>();

/**
 * The real-estate data shipped under `root`, read and parsed at first use and kept for the life of the
 * process: the files never change while the server runs, so later calls cost a map lookup.
 */
export function loadPropertyData(root: string): LoadedPropertyData {
  const folder = path.join(dataDirectory(root), 'real-estate');
  let entry = loaded.get(folder);
  if (!entry) {
    const started = performance.now();
    const read = (file: string): string => readFileSync(path.join(folder, file), 'utf8');
    const data = parsePropertyData({
      dvf: read(PROPERTY_DATA_FILES.dvf),
      communes: read(PROPERTY_DATA_FILES.communes),
      bigCities: read(PROPERTY_DATA_FILES.bigCities),
      housingIndex: read(PROPERTY_DATA_FILES.housingIndex),
    });
    entry = { data, loadMs: performance.now() - started };
    loaded.set(folder, entry);
  }
  return entry;
}
