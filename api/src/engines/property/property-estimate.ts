import { type HistoryPoint, type NeighbourhoodTheme, neighbourhoodThemeSchema, type RealEstate, type Rooms } from '@patrimo/shared';
import { type Adjustment, type AdjustmentInput, adjustmentsFor } from './adjustments';
import { EARLIEST_HISTORY_DATE, indexRegionOf, valueHistory } from './housing-index';
import { type BasePriceRefusal, basePrice, type PriceSource, type Reliability, type ReliabilityLevel } from './property-base';
import type { PropertyData } from './property-data';

/**
 * The real-estate estimator (spec §3 "Real estate", ENGINES.md "Real-estate estimate"): a pure function of
 * the property, the shipped data (see property-data.ts) and today's date.
 *
 * value = base price per m² × surface × product of the adjustments, where the base price is the local
 * median (property-base.ts) and the adjustments the product's table (adjustments.ts); low / high widen
 * with lower reliability; the history follows the INSEE index back from today's value.
 */

/** A property as the estimator reads it (the fields of the shared `RealEstate` it uses). */
export interface PropertyEstimateInput extends AdjustmentInput {
  /** INSEE code of the commune (arrondissement codes accepted for Paris, Lyon, Marseille). */
  inseeCode: string;
  /** The property's point; the commune's centre stands in when absent. */
  latitude?: number | null;
  longitude?: number | null;
  /** Living area, m². */
  surface: number;
  /** Read but not used: the per-m² median already mixes sizes of its commune (documented limit). */
  rooms?: Rooms | null;
  /** Price paid for the property itself, euros. */
  purchasePrice?: number | null;
  purchaseYear?: number | null;
  /** Today, `YYYY-MM-DD` (passed in: the engine never reads the clock). */
  today: string;
}

/** The fields of a saver's property the estimator reads. */
export type EstimatedRealEstate = Pick<
  RealEstate,
  'location' | 'kind' | 'state' | 'surface' | 'gardenSurface' | 'constructionYear' | 'purchaseYear' | 'floor' | 'rooms' | 'features' | 'conditions' | 'assetPrice'
>;

/**
 * The estimator's input for a saver's property, or null when the property is not located (manual path).
 * The purchase shown against the history is `assetPrice`, the price in the deed: `purchaseAmount` adds
 * notary costs and works, which the market value does not contain.
 */
export function estimateInputOf(property: EstimatedRealEstate, today: string): PropertyEstimateInput | null {
  if (!property.location) return null;
  return {
    inseeCode: property.location.inseeCode,
    latitude: property.location.latitude,
    longitude: property.location.longitude,
    kind: property.kind,
    state: property.state,
    surface: property.surface,
    gardenSurface: property.gardenSurface,
    constructionYear: property.constructionYear,
    floor: property.floor,
    rooms: property.rooms,
    features: property.features,
    conditions: property.conditions,
    purchasePrice: property.assetPrice,
    purchaseYear: property.purchaseYear,
    today,
  };
}

export interface PropertyEstimateOptions {
  /** First date of the history when no purchase year is known. @default 2017-01-01 (the product's earliest date) */
  earliestHistoryDate?: string;
}

export interface PropertyEstimate {
  /** Euros, rounded as ESTIMATE_ROUNDING says. */
  value: number;
  low: number;
  high: number;
  /** The base median used, € / m², rounded to the euro. */
  pricePerSquareMetre: number;
  /** The base median × the adjustments, € / m², rounded to the euro. */
  adjustedPricePerSquareMetre: number;
  reliability: Reliability;
  source: PriceSource;
  /** Factors applied, in order; their product is the total adjustment. */
  adjustments: Adjustment[];
  /** `[timestampMs, euros]`, oldest first, ending today at `value`. */
  history: HistoryPoint[];
  /** What the saver paid, placed on 1 July of the purchase year; null when price or year is unknown. */
  purchase: { timestampMs: number; price: number } | null;
  /**
   * Always empty: the product holds no neighbourhood data (schools, transport, noise…), and ENGINES.md
   * forbids inventing themes. They stay in the result so a route returns the shared schema as it is.
   */
  strengths: NeighbourhoodTheme[];
  weaknesses: NeighbourhoodTheme[];
  /** The themes the estimate says nothing about, for want of data: today every one of them. */
  themesWithoutData: NeighbourhoodTheme[];
  /** Today at midnight UTC, ISO 8601. */
  estimatedAt: string;
}

