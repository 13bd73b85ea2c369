import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  grossRentalYieldOf,
  netEquityOf,
  realEstateConsistencyIssues,
  resolveBrand,
  type BrandFeatures,
  type ErrorCode,
  type EstimateRefusal,
  type RealEstate,
  type RealEstateEstimate,
  type RealEstateInput,
  type RealEstateUpdate,
} from '@patrimo/shared';
import type { Database } from '../db/client';
import { insertDailyValues } from '../db/bulk-insert';
import { loans, portfolios, portfolioValues, realEstateLoans, realEstates } from '../db/schema';
import { estimateInputOf, estimateProperty, isEstimateRefusal, type EstimatedRealEstate } from '../engines/property/property-estimate';
import { loadPropertyData } from '../engines/property/property-data';
import type { AppDeps } from '../http/deps';
import { ApiError, fieldErrors } from '../http/errors';
import { owned } from '../http/ownership';
import { dateToTimestampMs } from '../market/series';
import { HISTORY_START } from '../portfolios/portfolio-store';

/**
 * A saver's properties (issue 14): stored in `real_estates` (what the saver typed, the last estimate), carried in
 * the wealth by a portfolio of category `real_estate` with the same id, whose amount is the value retained and
 * whose daily values are the estimate's history (or the declared value from the day it was declared).
 */

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
type Reader = Pick<Database, 'select'>;
type Row = typeof realEstates.$inferSelect;

/** The stored fields of a property (the shared schema's, completed). */
export type StoredFields = Omit<
  RealEstate,
  'id' | 'portfolioId' | 'currentAmount' | 'estimate' | 'estimateRefusal' | 'loans' | 'netEquity' | 'grossRentalYield' | 'createdAt' | 'updatedAt'
>;

const NULLABLE_FIELDS = [
  'amount',
  'assetPrice',
  'purchaseAmount',
  'notaryCosts',
  'rentReceived',
  'gardenSurface',
  'constructionYear',
  'purchaseYear',
  'floor',
  'rooms',
  'bathrooms',
] as const;

/** A new property's fields: what is not given is null (or an empty list). */
export function fieldsOfInput(input: RealEstateInput): StoredFields {
  const fields = { ...input } as Record<string, unknown>;
  for (const key of NULLABLE_FIELDS) fields[key] ??= null;
  fields.features ??= [];
  fields.conditions ??= [];
  return fields as StoredFields;
}

/** The brand of the request must have the feature on (spec §6): else 403 `feature_disabled`. */
export function requireFeature(request: FastifyRequest, deps: AppDeps, feature: keyof Pick<BrandFeatures, 'realEstate' | 'realEstateEstimator'>): void {
  const brand = resolveBrand(request.hostname, deps.config.defaultBrand);
  if (!brand.features.realEstate || !brand.features[feature]) throw new ApiError(403, 'feature_disabled');
}

/** Today in France, `YYYY-MM-DD`. */
export function parisDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/** The two-field checks of the shared schema, on the property as it will be; 400 with the fields. */
export function checkConsistency(fields: StoredFields): void {
  const issues = realEstateConsistencyIssues(fields);
  if (issues.length > 0) {
    const errors: Record<string, ErrorCode[]> = {};
    for (const [field, code] of issues) (errors[field] ??= []).push(code);
    throw fieldErrors(errors);
  }
  // Spec §5 "Real estate requires fields filled": a value, or a location the estimator can value.
  if (fields.amount === null && fields.location === null) throw fieldErrors({ amount: ['missing_fields'] }, 'missing_fields');
}

export type EstimateOutcome = { estimate: RealEstateEstimate; refusal: null } | { estimate: null; refusal: EstimateRefusal | null };

