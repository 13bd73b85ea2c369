import type { ConditionLevel, ConditionRating, ConditionSubject, Floor, RealEstateFeature, RealEstateKind, RealEstateState } from '@patrimo/shared';

/**
 * How a property's characteristics move its price per m² away from the local median.
 *
 * Every multiplier here is a *product choice*, not data: the product holds no sale-level data that could
 * measure these effects, so they are set from the orders of magnitude French notaries and property
 * portals commonly describe, kept moderate on purpose, and shown to the saver as the product's adjustments.
 * The DVF median is read as the price of a typical property of the commune, in good condition, on a middle
 * floor, without notable extras: each factor is 1 for that typical case, so an unremarkable property is
 * valued at the median.
 */

/** What the adjustments read of a property. */
export interface AdjustmentInput {
  kind: RealEstateKind;
  state: RealEstateState;
  constructionYear?: number | null;
  floor?: Floor | null;
  features: readonly RealEstateFeature[];
  gardenSurface?: number | null;
  conditions: readonly ConditionRating[];
}

export type AdjustmentId =
  | 'floor'
  | `condition_${ConditionSubject}`
  | 'garden'
  | 'terrace'
  | 'balcony'
  | 'parking'
  | 'swimmingpool'
  | 'adjoiningBuilding'
  | 'constructionYear'
  | 'new'
  | 'cap';

/** One factor applied to the price per m². */
export interface Adjustment {
  id: AdjustmentId;
  /** Shown to the saver (French). */
  label: string;
  /** e.g. 0.93 for −7 %. */
  multiplier: number;
}

/**
 * Floor and elevator, apartments only (*product choice*; a house has no floor):
 *
 * | floor | without elevator | with elevator | reasoning |
 * |---|---|---|---|
 * | ground (0) | −7 % | −7 % | less light, street noise, intrusion risk: the discount most often cited |
 * | 1st–2nd | 0 | 0 | the typical flat the median describes; stairs are short |
 * | 3rd–4th | −5 % | +3 % | stairs weigh without a lift; with one, light and view add a little |
 * | 5th and more | −10 % | +5 % | without a lift many buyers are excluded; with one, top floors sell best |
 */
export const FLOOR_MULTIPLIERS: Readonly<Record<'ground' | 'low' | 'middle' | 'high', { withoutElevator: number; withElevator: number }>> = {
  ground: { withoutElevator: 0.93, withElevator: 0.93 },
  low: { withoutElevator: 1, withElevator: 1 },
  middle: { withoutElevator: 0.95, withElevator: 1.03 },
  high: { withoutElevator: 0.9, withElevator: 1.05 },
};

function floorBand(floor: Floor): keyof typeof FLOOR_MULTIPLIERS {
  if (floor === 0) return 'ground';
  if (floor <= 2) return 'low';
  if (floor <= 4) return 'middle';
  return 'high';
}

/**
 * Condition of each part, by level (*product choice*): « bon état » (2) is the median's typical case. The
 * building's structure and the insulation weigh most: they are the costliest works, and since the 2021
 * Climate and Resilience law badly insulated dwellings (DPE F and G) face rental bans and sell at a discount;
 * kitchen and bathroom come next (a few tens of thousands of euros of works), bedrooms last (paint, floors).
 *
 * | part | to renovate (1) | good (2) | renovated or new (3) |
 * |---|---|---|---|
 * | building | −6 % | 0 | +2 % |
 * | kitchen | −3 % | 0 | +2 % |
 * | bathroom | −3 % | 0 | +2 % |
 * | bedrooms | −2 % | 0 | +1 % |
 * | insulation | −5 % | 0 | +3 % |
 *
 * A premium for renovated parts is smaller than the discount for parts to renovate: buyers pay less for
 * someone else's taste than they deduct for the works.
 */
export const CONDITION_MULTIPLIERS: Readonly<Record<ConditionSubject, Readonly<Record<ConditionLevel, number>>>> = {
  building: { 1: 0.94, 2: 1, 3: 1.02 },
  kitchen: { 1: 0.97, 2: 1, 3: 1.02 },
  bathroom: { 1: 0.97, 2: 1, 3: 1.02 },
  bedroom: { 1: 0.98, 2: 1, 3: 1.01 },
  isolation: { 1: 0.95, 2: 1, 3: 1.03 },
};