export type PropertyEstimateError = BasePriceRefusal | 'invalid_surface' | 'invalid_date';

/** Why no estimate is given; the engine refuses rather than throws or returns NaN. */
export interface PropertyEstimateRefusal {
  error: PropertyEstimateError;
}

export function isEstimateRefusal(result: PropertyEstimate | PropertyEstimateRefusal): result is PropertyEstimateRefusal {
  return 'error' in result;
}

/**
 * Half-width of the low / high band by reliability (*product choice*):
 *
 * | reliability | band | reasoning |
 * |---|---|---|
 * | high | ±7 % | a median of 30+ sales; what remains is the property's own specifics |
 * | medium | ±12 % | fewer sales or neighbouring communes |
 * | low | ±20 % | a département, a published city figure, a widened search |
 */
export const RELIABILITY_BANDS: Readonly<Record<ReliabilityLevel, number>> = { high: 0.07, medium: 0.12, low: 0.2 };

/**
 * Rounding of value, low and high (*product choice*): to the nearest 100 € from 10,000 € (an estimate
 * within ±7 % at best has no meaningful euros), to the euro below, and never under 1 €. The rounding is
 * monotonic, so low ≤ value ≤ high survives it. History points are rounded to the euro.
 */
export const ESTIMATE_ROUNDING = { hundredsFrom: 10_000, step: 100 } as const;

export function roundEstimate(euros: number): number {
  if (euros >= ESTIMATE_ROUNDING.hundredsFrom) return Math.round(euros / ESTIMATE_ROUNDING.step) * ESTIMATE_ROUNDING.step;
  return Math.max(1, Math.round(euros));
}

/** Largest surface accepted, m² (the shared schema's bound). */
export const MAX_SURFACE = 100_000;

function parseToday(today: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) return null;
  const ms = Date.parse(`${today}T00:00:00Z`);
  return Number.isFinite(ms) ? ms : null;
}

function validYear(year: number | null | undefined): number | null {
  return typeof year === 'number' && Number.isInteger(year) && year >= 1000 && year <= 2100 ? year : null;
}

/**
 * Estimates a property. Refuses with `invalid_surface` (surface not a number, ≤ 0 or above 100,000 m²),
 * `invalid_date` (today not a `YYYY-MM-DD` date), `unknown_commune` (neither the code nor a point locates
 * the property) or `no_comparable_sales` (no comparable sale is known, see property-base.ts).
 */
export function estimateProperty(input: PropertyEstimateInput, data: PropertyData, options: PropertyEstimateOptions = {}): PropertyEstimate | PropertyEstimateRefusal {
  if (!(typeof input.surface === 'number' && input.surface > 0 && input.surface <= MAX_SURFACE)) return { error: 'invalid_surface' };
  const todayMs = parseToday(input.today);
  if (todayMs === null) return { error: 'invalid_date' };
  const base = basePrice(data, input);
  if ('error' in base) return base;

  const { adjustments, total } = adjustmentsFor(input);
  const adjustedPerSquareMetre = base.pricePerSquareMetre * total;
  const exact = adjustedPerSquareMetre * input.surface;
  const width = RELIABILITY_BANDS[base.reliability.level];
  const value = roundEstimate(exact);

  const purchaseYear = validYear(input.purchaseYear);
  const fromMs = purchaseYear !== null ? Date.UTC(purchaseYear, 0, 1) : (parseToday(options.earliestHistoryDate ?? EARLIEST_HISTORY_DATE) ?? todayMs);
  const purchasePrice = input.purchasePrice;
  return {
    value,
    low: roundEstimate(exact * (1 - width)),
    high: roundEstimate(exact * (1 + width)),
    pricePerSquareMetre: Math.round(base.pricePerSquareMetre),
    adjustedPricePerSquareMetre: Math.round(adjustedPerSquareMetre),
    reliability: base.reliability,
    source: base.source,
    adjustments,
    history: valueHistory(data.housingIndex, { value, region: indexRegionOf(base.departement), todayMs, fromMs }),
    purchase:
      purchaseYear !== null && typeof purchasePrice === 'number' && Number.isFinite(purchasePrice) && purchasePrice > 0
        ? { timestampMs: Date.UTC(purchaseYear, 6, 1), price: purchasePrice }
        : null,
    strengths: [],
    weaknesses: [],
    themesWithoutData: [...neighbourhoodThemeSchema.options],
    estimatedAt: new Date(todayMs).toISOString(),
  };
}
