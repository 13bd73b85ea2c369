/**
 * Daily closing series (`date,close`) and the arithmetic on them that does not depend on finance: parsing,
 * looking a date up, conversion into euros. Pure functions; loading files is `market-data.ts`'s job.
 */

/** A daily series, oldest point first. Dates are ISO calendar dates (`2026-02-23`), strictly increasing. */
export interface DailySeries {
  dates: readonly string[];
  closes: readonly number[];
}

/** Thrown when a series file is not the `date,close` CSV it should be: a packaging bug, not a user error. */
export class SeriesFormatError extends Error {
  constructor(source: string, detail: string) {
    super(`${source}: ${detail}`);
    this.name = 'SeriesFormatError';
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses a `date,close` CSV (header line first). Rejects anything unexpected rather than skipping it: the
 * files ship with the product, so a malformed line means the data was damaged and every figure derived from
 * it (volatility, SRRI) would be silently wrong.
 */
export function parseDailySeriesCsv(text: string, source = 'series'): DailySeries {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines[0]?.trim() !== 'date,close') throw new SeriesFormatError(source, 'the header must be "date,close"');
  const dates: string[] = [];
  const closes: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const [date, close, extra] = (lines[index] as string).split(',');
    const value = Number(close);
    if (extra !== undefined || date === undefined || !ISO_DATE.test(date) || close === undefined || close.trim() === '' || !Number.isFinite(value) || value <= 0) {
      throw new SeriesFormatError(source, `line ${index + 1} is not "date,positive close"`);
    }
    const previous = dates[dates.length - 1];
    if (previous !== undefined && date <= previous) throw new SeriesFormatError(source, `line ${index + 1}: dates must increase`);
    dates.push(date);
    closes.push(value);
  }
  if (dates.length === 0) throw new SeriesFormatError(source, 'no data');
  return { dates, closes };
}

/**
 * Index of the last point dated on or before `date`, or -1 when the series starts after it. ISO dates
 * compare as strings, so a binary search on the text is exact.
 */
export function indexOnOrBefore(series: DailySeries, date: string): number {
  let low = 0;
  let high = series.dates.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((series.dates[middle] as string) <= date) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The close on `date`, or on the last trading day before it; null before the series starts. */
export function closeOnOrBefore(series: DailySeries, date: string): number | null {
  const index = indexOnOrBefore(series, date);
  return index < 0 ? null : (series.closes[index] as number);
}

/** Last date of a series (series are never empty, see `parseDailySeriesCsv`). */
export function lastDate(series: DailySeries): string {
  return series.dates[series.dates.length - 1] as string;
}

/** Last close of a series. */
export function lastClose(series: DailySeries): number {
  return series.closes[series.closes.length - 1] as number;
}

/**
 * Converts a USD-priced series into euros with a EUR/USD series quoted as USD per EUR (the shipped
 * `EURUSD.csv`): close in EUR = close in USD ÷ rate. The rate of a day without a fixing (a currency-market
 * holiday that is a US trading day) is the last known one; days before the first rate are dropped, because
 * a euro value there would be invented.
 */
export function convertUsdToEur(usd: DailySeries, eurUsd: DailySeries): DailySeries {
  const dates: string[] = [];
  const closes: number[] = [];
  let rateIndex = -1;
  for (let index = 0; index < usd.dates.length; index++) {
    const date = usd.dates[index] as string;
    while (rateIndex + 1 < eurUsd.dates.length && (eurUsd.dates[rateIndex + 1] as string) <= date) rateIndex++;
    if (rateIndex < 0) continue;
    dates.push(date);
    closes.push((usd.closes[index] as number) / (eurUsd.closes[rateIndex] as number));
  }
  return { dates, closes };
}

/** A share split: from `effective` on, one old share is `ratio` new ones (2 for a 2-for-1 split). */
export interface ShareSplit {
  effective: string;
  ratio: number;
}

/**
 * Divides every close before each split's effective date by its ratio, so that the series measures the
 * value of one share of today across the split instead of showing the split as a loss.
 */
export function adjustForSplits(series: DailySeries, splits: readonly ShareSplit[]): DailySeries {
  if (splits.length === 0) return series;
  const closes = series.dates.map((date, index) => {
    let close = series.closes[index] as number;
    for (const split of splits) if (date < split.effective) close /= split.ratio;
    return close;
  });
  return { dates: series.dates, closes };
}

/** Shifts an ISO date by whole years (29 February becomes 28 February in a common year). */
export function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, day));
  // Date.UTC rolls 29 Feb over to 1 Mar in a common year: step back to the last day of February.
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/**
 * Days since 1970-01-01 of an ISO date, by integer arithmetic on the proleptic Gregorian calendar (the
 * days-from-civil algorithm: years counted from March so that the leap day ends the year). Date objects
 * cost about a microsecond each; a 10-year daily history needs thousands of these.
 */
export function epochDay(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const year = Number(date.slice(0, 4)) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The ISO date of a day counted from 1970-01-01 (the inverse of `epochDay`, for years 1000 to 9999). */
export function isoDateOfEpochDay(days: number): string {
  const shifted = days + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** Shifts an ISO date by whole days. */
export function addDays(date: string, days: number): string {
  return isoDateOfEpochDay(epochDay(date) + days);
}

/** Milliseconds since the epoch at 00:00 UTC of an ISO date: the x of the contract's history points. */
export function dateToTimestampMs(date: string): number {
  return epochDay(date) * 86_400_000;
}
