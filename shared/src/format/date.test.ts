import { chartDateFormatFor, formatChartDate, formatDate, notificationGroupOf, parisDay, toDate } from './date';

const INSTANT = '2025-11-21T13:05:00.000Z';

describe('formatDate', () => {
  it.each([
    ['short', '21/11/2025'],
    ['long', '21 novembre 2025'],
    ['year', '2025'],
    ['month', 'novembre'],
    ['monthYear', 'novembre 2025'],
    ['day', 'vendredi 21 novembre'],
    ['time', '14:05'],
  ] as const)('prints the %s format as %s', (format, expected) => {
    expect(formatDate(INSTANT, format)).toBe(expected);
  });

  it('reads ISO dates, timestamps and Date objects alike', () => {
    expect(formatDate('2025-11-21')).toBe('21/11/2025');
    expect(formatDate(Date.parse(INSTANT))).toBe('21/11/2025');
    expect(formatDate(new Date(INSTANT))).toBe('21/11/2025');
  });

  it('prints the day in Paris, even late in the UTC evening', () => {
    expect(formatDate('2025-07-14T22:30:00Z', 'short')).toBe('15/07/2025');
    expect(formatDate('2025-07-14T22:30:00Z', 'time')).toBe('00:30');
  });

  it('refuses an unreadable date rather than print it', () => {
    expect(() => formatDate('hier')).toThrow(RangeError);
    expect(() => toDate(Number.NaN)).toThrow(RangeError);
  });
});

describe('chart date labels', () => {
  it.each([
    ['dayMonthYear', '21 nov. 2025'],
    ['monthYear', 'nov. 2025'],
    ['year', '2025'],
  ] as const)('print %s as %s', (format, expected) => {
    expect(formatChartDate(INSTANT, format)).toBe(expected);
  });

  it('follow the length of the period shown', () => {
    expect(chartDateFormatFor('2025-10-01', '2025-11-21')).toBe('dayMonthYear');
    expect(chartDateFormatFor('2024-01-01', '2025-11-21')).toBe('monthYear');
    expect(chartDateFormatFor('2017-01-01', '2025-11-21')).toBe('year');
  });
});

describe('notification groups', () => {
  // Friday 21 November 2025, afternoon in Paris.
  const now = INSTANT;

  it.each([
    ['2025-11-21T08:00:00Z', 'today'],
    ['2025-11-20T23:30:00Z', 'today'],
    ['2025-11-20T10:00:00Z', 'yesterday'],
    ['2025-11-17T10:00:00Z', 'thisWeek'],
    ['2025-11-16T10:00:00Z', 'thisMonth'],
    ['2025-11-01T10:00:00Z', 'thisMonth'],
    ['2025-10-31T10:00:00Z', 'older'],
  ] as const)('put a notification of %s in %s', (createdAt, group) => {
    expect(notificationGroupOf(createdAt, now)).toBe(group);
  });

  it('use the calendar day in Paris', () => {
    expect(parisDay('2025-11-20T23:30:00Z')).toBe('2025-11-21');
    // Summer time: Paris is two hours ahead; the same instant an hour earlier is still the day before there.
    expect(parisDay('2025-07-14T22:30:00Z')).toBe('2025-07-15');
    expect(parisDay('2025-07-14T21:30:00Z')).toBe('2025-07-14');
    // New Year's Eve in Paris while it is still the old year in UTC; a single-digit month and day keep their zero.
    expect(parisDay(Date.UTC(2025, 11, 31, 23, 15))).toBe('2026-01-01');
    expect(parisDay(new Date(Date.UTC(2026, 1, 3, 12)))).toBe('2026-02-03');
  });
});
