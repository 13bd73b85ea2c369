import { z } from 'zod';
import {
  amountSchema,
  dateTimeSchema,
  historySchema,
  idSchema,
  positiveAmountSchema,
  requiredText,
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

/** A result of the address search (GET /addresses). */
export const addressSchema = locationSchema.extend({
  /** Full address as shown, e.g. « 8 Boulevard du Port 80000 Amiens ». */
  label: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressSearchResultSchema = z.object({ addresses: z.array(addressSchema) });
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;

function unique<T>(items: readonly T[]): boolean {
  return new Set(items).size === items.length;
}

const year = z.number('not_a_number').int('invalid').min(1000, 'out_of_range').max(2100, 'out_of_range');
const squareMetres = z.number('not_a_number').positive('must_be_positive').max(100_000, 'out_of_range');

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
  rentReceived: positiveAmountSchema.nullable(),
  surface: squareMetres,
  gardenSurface: z.number('not_a_number').min(0, 'must_be_positive').nullable(),
  constructionYear: year.nullable(),
  purchaseYear: year.nullable(),
  floor: floorSchema.nullable(),
  rooms: roomsSchema.nullable(),
  bathrooms: z.number('not_a_number').int('invalid').min(0, 'must_be_positive').max(20, 'out_of_range').nullable(),
  features: z.array(realEstateFeatureSchema).refine(unique, 'duplicate'),
  conditions: z
    .array(conditionRatingSchema)
    .refine((ratings) => unique(ratings.map((rating) => rating.subject)), 'duplicate'),
};

/** A valuation of a property by the estimator. */
export const realEstateEstimateSchema = z.object({
  low: positiveAmountSchema,
  value: positiveAmountSchema,
  high: positiveAmountSchema,
  /** Average price per square metre of comparable properties nearby. */
  pricePerSquareMetre: positiveAmountSchema,
  /** Estimated value over time. */
  history: historySchema,
  strengths: z.array(neighbourhoodThemeSchema),
  weaknesses: z.array(neighbourhoodThemeSchema),
  estimatedAt: dateTimeSchema,
});
export type RealEstateEstimate = z.infer<typeof realEstateEstimateSchema>;

/** A saver's property. */
export const realEstateSchema = z.object({
  id: idSchema,
  /** The portfolio (category real_estate) that carries it in the wealth. */
  portfolioId: idSchema,
  ...realEstateFields,
  /** Value retained today: the last estimate, else the declared amount. */
  currentAmount: amountSchema,
  estimate: realEstateEstimateSchema.nullable(),
  /** Loans (portfolio ids) linked to this property. */
  loanIds: z.array(idSchema),
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
  .refine(requiredWhenManual, { message: 'missing_fields', path: ['amount'] });
export type RealEstateInput = z.input<typeof realEstateInputSchema>;

/** Any subset of a property's fields (PUT /real_estates/{id}). */
export const realEstateUpdateSchema = z.object(realEstateFields).partial();
export type RealEstateUpdate = z.infer<typeof realEstateUpdateSchema>;

/** PUT /real_estates/{id} takes the fields wrapped in `{ realEstate }` or bare (spec §7). */
export const realEstateUpdateBodySchema = z.union([
  z.object({ realEstate: realEstateUpdateSchema }),
  realEstateUpdateSchema,
]);
export type RealEstateUpdateBody = z.infer<typeof realEstateUpdateBodySchema>;

/** POST /real_estates/{id}/estimate: optional characteristics entered by hand to estimate with. */
export const realEstateEstimateInputSchema = realEstateUpdateSchema;
export type RealEstateEstimateInput = z.infer<typeof realEstateEstimateInputSchema>;

