import { MASKED_AMOUNT } from '../constants/ui';

/**
 * fr-FR number formatting (spec §9), built on `Intl`. Node and browsers with full ICU separate
 * thousands with a narrow no-break space (U+202F) and put a no-break space (U+00A0) before `€` and `%`.
 * Negative zero (a rounded -0,001) prints without a sign: « -0,00 € » would read as a loss.
 */

const LOCALE = 'fr-FR';

// Building an Intl formatter costs far more than using one: keep one per set of options.
const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    cache.set(key, format);
  }
  return format;
}

export interface CurrencyOptions {
  /** No decimals (dashboards, charts); otherwise always two. @default false */
  concise?: boolean;
  /** Show a sign on positive values too, for variations. @default false */
  signed?: boolean;
  /** Private mode: return the mask instead of the amount. @default false */
  masked?: boolean;
}

/**
 * An amount of euros.
 *
 * @example
 * formatCurrency(1234.5); // '1 234,50 €'
 * formatCurrency(1234.5, { concise: true }); // '1 235 €'
 */
export function formatCurrency(value: number, options: CurrencyOptions = {}): string {
  if (options.masked) return maskAmount();
  const digits = options.concise ? 0 : 2;
  return numberFormat({
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: options.signed ? 'exceptZero' : 'negative',
  }).format(value);
}

export interface PercentOptions {
  /** Show a sign on positive values too, for performances. @default false */
  signed?: boolean;
}

/**
 * A ratio as a percentage, up to 2 decimals (1 means 100 %).
 *
 * @example
 * formatPercent(0.12345); // '12,35 %'
 */
export function formatPercent(ratio: number, options: PercentOptions = {}): string {
  return numberFormat({
    style: 'percent',
    maximumFractionDigits: 2,
    signDisplay: options.signed ? 'exceptZero' : 'negative',
  }).format(ratio);
}

/**
 * A number of fund shares (parts), up to 4 decimals.
 *
 * @example
 * formatParts(12.345678); // '12,3457'
 */
export function formatParts(value: number): string {
  return numberFormat({ maximumFractionDigits: 4, signDisplay: 'negative' }).format(value);
}

export interface NotationOptions {
  /** Add the euro sign. @default false */
  currency?: boolean;
}

/**
 * A compact number for chart axes and tight spaces, up to 2 decimals.
 *
 * @example
 * formatNotation(1234567); // '1,23 M'
 * formatNotation(1234567, { currency: true }); // '1,23 M €'
 */
export function formatNotation(value: number, options: NotationOptions = {}): string {
  return numberFormat({
    notation: 'compact',
    maximumFractionDigits: 2,
    signDisplay: 'negative',
    ...(options.currency ? { style: 'currency', currency: 'EUR' } : {}),
  }).format(value);
}

/** What private mode shows instead of any amount: five stars (spec §2). */
export function maskAmount(): string {
  return MASKED_AMOUNT;
}
