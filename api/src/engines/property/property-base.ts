import type { RealEstateKind } from '@patrimo/shared';
import {
  type AggregateMedian,
  communesWithin,
  type NearbyCommune,
  departementOfCode,
  distanceKm,
  isOverseas,
  kindIndex,
  type KindIndex,
  populationClass,
  type PropertyData,
  weightedMedian,
} from './property-data';

/**
 * The base price per m² of a property: the price of comparable sales where it stands, before any
 * adjustment for its own characteristics, with where it comes from and how much it can be trusted.
 */

export type SourceLevel = 'commune' | 'neighbours' | 'departement' | 'similarCommunes' | 'bigCity';
export type ReliabilityLevel = 'high' | 'medium' | 'low';

export interface Reliability {
  level: ReliabilityLevel;
  /** DVF sales behind the figure; null for a published city figure (the publisher gives no count). */
  sales: number | null;
}

/** A commune whose DVF median went into the figure. */
export interface SourceCommune {
  code: string;
  name: string;
  /** From the property's point, km, one decimal. */
  distanceKm: number;
  sales: number;
  /** Its DVF median for the kind, € / m², rounded to the euro. */
  pricePerSquareMetre: number;
}

export interface PriceSource {
  level: SourceLevel;
  /** The communes behind the figure, the 10 with most sales when there are more (see `communeCount`). */
  communes: SourceCommune[];
  /** How many communes the figure combines (0 for a published city figure). */
  communeCount: number;
  /** Period of the sales or of the publication (French, shown to the saver). */
  period: string;
  /** Search radius for `neighbours`, km; null otherwise. */
  radiusKm: number | null;
  /** How the figure was obtained (French, shown to the saver). */
  note: string;
}

export interface BasePrice {
  /** € / m², unrounded. */
  pricePerSquareMetre: number;
  reliability: Reliability;
  source: PriceSource;
  /** Département of the property (what the housing index reads). */
  departement: string;
}

export type BasePriceRefusal = 'unknown_commune' | 'no_comparable_sales';

export interface Locality {
  inseeCode: string;
  kind: RealEstateKind;
  /** The property's point, when known; otherwise the commune's centre is used. */
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * Thresholds of the base price (*product choice*):
 *
 * | rule | value | reasoning |
 * |---|---|---|
 * | commune median used from | 5 sales | below, one odd sale moves a median by tens of % |
 * | reliability high | ≥ 30 sales | a median of 30 sales is stable to a few % |
 * | reliability medium | 10–29 sales | usable, visibly noisier |
 * | reliability low | < 10 sales | indicative only |
 * | neighbours radius | 15 km | a local market (same employment area), wider than most communes |
 * | neighbours enough at | 20 sales | nearest first until 20 sales, so the nearest communes weigh |
 * | neighbours reliability | at most medium | other communes than the property's |
 * | département enough at | 20 sales | same bar as the neighbours; reliability low (a whole département) |
 * | widened radius | 50 km, every commune | only where the département has no DVF sale (Alsace-Moselle, Mayotte) |
 * | similar communes | same population class | last resort in metropolitan France, reliability low |
 *
 * Neighbours are combined by the mean of their medians weighted by their sales (a commune of 400 sales
 * says more than one of 3); a département by the sales-weighted median of its communes' medians (robust
 * to a few expensive resorts or cheap villages). The widened search takes every commune within 50 km, not
 * the nearest until 20 sales: there the nearest sales are villages across a département border, 15 to
 * 50 km away, and a handful of them (e.g. 20 sales giving 1,256 € / m² for Metz) says little about a town;
 * all of them, weighted by sales, bring in the region's towns (Nancy for Metz, Belfort for Mulhouse). They
 * are combined by their sales-weighted median, as a département is: over hundreds of communes a few odd
 * medians (Audun-le-Roman, 16,724 € / m² over 60 sales, 18 km from Thionville) would move a mean.
 *
 * Communes of a similar size come last, because much of Bas-Rhin has no sale within 50 km: the nearest
 * flat sold from Strasbourg is 53 km away in a Vosges valley (Moussey, 1,359 € / m² over 2 sales), which
 * says nothing of a city of 290,000 people. The metropolitan communes of its population class (Nice,
 * Toulouse, Bordeaux, Montpellier, Nantes) give 3,533 € / m² by their sales-weighted median. Mayotte and
 * the overseas collectivities get no figure at all: no comparable market is known, so the product refuses.
 */