const CONDITION_LABELS: Readonly<Record<ConditionSubject, Readonly<Record<1 | 3, string>>>> = {
  building: { 1: 'Immeuble ou gros œuvre à rénover', 3: 'Immeuble ou gros œuvre refait à neuf' },
  kitchen: { 1: 'Cuisine à rénover', 3: 'Cuisine refaite à neuf' },
  bathroom: { 1: 'Salle de bains à rénover', 3: 'Salle de bains refaite à neuf' },
  bedroom: { 1: 'Chambres à rénover', 3: 'Chambres refaites à neuf' },
  isolation: { 1: 'Isolation à refaire', 3: 'Isolation refaite à neuf' },
};

/**
 * Features, by kind (*product choice*). What is rare for a kind is worth more: outdoor space for a flat,
 * a pool or an outbuilding (« dépendance ») for a house. Garage and parking count once: a closed garage
 * includes the parking space, so with both only the garage's figure applies. A garden surface above 0
 * counts as a garden. The elevator is read with the floor (above).
 *
 * | feature | apartment | house | reasoning |
 * |---|---|---|---|
 * | garden | +5 % | +2 % | a private garden is rare in a flat; most houses sold have one |
 * | terrace | +5 % | +2 % | outdoor living space, priced like a fraction of indoor m² |
 * | balcony | +2 % | 0 | a small outdoor space; houses have better |
 * | parking | +3 % | +1 % | a parking space is sold separately in cities (tens of k€) |
 * | garage | +4 % | +3 % | a closed garage, storage too |
 * | swimming pool | +2 % | +6 % | a shared pool in a residence vs a private one |
 * | outbuilding | 0 | +3 % | extra usable space (« dépendance ») |
 */
export const FEATURE_MULTIPLIERS: Readonly<Record<Exclude<AdjustmentId, 'floor' | `condition_${ConditionSubject}` | 'constructionYear' | 'new' | 'cap'>, Readonly<Record<RealEstateKind, number>>>> = {
  garden: { appartment: 1.05, house: 1.02 },
  terrace: { appartment: 1.05, house: 1.02 },
  balcony: { appartment: 1.02, house: 1 },
  parking: { appartment: 1.03, house: 1.01 },
  swimmingpool: { appartment: 1.02, house: 1.06 },
  adjoiningBuilding: { appartment: 1, house: 1.03 },
};

/** The garage's figure, which replaces the parking's (see FEATURE_MULTIPLIERS). */
export const GARAGE_MULTIPLIERS: Readonly<Record<RealEstateKind, number>> = { appartment: 1.04, house: 1.03 };

const FEATURE_LABELS: Readonly<Record<keyof typeof FEATURE_MULTIPLIERS, string>> = {
  garden: 'Jardin',
  terrace: 'Terrasse',
  balcony: 'Balcon',
  parking: 'Place de parking',
  swimmingpool: 'Piscine',
  adjoiningBuilding: 'Dépendance',
};

/**
 * Construction year, for old properties (state 0) only (*product choice*): a new property takes the new-build
 * premium instead, which already prices its recent construction.
 *
 * | built | factor | reasoning |
 * |---|---|---|
 * | before 1948 | 0 | old stone or brick: charm and poor insulation offset each other |
 * | 1948–1974 | −4 % | post-war blocks, built before the first thermal regulation (1974): often F/G |
 * | 1975–2000 | 0 | the bulk of the stock the median describes |
 * | 2001–2012 | +3 % | RT 2000 / RT 2005 insulation, recent common parts |
 * | 2013 onwards | +5 % | RT 2012 or RE 2020: low energy bills, few works ahead |
 */
export const CONSTRUCTION_YEAR_BANDS: readonly { from: number; to: number; multiplier: number; label: string }[] = [
  { from: -Infinity, to: 1947, multiplier: 1, label: 'Construit avant 1948' },
  { from: 1948, to: 1974, multiplier: 0.96, label: 'Construit entre 1948 et 1974' },
  { from: 1975, to: 2000, multiplier: 1, label: 'Construit entre 1975 et 2000' },
  { from: 2001, to: 2012, multiplier: 1.03, label: 'Construit entre 2001 et 2012' },
  { from: 2013, to: Infinity, multiplier: 1.05, label: 'Construit depuis 2013' },
];

/**
 * New property (state 1, built less than five years ago) (*product choice*): +15 %. New dwellings (mostly sold
 * off-plan, VEFA) sell 15 to 25 % above old ones in the same area (VAT at 20 % included, lower notary fees
 * for the buyer, RE 2020 standards); the DVF median is dominated by old dwellings, which are about nine
 * sales in ten in France. The low end of the range: the median already holds some new sales.
 */
