import { z } from 'zod';

/**
 * Building blocks shared by every domain schema.
 *
 * Custom checks carry an error code of spec §8 as their message (`'invalid'`, `'after_today'`…), so
 * the server can turn a failed parse into `{ errors: { field: [code] } }` and the UI into French text
 * without a second mapping (see `errors/from-zod.ts`).
 */

/** Identifier of a stored entity (users, portfolios, accounts, real estates…). */
export const idSchema = z.uuid('invalid');
export type Id = z.infer<typeof idSchema>;

/** `{userId}` of spec §7: a user id, or the alias `me` for the signed-in saver. */
export const userIdParamSchema = z.union([z.literal('me'), idSchema]);
export type UserIdParam = z.infer<typeof userIdParamSchema>;

function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  // Binary floats make 1234.56 * 100 = 123456.00000000001: compare with a tolerance, not equality. The float's
  // own error grows with the amount (a firm's assets in billions): the tolerance follows it, far below a cent.
  return Math.abs(cents - Math.round(cents)) < 1e-6 + Math.abs(cents) * Number.EPSILON * 4;
}

/** Amounts beyond a thousand billion euros are typing mistakes (and would overflow the stored numeric(16,2)). */
export const MAX_AMOUNT = 1e12;

/**
 * An amount of euros with at most two decimals (whole cents). Storage uses integer cents; the
 * contract carries euros because that is what every screen shows. May be negative (overdrafts).
 */
export const amountSchema = z
  .number('not_a_number')
  .refine(hasAtMostTwoDecimals, 'invalid')
  .refine((value) => Math.abs(value) < MAX_AMOUNT, 'out_of_range');
export type Amount = z.infer<typeof amountSchema>;

/** An amount of euros that cannot be negative (prices, deposits, goals). */
export const positiveAmountSchema = amountSchema.refine((value) => value >= 0, 'must_be_positive');

/** A ratio where 1 means 100 % (shares, rates, performances). Performances may be negative. */
export const ratioSchema = z.number('not_a_number');
export type Ratio = z.infer<typeof ratioSchema>;

/** A share of a whole, between 0 and 1 inclusive. */
export const shareSchema = z.number('not_a_number').min(0, 'must_be_positive').max(1, 'out_of_range');

/** ISO 8601 date and time, `Z` or with an offset (e.g. `2025-11-21T13:05:00.000Z`). */
export const dateTimeSchema = z.iso.datetime({ offset: true, message: 'invalid' });
export type DateTime = z.infer<typeof dateTimeSchema>;

/** ISO 8601 calendar date (e.g. `2025-11-21`). */
export const dateSchema = z.iso.date('invalid');
export type IsoDate = z.infer<typeof dateSchema>;

/** Milliseconds since the Unix epoch, the x of every chart series. */
export const timestampMsSchema = z.number().int();

/** One point of a series: `[timestampMs, value]`. */
export const historyPointSchema = z.tuple([timestampMsSchema, z.number()]);
export type HistoryPoint = z.infer<typeof historyPointSchema>;

/** A time series, oldest point first. */
export const historySchema = z.array(historyPointSchema);
export type History = z.infer<typeof historySchema>;

/** ISO 4217 currency code; the product shows euros (spec §1) but aggregated accounts may hold others. */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'invalid');
export type Currency = z.infer<typeof currencySchema>;

/**
 * Feature flags: name → enabled (spec §6: from the advisor profile, else the user profile). Names are
 * camelCase (`realEstate`, `cDebtRatio`): as object keys they go through the wire conversion.
 */
export const featuresSchema = z.record(z.string(), z.boolean());
export type Features = z.infer<typeof featuresSchema>;

/** Answer of every call that has nothing to say but "done" (e.g. POST /oauth/revoke → `{}`). */
export const emptyResponseSchema = z.object({});
export type EmptyResponse = z.infer<typeof emptyResponseSchema>;

/** Check options for "must not be empty": stops there, so an empty value reports only « blank ». */
export const mustNotBeBlank = { message: 'blank', abort: true } as const;

/** A required text field: a missing value and an empty one both read « blank » to the saver. */
export function requiredText(max = 255) {
  return z.string('blank').trim().min(1, mustNotBeBlank).max(max, 'too_long');
}

/** An optional free-text field that the API stores as `null` when empty. */
export function nullableText(max = 255) {
  return z.string().trim().max(max, 'too_long').nullable();
}

/** A query-string page number, 1-based (spec §7: notifications and transactions pages start at 1). */
export const pageQuerySchema = z.coerce.number('not_a_number').int('invalid').min(1, 'out_of_range').default(1);

/** A query-string `from` bound of a series (optional, spec §7 "optional from"). */
export const fromQuerySchema = z.object({ from: dateSchema.optional() });

/** Pagination facts returned next to a page of items. */
export const paginationMetaSchema = z.object({
  page: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/**
 * A list passed in a query string. It arrives either once as `a,b` or repeated (`?k=a&k=b`, which
 * the server's query parser turns into an array); both become an array of valid items.
 */
export function queryListSchema<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter((part) => part !== ''))
    .pipe(z.array(item));
}
