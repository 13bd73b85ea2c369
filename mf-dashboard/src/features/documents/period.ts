import { DATE_RANGE_MIN, dateRangeMax } from '@patrimo/shared';

/** A statement's period as the form holds it: ISO dates or null while empty. */
export type PeriodValues = {
  from: string | null;
  to: string | null;
};

export type PeriodError = 'required' | 'out_of_range' | 'inconsistent';

/**
 * The form's own check of a period, the same rules as the server's (spec §5: from 2017-01-01 to tomorrow,
 * the end not before the start), so the saver reads the message before any request.
 */
export function checkPeriod(values: PeriodValues, now: Date = new Date()): { from?: PeriodError; to?: PeriodError } {
  const max = dateRangeMax(now);
  const errors: { from?: PeriodError; to?: PeriodError } = {};
  if (values.from === null) errors.from = 'required';
  else if (values.from < DATE_RANGE_MIN || values.from > max) errors.from = 'out_of_range';
  if (values.to === null) errors.to = 'required';
  else if (values.to < DATE_RANGE_MIN || values.to > max) errors.to = 'out_of_range';
  else if (values.from !== null && errors.from === undefined && values.to < values.from) errors.to = 'inconsistent';
  return errors;
}

/** The period offered first: the last twelve months up to today (Paris), never before 2017-01-01. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
  const from = `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`.replace(/-02-29$/, '-02-28');
  return { from: from < DATE_RANGE_MIN ? DATE_RANGE_MIN : from, to };
}