/** The estimator's answer for the property (null when it is not located), in the contract's shape. */
export function estimateOf(root: string, fields: EstimatedRealEstate, today: string): EstimateOutcome {
  const input = estimateInputOf(fields, today);
  if (!input) return { estimate: null, refusal: null };
  const result = estimateProperty(input, loadPropertyData(root).data);
  if (isEstimateRefusal(result)) {
    const refusal: EstimateRefusal = result.error === 'unknown_commune' ? 'unknown_commune' : 'no_comparable_sales';
    return { estimate: null, refusal };
  }
  return {
    estimate: {
      low: result.low,
      value: result.value,
      high: result.high,
      pricePerSquareMetre: result.pricePerSquareMetre,
      adjustedPricePerSquareMetre: result.adjustedPricePerSquareMetre,
      reliability: result.reliability,
      source: result.source,
      adjustments: result.adjustments.map(({ id, label, multiplier }) => ({ id, label, multiplier })),
      purchase: result.purchase,
      history: result.history,
      strengths: result.strengths,
      weaknesses: result.weaknesses,
      // The product holds no neighbourhood data: every theme it says nothing about is named (ENGINES.md).
      themesWithoutData: result.themesWithoutData,
      estimatedAt: result.estimatedAt,
    },
    refusal: null,
  };
}

/** The value retained: the last estimate, else the declared amount, else 0. */
export function currentAmountOf(fields: Pick<StoredFields, 'amount'>, estimate: RealEstateEstimate | null): number {
  return estimate?.value ?? fields.amount ?? 0;
}

/**
 * The daily values of the property's portfolio, from 2017-01-01 (or the first point) to today: each day the
 * last point of the estimate's history on or before it (the INSEE index is quarterly), so the wealth series
 * reads one value a day like any synchronised contract. Without an estimate, the declared value from today.
 */
export function dailyValues(history: readonly (readonly [number, number])[], today: string, fallback: number): { date: string; value: number }[] {
  const todayMs = dateToTimestampMs(today);
  const points = history.filter(([time]) => time <= todayMs);
  if (points.length === 0) return [{ date: today, value: fallback }];
  const startMs = Math.max(dateToTimestampMs(HISTORY_START), points[0]?.[0] ?? todayMs);
  const rows: { date: string; value: number }[] = [];
  let index = 0;
  for (let time = startMs; time <= todayMs; time += 86_400_000) {
    while (index + 1 < points.length && (points[index + 1]?.[0] ?? Infinity) <= time) index += 1;
    const point = points[index];
    if (point && point[0] <= time) rows.push({ date: new Date(time).toISOString().slice(0, 10), value: Math.round(point[1] * 100) / 100 });
  }
  if (rows.at(-1)?.date !== today) rows.push({ date: today, value: fallback });
  return rows;
}

/** Rewrites the property's portfolio amount and values after a change of value. */
async function storeValues(db: Writer, id: string, name: string, amount: number, estimate: RealEstateEstimate | null, today: string, now: Date): Promise<void> {
  await db.update(portfolios).set({ name, amount, updatedAt: now }).where(eq(portfolios.id, id));
  await db.delete(portfolioValues).where(eq(portfolioValues.portfolioId, id));
  const rows = dailyValues(estimate?.history ?? [], today, amount).map((row) => [row.date, row.value] as const);
  // In batches with a turn of the event loop between them: on the embedded engine (PGlite, in this process) one
  // insert of the ~3,500 daily values held every other request for about 400 ms.
  for (let start = 0; start < rows.length; start += VALUE_BATCH) {
    if (start > 0) await nextTurn();
    await insertDailyValues(db, id, rows.slice(start, start + VALUE_BATCH));
  }
}

/** Daily values written per insert (see `storeValues`). */
const VALUE_BATCH = 250;

/** Creates the property and the portfolio that carries it; answers its id. */
export async function createRealEstate(
  db: Writer,
  input: {
    userId: string;
    fields: StoredFields;
    root: string;
    now: Date;
    /** The bank account the property belongs to (the demonstration's home goes with the demonstration account). */
    account?: { accountId: string; externalId: string };
  },
): Promise<string> {
  const today = parisDate(input.now);
  const outcome = estimateOf(input.root, input.fields, today);
  const amount = currentAmountOf(input.fields, outcome.estimate);
  const [portfolio] = await db
    .insert(portfolios)
    .values({ userId: input.userId, ...(input.account ?? {}), name: input.fields.name, kind: 'other', category: 'real_estate', type: 'asset', amount, openingDate: today })
    .returning({ id: portfolios.id });
  const id = owned(portfolio).id;
  await db.insert(realEstates).values({ id, userId: input.userId, fields: input.fields, estimate: outcome.estimate, estimateRefusal: outcome.refusal, createdAt: input.now, updatedAt: input.now });
  await storeValues(db, id, input.fields.name, amount, outcome.estimate, today, input.now);
  return id;
}

