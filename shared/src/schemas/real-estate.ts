import { z } from 'zod';
import {
  amountSchema,
  dateSchema,
  dateTimeSchema,
  historySchema,
  idSchema,
  positiveAmountSchema,
  ratioSchema,
  requiredText,
  timestampMsSchema,
} from './common';
import { FLOOR_CHOICES, ROOMS_CHOICES } from '../constants/ui';

/**
 * Real estate (spec §3 "Real estate"): properties, their valuation by the estimator, and the
 * address search that locates them.
 */

/** House or flat; `appartment` is the product's historical spelling, kept on the wire. */
export const realEstateKindSchema = z.enum(['appartment', 'house'], 'invalid');
export type RealEstateKind = z.infer<typeof realEstateKindSchema>;

export const realEstateUsageSchema = z.enum(
  ['principal_residence', 'secondary_residence', 'rental_investment'],
  'invalid',
);
export type RealEstateUsage = z.infer<typeof realEstateUsageSchema>;

/** 0 old, 1 new (built less than five years ago, French tax sense). */
export const REAL_ESTATE_STATES = [0, 1] as const;
export const realEstateStateSchema = z.literal(REAL_ESTATE_STATES, 'invalid');
export type RealEstateState = z.infer<typeof realEstateStateSchema>;

/** Floor and rooms choices 0 to 5, where 5 means « 5 and more » (spec §9). */
export const floorSchema = z.literal(FLOOR_CHOICES, 'invalid');
export type Floor = z.infer<typeof floorSchema>;
export const roomsSchema = z.literal(ROOMS_CHOICES, 'invalid');
export type Rooms = z.infer<typeof roomsSchema>;

export const realEstateFeatureSchema = z.enum(
  ['elevator', 'garage', 'balcony', 'swimmingpool', 'terrace', 'adjoiningBuilding', 'parking', 'garden'],
  'invalid',
);
export type RealEstateFeature = z.infer<typeof realEstateFeatureSchema>;

/** Parts of a property whose condition the estimator asks about. */
export const conditionSubjectSchema = z.enum(['building', 'kitchen', 'bathroom', 'bedroom', 'isolation'], 'invalid');
export type ConditionSubject = z.infer<typeof conditionSubjectSchema>;

/** Condition of one part: 1 to renovate, 2 good, 3 renovated or new. */
export const CONDITION_LEVELS = [1, 2, 3] as const;
export const conditionLevelSchema = z.literal(CONDITION_LEVELS, 'invalid');
export type ConditionLevel = z.infer<typeof conditionLevelSchema>;

export const conditionRatingSchema = z.object({ subject: conditionSubjectSchema, level: conditionLevelSchema });
export type ConditionRating = z.infer<typeof conditionRatingSchema>;

/** Themes of the neighbourhood the estimator rates as strengths or weaknesses. */
export const neighbourhoodThemeSchema = z.enum(
  [
    'culture',
    'education',
    'food',
    'health',
    'noise',
    'pollution',
    'safety',
    'services',
    'shopping',
    'sun',
    'transportation',
  ],
  'invalid',
);
export type NeighbourhoodTheme = z.infer<typeof neighbourhoodThemeSchema>;

/** Where a property is. */
export const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  city: z.string(),
  postcode: z.string().regex(/^\d{5}$/, 'invalid'),
  /** INSEE code of the commune (5 characters, Corsica uses 2A/2B). */
  inseeCode: z.string().regex(/^(?:\d{5}|2[AB]\d{3})$/, 'invalid'),
});
export type Location = z.infer<typeof locationSchema>;

/**
 * Kind of an address search result, as GeoCodeJSON names it: a numbered address, a street, a place
 * (lieu-dit) or a whole commune. The local fallback only answers `municipality`.
 */
export const addressTypeSchema = z.enum(['housenumber', 'street', 'locality', 'municipality'], 'invalid');
export type AddressType = z.infer<typeof addressTypeSchema>;

