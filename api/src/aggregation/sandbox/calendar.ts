/**
 * Calendar arithmetic of the sandbox on day numbers (days since 1970-01-01, UTC): a customer's histories
 * walk thousands of days, and integers are much cheaper to step through than `Date` objects. ISO dates
 * (`YYYY-MM-DD`) appear only at the edges.
 */

const MS_PER_DAY = 86_400_000;

/** Day number of an ISO date. */
export function dayOf(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
}

/** ISO date of a day number. */
export function isoOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The ISO date (UTC) of an instant: "today" for the sandbox. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Year, month (1–12) and day of month of a day number. */
export function partsOf(day: number): { year: number; month: number; date: number } {
  const value = new Date(day * MS_PER_DAY);
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, date: value.getUTCDate() };
}

/** Day number of a calendar date; a day of month past its end rolls back to the last day of that month. */
export function dayFromParts(year: number, month: number, date: number): number {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Math.floor(Date.UTC(year, month - 1, Math.min(date, last)) / MS_PER_DAY);
}

/** Adds whole months to an ISO date, keeping the day of month where it exists (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  return isoOf(dayFromParts(Math.floor(index / 12), (index % 12) + 1, date));
}

/** Whole months from `from` to `to` (ISO dates): how many monthly instalments fell due in between. */
export function monthsBetween(from: string, to: string): number {
  const [y1, m1, d1] = from.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = to.split('-').map(Number) as [number, number, number];
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/** Saturday or Sunday (markets closed, no card payments drawn on those days by the sandbox). */
export function isWeekend(day: number): boolean {
  // 1970-01-01 was a Thursday: day 2 is a Saturday.
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday === 0 || weekday === 6;
}