/** The saver's property row, locked for a write; 404 when it is not theirs. */
export async function ownRealEstate(db: Writer, userId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(realEstates)
    .where(and(eq(realEstates.id, id), eq(realEstates.userId, userId)))
    .limit(1)
    .for('update');
  return owned(row);
}

/**
 * Applies an update (or the manual data of POST …/estimate): the fields merged, checked whole, and the property
 * re-estimated when it is located (a property no longer located loses its estimate, and its value falls back
 * to the declared amount).
 */
export async function updateRealEstate(db: Writer, input: { userId: string; id: string; update: RealEstateUpdate; root: string; now: Date }): Promise<EstimateOutcome> {
  const row = await ownRealEstate(db, input.userId, input.id);
  const given = Object.fromEntries(Object.entries(input.update).filter(([, value]) => value !== undefined));
  const fields = { ...(row.fields as StoredFields), ...given } as StoredFields;
  checkConsistency(fields);
  const today = parisDate(input.now);
  const outcome = estimateOf(input.root, fields, today);
  const amount = currentAmountOf(fields, outcome.estimate);
  await db.update(realEstates).set({ fields, estimate: outcome.estimate, estimateRefusal: outcome.refusal, updatedAt: input.now }).where(eq(realEstates.id, row.id));
  await storeValues(db, row.id, fields.name, amount, outcome.estimate, today, input.now);
  return outcome;
}

/** Deletes the property, its portfolio and values, and its loan links (the loans stay, financing nothing). */
export async function deleteRealEstate(db: Writer, userId: string, id: string): Promise<void> {
  const row = await ownRealEstate(db, userId, id);
  await db.update(portfolios).set({ realEstateId: null }).where(and(eq(portfolios.userId, userId), eq(portfolios.realEstateId, row.id)));
  await db.delete(portfolios).where(eq(portfolios.id, row.id));
}

/** The saver's properties (all, or one), in the contract's shape, oldest first. */
export async function loadRealEstates(db: Reader, userId: string, id?: string): Promise<RealEstate[]> {
  const rows = await db
    .select({ property: realEstates, portfolio: portfolios })
    .from(realEstates)
    .innerJoin(portfolios, eq(portfolios.id, realEstates.id))
    .where(and(eq(realEstates.userId, userId), ...(id !== undefined ? [eq(realEstates.id, id)] : [])))
    .orderBy(asc(realEstates.createdAt), asc(realEstates.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ link: realEstateLoans, name: portfolios.name, remaining: loans.remainingCapital })
    .from(realEstateLoans)
    .innerJoin(portfolios, eq(portfolios.id, realEstateLoans.loanId))
    .leftJoin(loans, eq(loans.portfolioId, realEstateLoans.loanId))
    .where(inArray(realEstateLoans.realEstateId, rows.map((row) => row.property.id)))
    .orderBy(asc(realEstateLoans.date), asc(realEstateLoans.loanId));
  return rows.map(({ property, portfolio }) => {
    const fields = property.fields as StoredFields;
    const propertyLoans = links
      .filter(({ link }) => link.realEstateId === property.id)
      .map(({ link, name, remaining }) => ({ portfolioId: link.loanId, name, amount: link.amount, date: link.date, remainingAmount: remaining }));
    return {
      id: property.id,
      portfolioId: property.id,
      ...fields,
      currentAmount: portfolio.amount,
      estimate: property.estimate,
      estimateRefusal: property.estimateRefusal,
      loans: propertyLoans,
      netEquity: netEquityOf(portfolio.amount, propertyLoans),
      grossRentalYield: grossRentalYieldOf(fields.rentReceived, portfolio.amount),
      createdAt: property.createdAt.toISOString(),
      updatedAt: property.updatedAt.toISOString(),
    };
  });
}

/** One of the subject's properties; 404 `not_found` for an unknown id or another user's. */
export async function loadRealEstate(db: Reader, userId: string, id: string): Promise<RealEstate> {
  const [property] = await loadRealEstates(db, userId, id);
  return owned(property);
}
