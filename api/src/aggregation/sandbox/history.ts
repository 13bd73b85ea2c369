import { dayOf, isoOf } from './calendar';

/**
 * Shared helpers of the sandbox's account builders: the display start of histories and a cache of ISO
 * dates (a customer's histories name tens of thousands of days; converting each once is enough).
 */

/** Values are never shown before this date (spec §9's date range minimum; `HISTORY_FROM` of the universe). */
export const SANDBOX_HISTORY_FROM = '2017-01-01';
/** Day number of `SANDBOX_HISTORY_FROM`. */
export const HISTORY_FROM_DAY = dayOf(SANDBOX_HISTORY_FROM);

const BASE_DAY = dayOf('1990-01-01');
const isoCache: string[] = [];

/** ISO date of a day number, cached. */
export function iso(day: number): string {
  const index = day - BASE_DAY;
  if (index < 0) return isoOf(day);
  let value = isoCache[index];
  if (value === undefined) {
    value = isoOf(day);
    isoCache[index] = value;
  }
  return value;
}

/** Collects a daily history from its first shown day: call `record` for every day in order. */
export class HistoryRecorder {
  readonly points: [string, number][] = [];
  constructor(private readonly fromDay: number) {}

  /** Records the value of `day` if it is shown (on or after the display start). */
  record(day: number, value: number): void {
    if (day >= this.fromDay) this.points.push([iso(day), Math.round(value * 100) / 100]);
  }
}

/** First shown day of a contract opened on `openingDay`. */
export function historyStartDay(openingDay: number): number {
  return Math.max(openingDay, HISTORY_FROM_DAY);
}