export const BASE_PRICE_RULES = {
  minCommuneSales: 5,
  highReliabilitySales: 30,
  mediumReliabilitySales: 10,
  neighbourRadiusKm: 15,
  minNeighbourSales: 20,
  minDepartementSales: 20,
  widenedRadiusKm: 50,
  minSimilarCommuneSales: 20,
} as const;

/** The DVF file's period in French (the file says `2024-08-15 à 2025-08-15 (12 mois)`). */
export const DVF_PERIOD_LABEL = 'ventes DVF du 15 août 2024 au 15 août 2025';

/**
 * Paris, Lyon and Marseille: DVF files their sales under the municipal arrondissements, which the commune
 * file lacks, so the city's published notarial figure is the base for the city and each arrondissement.
 * Reliability (*product choice*): Paris `medium` (a full year, 2025, recent; but one figure for
 * arrondissements ranging from 7,850 to 14,010 € / m²), Lyon and Marseille `low` (older periods: early
 * 2024 and 2022–2023); houses `low` in all three (the figure is for apartments). The figures are not
 * moved along the index: from their periods to 2026-Q2 the regional index fell by 0.3 % (Paris), 0.6 %
 * (Lyon) and 4.6 % (Marseille), well inside the low / high band, and the saver sees the period.
 */
export const BIG_CITIES: Readonly<Record<string, { arrondissements: readonly [number, number]; period: string; reliability: ReliabilityLevel }>> = {
  '75056': { arrondissements: [75101, 75120], period: 'année 2025', reliability: 'medium' },
  '69123': { arrondissements: [69381, 69389], period: 'janvier à mars 2024', reliability: 'low' },
  '13055': { arrondissements: [13201, 13216], period: 'mi-2022 à mi-2023', reliability: 'low' },
};

/** The whole city (75056, 69123, 13055) a code belongs to, or null. */
export function bigCityOf(inseeCode: string): string | null {
  if (BIG_CITIES[inseeCode]) return inseeCode;
  const numeric = /^\d{5}$/.test(inseeCode) ? Number(inseeCode) : Number.NaN;
  for (const [city, { arrondissements }] of Object.entries(BIG_CITIES)) {
    if (numeric >= arrondissements[0] && numeric <= arrondissements[1]) return city;
  }
  return null;
}

/** Reliability of a DVF median from its number of sales (see BASE_PRICE_RULES). */
export function reliabilityOfSales(sales: number): ReliabilityLevel {
  if (sales >= BASE_PRICE_RULES.highReliabilitySales) return 'high';
  if (sales >= BASE_PRICE_RULES.mediumReliabilitySales) return 'medium';
  return 'low';
}

const KIND_WORDS: Readonly<Record<KindIndex, string>> = { 0: "d'appartements", 1: 'de maisons' };

function sourceCommune(data: PropertyData, position: number, distance: number, column: KindIndex): SourceCommune {
  return {
    code: data.codes[position] as string,
    name: data.names[position] as string,
    distanceKm: Math.round(distance * 10) / 10,
    sales: data.sales[column][position] as number,
    pricePerSquareMetre: Math.round(data.medians[column][position] as number),
  };
}

function bigCityPrice(data: PropertyData, city: string, column: KindIndex, departement: string): BasePrice | null {
  const published = data.bigCities.get(city);
  const rules = BIG_CITIES[city];
  if (!published || !rules) return null;
  const houseNote = column === 1 ? " Aucun prix publié pour les maisons : le prix des appartements est appliqué, à titre indicatif." : '';
  return {
    pricePerSquareMetre: published.apartmentPerSquareMetre,
    reliability: { level: column === 1 ? 'low' : rules.reliability, sales: null },
    source: {
      level: 'bigCity',
      communes: [],
      communeCount: 0,
      period: rules.period,
      radiusKm: null,
      note: `DVF ne couvre pas ${published.name} commune par commune : prix médian des appartements anciens publié par les notaires pour toute la ville (${published.source}).${houseNote}`,
    },
    departement,
  };
}

