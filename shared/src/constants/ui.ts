/**
 * Interface constants and limits.
 */

/** Spec §2 and §9: private mode shows five stars instead of an amount. */
export const MASKED_AMOUNT = '*****';

/** Spec §2 and §9: default toast timeout, in milliseconds. */
export const TOAST_TIMEOUT_MS = 8000;

/** Spec §2 and §9: chunk load timeout of lazily loaded screens, in milliseconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Spec §5 and §9: largest CSV client import, in bytes (2 MB). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

/** Spec §5: the client import accepts only this extension. */
export const CSV_EXTENSION = '.csv';

/** Spec §5 and §9: earliest date of the date range picker. */
export const DATE_RANGE_MIN = '2017-01-01';

/** Spec §5: the date range picker ends tomorrow, as an ISO date (calendar of Paris). */
export function dateRangeMax(now: Date = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return tomorrow.toISOString().slice(0, 10);
}

/** Spec §3 and §9: floor choices of a property, 0 (ground floor) to 5, the last meaning « 5 and more ». */
export const FLOOR_CHOICES = [0, 1, 2, 3, 4, 5] as const;

/** Spec §3 and §9: rooms choices of a property, 0 to 5, the last meaning « 5 and more ». */
export const ROOMS_CHOICES = [0, 1, 2, 3, 4, 5] as const;

/** Spec §9: investment search defaults. */
export const INVESTMENT_SEARCH_LIMIT = 10;
export const INVESTMENT_SEARCH_PAGE = 1;

/** Spec §9: version marker logged at start. */
export const APP_VERSION = '0.9.6';