/** A result of the address search (GET /addresses), a GeoCodeJSON feature flattened. */
export const addressSchema = locationSchema.extend({
  /** Full address as shown, e.g. « 8 Boulevard du Port 80000 Amiens ». */
  label: z.string(),
  /** Relevance given by the geocoder, 0 to 1 (the fallback's own score for a commune). */
  score: z.number().min(0).max(1),
  type: addressTypeSchema,
  /** Number in the street (« 8 », « 12 bis »); null above the address level. */
  housenumber: z.string().nullable(),
  /** Street or place name; null for a commune. */
  street: z.string().nullable(),
  /** Département number, département name and region, e.g. « 80, Somme, Hauts-de-France ». */
  context: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** Where the answer came from: the national geocoder, or the communes list when it is out of reach. */
export const addressSourceSchema = z.enum(['geoplateforme', 'communes'], 'invalid');
export type AddressSource = z.infer<typeof addressSourceSchema>;

export const addressSearchResultSchema = z.object({ addresses: z.array(addressSchema), source: addressSourceSchema });
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;

function unique<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

/**
 * Bounds of the figures a saver types (*product choice*: beyond them the value is a typing mistake, spec §5
 * "absurd values"). Surfaces are living areas in m²; a flat of 5 m² is a storage room, a house of
 * 5,000 m² a castle the estimator cannot price anyway.
 */
export const REAL_ESTATE_BOUNDS = {
  surface: { appartment: { min: 5, max: 1_000 }, house: { min: 10, max: 5_000 } },
  /** Gardens up to 100 ha (a farm's land); 0 means none. */
  gardenSurface: { max: 1_000_000 },
  /** Oldest dwellings still lived in date from the Middle Ages; not in the future. */
  constructionYear: { min: 1000 },
  /** Purchases recorded by the saver; not in the future. */
  purchaseYear: { min: 1900 },
  bathrooms: { max: 20 },
  /** Monthly rent, euros. */
  rentReceived: { max: 1_000_000 },
} as const;

/** The current year in France (the bound of construction and purchase years). */
export function currentYearInParis(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric' }).format(now));
}

const year = (min: number) =>
  z
    .number('not_a_number')
    .int('invalid')
    .min(min, 'out_of_range')
    .refine((value) => value <= currentYearInParis(), 'after_today');
const squareMetres = z.number('not_a_number').positive('must_be_positive').max(100_000, 'out_of_range');

/**
 * The checks that need two fields: the surface against the kind (a 0.01 m² flat, a 100,000 m² house), a
 * purchase before construction by more than the off-plan years (*product choice*: 5), a « new » property
 * (state 1, built less than five years ago) built long ago. Returns `[field, code]` pairs; the server runs it
 * again on the merged property after a partial update.
 */
export function realEstateConsistencyIssues(fields: {
  kind?: RealEstateKind | undefined;
  surface?: number | undefined;
  constructionYear?: number | null | undefined;
  purchaseYear?: number | null | undefined;
  state?: RealEstateState | undefined;
}): [field: 'surface' | 'purchaseYear' | 'state', code: 'out_of_range' | 'inconsistent'][] {
  const issues: ['surface' | 'purchaseYear' | 'state', 'out_of_range' | 'inconsistent'][] = [];
  if (fields.kind !== undefined && typeof fields.surface === 'number') {
    const bounds = REAL_ESTATE_BOUNDS.surface[fields.kind];
    if (fields.surface < bounds.min || fields.surface > bounds.max) issues.push(['surface', 'out_of_range']);
  }
  const built = fields.constructionYear;
  const bought = fields.purchaseYear;
  if (typeof built === 'number' && typeof bought === 'number' && bought < built - 5) issues.push(['purchaseYear', 'inconsistent']);
  if (fields.state === 1 && typeof built === 'number' && built < currentYearInParis() - 5) issues.push(['state', 'inconsistent']);
  return issues;
}

function addConsistencyIssues(fields: Parameters<typeof realEstateConsistencyIssues>[0], ctx: z.RefinementCtx): void {
  for (const [field, code] of realEstateConsistencyIssues(fields)) ctx.addIssue({ code: 'custom', path: [field], message: code });
}

/** What describes a property, as the saver enters it (manual or estimator path, spec §4). */
const realEstateFields = {
  name: requiredText(120),
  address: requiredText(255),
  location: locationSchema.nullable(),
  kind: realEstateKindSchema,
  usage: realEstateUsageSchema,
  state: realEstateStateSchema,
  /** Value the saver declares (manual path). */
  amount: positiveAmountSchema.nullable(),
  /** Price of the property itself in the deed, notary costs excluded. */
  assetPrice: positiveAmountSchema.nullable(),
  /** Total paid: price, notary costs and works. */
  purchaseAmount: positiveAmountSchema.nullable(),
  notaryCosts: positiveAmountSchema.nullable(),
  /** Monthly rent received, for a rental investment. */
  rentReceived: positiveAmountSchema.refine((value) => value <= REAL_ESTATE_BOUNDS.rentReceived.max, 'out_of_range').nullable(),
  surface: squareMetres,
  gardenSurface: z.number('not_a_number').min(0, 'must_be_positive').max(REAL_ESTATE_BOUNDS.gardenSurface.max, 'out_of_range').nullable(),
  constructionYear: year(REAL_ESTATE_BOUNDS.constructionYear.min).nullable(),
  purchaseYear: year(REAL_ESTATE_BOUNDS.purchaseYear.min).nullable(),
  floor: floorSchema.nullable(),
  rooms: roomsSchema.nullable(),
  bathrooms: z.number('not_a_number').int('invalid').min(0, 'must_be_positive').max(REAL_ESTATE_BOUNDS.bathrooms.max, 'out_of_range').nullable(),
  features: z.array(realEstateFeatureSchema).refine(unique, 'duplicate'),
  conditions: z
    .array(conditionRatingSchema)
    .refine((ratings) => unique(ratings.map((rating) => rating.subject)), 'duplicate'),
};

/** How far the estimate can be trusted: `high` a commune median of 30 sales or more, `low` a département or a wide search. */
export const reliabilityLevelSchema = z.enum(['high', 'medium', 'low'], 'invalid');
export type ReliabilityLevel = z.infer<typeof reliabilityLevelSchema>;

export const estimateReliabilitySchema = z.object({
  level: reliabilityLevelSchema,
  /** DVF sales behind the figure; null for a published city figure (its publisher gives no count). */
  sales: z.number().int().min(0).nullable(),
});
export type EstimateReliability = z.infer<typeof estimateReliabilitySchema>;

/**
 * Where the base price comes from: the commune's own sales, neighbouring communes within a radius, the
 * département, communes of similar size in the département, or the figure a big city's notaries publish.
 */
export const estimateSourceLevelSchema = z.enum(['commune', 'neighbours', 'departement', 'similarCommunes', 'bigCity'], 'invalid');
export type EstimateSourceLevel = z.infer<typeof estimateSourceLevelSchema>;

/** A commune whose sales went into the figure. */
export const estimateSourceCommuneSchema = z.object({
  /** INSEE code. */
  code: z.string(),
  name: z.string(),
  /** From the property, km. */
  distanceKm: z.number().min(0),
  sales: z.number().int().min(0),
  /** Its median for the kind of property, € / m². */
  pricePerSquareMetre: z.number().min(0),
});
export type EstimateSourceCommune = z.infer<typeof estimateSourceCommuneSchema>;

export const estimateSourceSchema = z.object({
  level: estimateSourceLevelSchema,
  /** The communes behind the figure (the ten with most sales when there are more, see `communeCount`). */
  communes: z.array(estimateSourceCommuneSchema),
  communeCount: z.number().int().min(0),
  /** Period of the sales or of the publication, in French (« ventes DVF du 15 août 2024 au 15 août 2025 »). */
  period: z.string(),
  /** Search radius of `neighbours`, km; null otherwise. */
  radiusKm: z.number().min(0).nullable(),
  /** How the figure was obtained, in French, shown as is. */
  note: z.string(),
});
export type EstimateSource = z.infer<typeof estimateSourceSchema>;

/** A factor the property's characteristics apply to the base price per m² (« Dernier étage avec ascenseur », 1.05). */
export const estimateAdjustmentSchema = z.object({
  id: z.string(),
  /** French, shown as is. */
  label: z.string(),
  multiplier: z.number().positive(),
});
export type EstimateAdjustment = z.infer<typeof estimateAdjustmentSchema>;

/** A valuation of a property by the estimator. */
export const realEstateEstimateSchema = z.object({
  low: positiveAmountSchema,
  value: positiveAmountSchema,
  high: positiveAmountSchema,
  /** Average price per square metre of comparable properties nearby (the base median). */
  pricePerSquareMetre: positiveAmountSchema,
  /** The base median times the adjustments: what the property's own m² is worth. */
  adjustedPricePerSquareMetre: positiveAmountSchema,
  reliability: estimateReliabilitySchema,
  source: estimateSourceSchema,
  /** Applied in order; their product is the total adjustment. */
  adjustments: z.array(estimateAdjustmentSchema),
  /** What the saver paid (price in the deed) placed on 1 July of the purchase year; null when unknown. */
  purchase: z.object({ timestampMs: timestampMsSchema, price: positiveAmountSchema }).nullable(),
  /** Estimated value over time, along the INSEE housing price index. */
  history: historySchema,
  /** Themes the product has data for and that favour / weigh on the property (today always empty). */
  strengths: z.array(neighbourhoodThemeSchema),
  weaknesses: z.array(neighbourhoodThemeSchema),
  /**
   * The themes of spec §3 the product holds no data for, so it says nothing about them rather than invent
   * (today all eleven). The UI says so in words.
   */
  themesWithoutData: z.array(neighbourhoodThemeSchema),
  estimatedAt: dateTimeSchema,
});
export type RealEstateEstimate = z.infer<typeof realEstateEstimateSchema>;

/** Why a located property has no estimate: its commune is unknown, or no comparable sale is known around it. */
export const estimateRefusalSchema = z.enum(['unknown_commune', 'no_comparable_sales'], 'invalid');
export type EstimateRefusal = z.infer<typeof estimateRefusalSchema>;

/** A loan linked to the property: the part of the loan that financed it and when. */
export const realEstateLoanSchema = z.object({
  /** The loan's portfolio (kind `loan`). */
  portfolioId: idSchema,
  name: z.string(),
  /** Part of the loan that financed this property. */
  amount: positiveAmountSchema,
  date: dateSchema,
  /** Capital still owed on the loan today (null when the bank does not say). */
  remainingAmount: amountSchema.nullable(),
});
export type RealEstateLoan = z.infer<typeof realEstateLoanSchema>;

/**
 * Net equity: the value retained minus the capital still owed on the linked loans (spec: the loan's
 * remaining capital comes off the property). The one definition, used by the API to fill `netEquity`.
 */
export function netEquityOf(currentAmount: number, loans: readonly Pick<RealEstateLoan, 'remainingAmount'>[]): number {
  const owed = loans.reduce((sum, loan) => sum + Math.abs(loan.remainingAmount ?? 0), 0);
  return Math.round((currentAmount - owed) * 100) / 100;
}

/** Gross yearly rental yield: twelve months of rent over the value retained; null without rent or value. */
export function grossRentalYieldOf(rentReceived: number | null, currentAmount: number): number | null {
  if (rentReceived === null || rentReceived <= 0 || currentAmount <= 0) return null;
  return (rentReceived * 12) / currentAmount;
}

/** A saver's property. */
export const realEstateSchema = z.object({
  id: idSchema,
  /** The portfolio (category real_estate) that carries it in the wealth. */
  portfolioId: idSchema,
  ...realEstateFields,
  /** Value retained today: the last estimate, else the declared amount. */
  currentAmount: amountSchema,
  estimate: realEstateEstimateSchema.nullable(),
  /** Set when the property is located but the estimator could not value it. */
  estimateRefusal: estimateRefusalSchema.nullable(),
  /** Loans linked to this property, oldest link first. */
  loans: z.array(realEstateLoanSchema),
  /** `netEquityOf(currentAmount, loans)`. */
  netEquity: amountSchema,
  /** `grossRentalYieldOf(rentReceived, currentAmount)`: 0.045 = 4,5 % a year. */
  grossRentalYield: ratioSchema.nullable(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type RealEstate = z.infer<typeof realEstateSchema>;

const requiredWhenManual = (input: { amount?: number | null | undefined; location?: unknown }): boolean =>
  (input.amount !== null && input.amount !== undefined) || (input.location !== null && input.location !== undefined);

/**
 * POST /users/me/real_estates `{ realEstate }`. Either the saver states a value (manual path) or the
 * property is located so the estimator can value it (spec §5 "Real estate requires fields filled").
 */
export const realEstateInputSchema = z
  .object({
    ...realEstateFields,
    amount: realEstateFields.amount.optional(),
    assetPrice: realEstateFields.assetPrice.optional(),
    purchaseAmount: realEstateFields.purchaseAmount.optional(),
    notaryCosts: realEstateFields.notaryCosts.optional(),
    rentReceived: realEstateFields.rentReceived.optional(),
    gardenSurface: realEstateFields.gardenSurface.optional(),
    constructionYear: realEstateFields.constructionYear.optional(),
    purchaseYear: realEstateFields.purchaseYear.optional(),
    floor: realEstateFields.floor.optional(),
    rooms: realEstateFields.rooms.optional(),
    bathrooms: realEstateFields.bathrooms.optional(),
    features: realEstateFields.features.default([]),
    conditions: realEstateFields.conditions.default([]),
  })
  .refine(requiredWhenManual, { message: 'missing_fields', path: ['amount'] })
  .superRefine(addConsistencyIssues);
export type RealEstateInput = z.input<typeof realEstateInputSchema>;

/**
 * Any subset of a property's fields (PUT /real_estates/{id}). The two-field checks run here on what is sent
 * and again on the server on the merged property.
 */
export const realEstateUpdateSchema = z.object(realEstateFields).partial().superRefine(addConsistencyIssues);
export type RealEstateUpdate = z.infer<typeof realEstateUpdateSchema>;

const realEstateUpdateFields = z.object(realEstateFields).partial();

/**
 * PUT /real_estates/{id} takes the fields wrapped in `{ realEstate }` or bare (spec §7), not both. One object
 * rather than a union: a union would let `{ realEstate: { surface: -1 } }` through as an empty bare update
 * (zod drops the unknown key), and a failed union names no field.
 */
export const realEstateUpdateBodySchema = realEstateUpdateFields
  .extend({ realEstate: realEstateUpdateSchema.optional() })
  .superRefine((body, ctx) => {
    const { realEstate, ...bare } = body;
    if (realEstate !== undefined && Object.values(bare).some((value) => value !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['realEstate'], message: 'invalid' });
    }
    if (realEstate === undefined) addConsistencyIssues(bare, ctx);
  });
export type RealEstateUpdateBody = z.infer<typeof realEstateUpdateBodySchema>;

/** The fields of an update, wrapped or bare. */
export function realEstateUpdateOf(body: RealEstateUpdateBody): RealEstateUpdate {
  const { realEstate, ...bare } = body;
  return realEstate ?? bare;
}

/** POST /real_estates/{id}/estimate: optional characteristics entered by hand to estimate with. */
export const realEstateEstimateInputSchema = realEstateUpdateSchema;
export type RealEstateEstimateInput = z.infer<typeof realEstateEstimateInputSchema>;