/** Most communes listed in a source (the widened search can combine hundreds; the largest are shown). */
export const MAX_SOURCE_COMMUNES = 10;

interface CombinedNeighbours {
  price: number;
  sales: number;
  communes: SourceCommune[];
  communeCount: number;
}

/** Sales-weighted mean (or median) of the medians of the communes given, with the heaviest ones listed. */
function combine(data: PropertyData, nearby: readonly NearbyCommune[], column: KindIndex, how: 'mean' | 'median'): CombinedNeighbours {
  let sales = 0;
  let weighted = 0;
  for (const { position } of nearby) {
    const count = data.sales[column][position] as number;
    sales += count;
    weighted += count * (data.medians[column][position] as number);
  }
  const price =
    how === 'mean'
      ? weighted / sales
      : (weightedMedian(nearby.map(({ position }) => ({ value: data.medians[column][position] as number, weight: data.sales[column][position] as number }))) as number);
  const listed = nearby.length <= MAX_SOURCE_COMMUNES ? nearby : [...nearby].sort((a, b) => (data.sales[column][b.position] as number) - (data.sales[column][a.position] as number)).slice(0, MAX_SOURCE_COMMUNES);
  return { price, sales, communes: listed.map(({ position, distanceKm }) => sourceCommune(data, position, distanceKm, column)), communeCount: nearby.length };
}

/** Nearest communes first until `minSales` sales, within `radiusKm`; null when the radius holds too few. */
function nearestNeighbours(data: PropertyData, latitude: number, longitude: number, column: KindIndex, radiusKm: number, minSales: number): CombinedNeighbours | null {
  const nearby = communesWithin(data, latitude, longitude, radiusKm, column);
  let sales = 0;
  for (let at = 0; at < nearby.length; at += 1) {
    sales += data.sales[column][(nearby[at] as NearbyCommune).position] as number;
    if (sales >= minSales) return combine(data, nearby.slice(0, at + 1), column, 'mean');
  }
  return null;
}

/** Every commune within `radiusKm`, by their sales-weighted median; null when they hold fewer than `minSales` sales. */
function allNeighbours(data: PropertyData, latitude: number, longitude: number, column: KindIndex, radiusKm: number, minSales: number): CombinedNeighbours | null {
  const nearby = communesWithin(data, latitude, longitude, radiusKm, column);
  const combined = nearby.length > 0 ? combine(data, nearby, column, 'median') : null;
  return combined && combined.sales >= minSales ? combined : null;
}

function validPoint(latitude: number | null | undefined, longitude: number | null | undefined): { latitude: number; longitude: number } | null {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return null;
  return { latitude, longitude };
}

function aggregatePrice(aggregate: AggregateMedian | null | undefined, minSales: number): AggregateMedian | null {
  return aggregate && aggregate.sales >= minSales ? aggregate : null;
}

/**
 * The base price per m² of a property, by the first rule that has enough sales: the published city figure
 * (Paris, Lyon, Marseille); the commune's DVF median; the neighbouring communes within 15 km; the
 * département; where the département has no DVF sale at all, neighbours up to 50 km; in metropolitan France,
 * communes of a similar size. Otherwise a refusal: `unknown_commune` when neither the code nor a point
 * locates the property, `no_comparable_sales` when nothing comparable is known (Mayotte, the overseas
 * collectivities): the product does not invent a price.
 */
