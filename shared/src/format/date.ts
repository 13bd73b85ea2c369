import type { NotificationGroup } from '../schemas/notification';

/**
 * fr-FR date formatting (spec §9), built on `Intl`, always in the Paris time zone so the server, the
 * tests and every browser print the same day for the same instant.
 */

const LOCALE = 'fr-FR';
const TIME_ZONE = 'Europe/Paris';

/** A date as the contract carries it (ISO string), a timestamp in milliseconds, or a `Date`. */
export type DateInput = Date | string | number;

/** Named date formats of the interface. */
export const DATE_FORMATS = {
  /** 21/11/2025 */
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 21 novembre 2025 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 2025 */
  year: { year: 'numeric' },
  /** novembre */
  month: { month: 'long' },
  /** novembre 2025 */
  monthYear: { month: 'long', year: 'numeric' },
  /** vendredi 21 novembre */
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  /** 14:05 */
  time: { hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Date label formats of chart axes and tooltips. */
export const CHART_DATE_FORMATS = {
  /** 21 nov. 2025 */
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  /** nov. 2025 */
  monthYear: { month: 'short', year: 'numeric' },
  /** 2025 */
  year: { year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type ChartDateFormat = keyof typeof CHART_DATE_FORMATS;

const cache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE });
    cache.set(key, format);
  }
  return format;
}

/** Turns any accepted input into a `Date`; throws on an unreadable one rather than print « Invalid Date ». */
export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(input)}`);
  return date;
}

/**
 * A date in one of the named formats.
 *
 * @example
 * formatDate('2025-11-21T13:05:00Z', 'long'); // '21 novembre 2025'
 * formatDate('2025-11-21T13:05:00Z', 'time'); // '14:05'
 */
export function formatDate(input: DateInput, format: DateFormat = 'short'): string {
  return dateTimeFormat(DATE_FORMATS[format]).format(toDate(input));
}

/**
 * A chart date label.
 *
 * @example
 * formatChartDate(Date.UTC(2025, 10, 21), 'monthYear'); // 'nov. 2025'
 */
export function formatChartDate(input: DateInput, format: ChartDateFormat): string {
  return dateTimeFormat(CHART_DATE_FORMATS[format]).format(toDate(input));
}

const DAY_MS = 86_400_000;

/** The chart label format that suits a period: days up to 3 months, months up to 3 years, then years. */
export function chartDateFormatFor(fromInput: DateInput, toInput: DateInput): ChartDateFormat {
  const span = Math.abs(toDate(toInput).getTime() - toDate(fromInput).getTime());
  if (span <= 92 * DAY_MS) return 'dayMonthYear';
  if (span <= 3 * 366 * DAY_MS) return 'monthYear';
  return 'year';
}

/**
 * The calendar day of an instant in Paris, as an ISO date (`2025-11-21`). Taken apart from the `short` format
 * (`21/11/2025`, the same cached formatter): no second locale's data for the browser to load.
 */
export function parisDay(input: DateInput): string {
  const parts = dateTimeFormat(DATE_FORMATS.short).formatToParts(toDate(input));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function dayNumber(isoDay: string): number {
  return Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
}

/** Group of a notification in the notification centre (spec §3), from its date and now. */
export function notificationGroupOf(
  createdAt: DateInput,
  now: DateInput = new Date(),
): NotificationGroup {
  const day = parisDay(createdAt);
  const today = parisDay(now);
  const age = dayNumber(today) - dayNumber(day);
  if (age <= 0) return 'today';
  if (age === 1) return 'yesterday';
  // Weeks start on Monday in France; getUTCDay of a UTC-midnight date is that day's weekday.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  if (age <= weekday) return 'thisWeek';
  if (day.slice(0, 7) === today.slice(0, 7)) return 'thisMonth';
  return 'older';
}