export const NEW_BUILD_MULTIPLIER = 1.15;

/**
 * Bounds of the total adjustment (*product choice*): the product of all factors is kept within
 * [0.70, 1.30]. Beyond ±30 % the property is no longer comparable to the commune's typical sale, and
 * stacking moderate factors should not make it look so.
 */
export const ADJUSTMENT_BOUNDS = { min: 0.7, max: 1.3 } as const;

function floorAdjustment(input: AdjustmentInput): Adjustment | null {
  if (input.kind !== 'appartment' || input.floor === null || input.floor === undefined) return null;
  const band = floorBand(input.floor);
  const elevator = input.features.includes('elevator');
  const multiplier = elevator ? FLOOR_MULTIPLIERS[band].withElevator : FLOOR_MULTIPLIERS[band].withoutElevator;
  if (multiplier === 1) return null;
  const label = band === 'ground' ? 'Rez-de-chaussée' : elevator ? 'Étage élevé avec ascenseur' : 'Étage élevé sans ascenseur';
  return { id: 'floor', label, multiplier };
}

function conditionAdjustments(input: AdjustmentInput): Adjustment[] {
  const adjustments: Adjustment[] = [];
  for (const { subject, level } of input.conditions) {
    if (level === 2) continue;
    const multiplier = CONDITION_MULTIPLIERS[subject]?.[level];
    if (multiplier === undefined) continue;
    adjustments.push({ id: `condition_${subject}`, label: CONDITION_LABELS[subject][level], multiplier });
  }
  return adjustments;
}

function featureAdjustments(input: AdjustmentInput): Adjustment[] {
  const has = new Set<RealEstateFeature>(input.features);
  if ((input.gardenSurface ?? 0) > 0) has.add('garden');
  const adjustments: Adjustment[] = [];
  for (const feature of ['garden', 'terrace', 'balcony', 'swimmingpool', 'adjoiningBuilding'] as const) {
    const multiplier = FEATURE_MULTIPLIERS[feature][input.kind];
    if (has.has(feature) && multiplier !== 1) adjustments.push({ id: feature, label: FEATURE_LABELS[feature], multiplier });
  }
  if (has.has('garage')) adjustments.push({ id: 'parking', label: 'Garage', multiplier: GARAGE_MULTIPLIERS[input.kind] });
  else if (has.has('parking')) adjustments.push({ id: 'parking', label: FEATURE_LABELS.parking, multiplier: FEATURE_MULTIPLIERS.parking[input.kind] });
  return adjustments;
}

function ageAdjustment(input: AdjustmentInput): Adjustment | null {
  if (input.state === 1) return { id: 'new', label: 'Logement neuf', multiplier: NEW_BUILD_MULTIPLIER };
  const year = input.constructionYear;
  if (year === null || year === undefined || !Number.isFinite(year)) return null;
  const band = CONSTRUCTION_YEAR_BANDS.find((candidate) => year >= candidate.from && year <= candidate.to);
  if (!band || band.multiplier === 1) return null;
  return { id: 'constructionYear', label: band.label, multiplier: band.multiplier };
}

export interface AdjustmentResult {
  /** The factors that apply (neutral ones omitted), then `cap` when the bounds clipped their product. */
  adjustments: Adjustment[];
  /** The product of every multiplier listed, within ADJUSTMENT_BOUNDS. */
  total: number;
}

/** The adjustments of a property and their capped product. */
export function adjustmentsFor(input: AdjustmentInput): AdjustmentResult {
  const adjustments: Adjustment[] = [];
  const floor = floorAdjustment(input);
  if (floor) adjustments.push(floor);
  adjustments.push(...conditionAdjustments(input), ...featureAdjustments(input));
  const age = ageAdjustment(input);
  if (age) adjustments.push(age);
  let raw = 1;
  for (const adjustment of adjustments) raw *= adjustment.multiplier;
  const total = Math.min(ADJUSTMENT_BOUNDS.max, Math.max(ADJUSTMENT_BOUNDS.min, raw));
  if (total !== raw) adjustments.push({ id: 'cap', label: total > raw ? 'Plancher des ajustements (−30 %)' : 'Plafond des ajustements (+30 %)', multiplier: total / raw });
  return { adjustments, total };
}