export function basePrice(data: PropertyData, locality: Locality): BasePrice | { error: BasePriceRefusal } {
  const column = kindIndex(locality.kind);
  const rules = BASE_PRICE_RULES;
  const position = data.indexOfCode.get(locality.inseeCode);
  const departement = position === undefined ? departementOfCode(locality.inseeCode) : (data.departements[position] as string);
  const city = bigCityOf(locality.inseeCode);
  if (city) {
    const published = bigCityPrice(data, city, column, departement);
    if (published) return published;
  }
  const point =
    validPoint(locality.latitude, locality.longitude) ??
    (position === undefined ? null : { latitude: data.latitudes[position] as number, longitude: data.longitudes[position] as number });
  if (!point) return { error: 'unknown_commune' };

  const kindWords = KIND_WORDS[column];
  if (position !== undefined) {
    const sales = data.sales[column][position] as number;
    if (sales >= rules.minCommuneSales) {
      const distance = validPoint(locality.latitude, locality.longitude)
        ? distanceKm(point.latitude, point.longitude, data.latitudes[position] as number, data.longitudes[position] as number)
        : 0;
      return {
        pricePerSquareMetre: data.medians[column][position] as number,
        reliability: { level: reliabilityOfSales(sales), sales },
        source: {
          level: 'commune',
          communes: [sourceCommune(data, position, distance, column)],
          communeCount: 1,
          period: DVF_PERIOD_LABEL,
          radiusKm: null,
          note: `Prix médian de ${sales} ventes ${kindWords} dans la commune.`,
        },
        departement,
      };
    }
  }

  const near = nearestNeighbours(data, point.latitude, point.longitude, column, rules.neighbourRadiusKm, rules.minNeighbourSales);
  if (near) {
    return {
      pricePerSquareMetre: near.price,
      reliability: { level: reliabilityOfSales(near.sales) === 'high' ? 'medium' : reliabilityOfSales(near.sales), sales: near.sales },
      source: {
        level: 'neighbours',
        communes: near.communes,
        communeCount: near.communeCount,
        period: DVF_PERIOD_LABEL,
        radiusKm: rules.neighbourRadiusKm,
        note: `Trop peu de ventes ${kindWords} dans la commune : moyenne des prix médians des communes les plus proches (${near.communeCount}, à moins de ${rules.neighbourRadiusKm} km), pondérée par leur nombre de ventes.`,
      },
      departement,
    };
  }

  const ofDepartement = data.departementMedians.get(departement)?.[column];
  const departementPrice = aggregatePrice(ofDepartement, rules.minDepartementSales);
  if (departementPrice) {
    return {
      pricePerSquareMetre: departementPrice.median,
      reliability: { level: 'low', sales: departementPrice.sales },
      source: {
        level: 'departement',
        communes: [],
        communeCount: departementPrice.communes,
        period: DVF_PERIOD_LABEL,
        radiusKm: null,
        note: `Trop peu de ventes ${kindWords} à moins de ${rules.neighbourRadiusKm} km : médiane des prix des ${departementPrice.communes} communes du département ${departement}, pondérée par leur nombre de ventes.`,
      },
      departement,
    };
  }

  if ((ofDepartement?.sales ?? 0) === 0) {
    const wide = allNeighbours(data, point.latitude, point.longitude, column, rules.widenedRadiusKm, rules.minNeighbourSales);
    if (wide) {
      return {
        pricePerSquareMetre: wide.price,
        reliability: { level: 'low', sales: wide.sales },
        source: {
          level: 'neighbours',
          communes: wide.communes,
          communeCount: wide.communeCount,
          period: DVF_PERIOD_LABEL,
          radiusKm: rules.widenedRadiusKm,
          note: `Les données DVF ne couvrent pas ce département (Alsace-Moselle, Mayotte) : médiane des prix des ${wide.communeCount} communes à moins de ${rules.widenedRadiusKm} km, pondérée par leur nombre de ventes. Estimation indicative.`,
        },
        departement,
      };
    }
  }

  if (position !== undefined && !isOverseas(departement)) {
    const populationClassOf = populationClass(data.populations[position] as number);
    const similar = aggregatePrice(data.populationClassMedians.get(populationClassOf)?.[column], rules.minSimilarCommuneSales);
    if (similar) {
      const from = populationClassOf === 0 ? 0 : 2 ** populationClassOf;
      return {
        pricePerSquareMetre: similar.median,
        reliability: { level: 'low', sales: similar.sales },
        source: {
          level: 'similarCommunes',
          communes: [],
          communeCount: similar.communes,
          period: DVF_PERIOD_LABEL,
          radiusKm: null,
          note: `Aucune vente DVF à moins de ${rules.widenedRadiusKm} km : médiane des prix des ${similar.communes} communes de France métropolitaine de taille comparable (${from.toLocaleString('fr-FR')} à ${(2 ** (populationClassOf + 1) - 1).toLocaleString('fr-FR')} habitants), pondérée par leur nombre de ventes. Estimation indicative.`,
        },
        departement,
      };
    }
  }
  return { error: 'no_comparable_sales' };
}

