import {
  annualisedVolatility,
  base100History,
  calendarYearPerformances,
  fiveYearWeeklyVolatility,
  performanceOverYears,
  simpleReturns,
  srriFromVolatility,
  weeklyCloses,
} from './analytics';
import { addDays, type DailySeries } from './series';

/** A daily series (every calendar day) from `start`, one close per day given by `close(dayIndex)`. */
function dailySeries(start: string, days: number, close: (day: number) => number): DailySeries {
  const dates: string[] = [];
  const closes: number[] = [];
  for (let day = 0; day < days; day++) {
    dates.push(addDays(start, day));
    closes.push(close(day));
  }
  return { dates, closes };
}

/**
 * A series whose weekly returns, sampled backwards from its last day, alternate exactly +x and −x: the
 * price moves only on the sampling days (every 7th day counted back from the end).
 */
function alternatingWeekly(x: number, weeks: number, end = '2026-02-23'): DailySeries {
  const days = weeks * 7 + 1;
  const start = addDays(end, -(days - 1));
  const closes: number[] = [];
  let price = 100;
  for (let day = 0; day < days; day++) {
    const fromEnd = days - 1 - day;
    if (day > 0 && fromEnd % 7 === 0) price *= (fromEnd / 7) % 2 === 0 ? 1 + x : 1 - x;
    closes.push(price);
  }
  return dailySeries(start, days, (day) => closes[day] as number);
}

describe('annualised volatility', () => {
  it('is the sample standard deviation times √52 for weekly returns', () => {
    // Returns +x, −x, … (an even count): mean 0, sample variance x²·n/(n−1).
    const x = 0.02;
    const returns = Array.from({ length: 260 }, (_, index) => (index % 2 === 0 ? x : -x));
    expect(annualisedVolatility(returns)).toBeCloseTo(x * Math.sqrt(52) * Math.sqrt(260 / 259), 12);
  });

  it('is zero for a constant return and undefined below two returns', () => {
    expect(annualisedVolatility([0.01, 0.01, 0.01])).toBe(0);
    expect(annualisedVolatility([0.01])).toBeNull();
  });

  it('finds the volatility of a synthetic 5-year series of alternating ±x weekly moves', () => {
    for (const x of [0.001, 0.01, 0.025, 0.05]) {
      const series = alternatingWeekly(x, 262);
      // 5 years back from 2026-02-23 spans 261 sampling dates, so 260 returns (130 up, 130 down).
      expect(weeklyCloses(series, 5)).toHaveLength(261);
      // Log returns ln(1 + x) and ln(1 − x) alternate: each is half their gap away from their mean.
      const halfGap = (Math.log(1 + x) - Math.log(1 - x)) / 2;
      expect(fiveYearWeeklyVolatility(series)).toBeCloseTo(halfGap * Math.sqrt(52) * Math.sqrt(260 / 259), 10);
    }
  });

  it('has no 5-year figure for a series younger than 5 years', () => {
    expect(fiveYearWeeklyVolatility(alternatingWeekly(0.01, 200))).toBeNull();
  });
});

describe('SRRI classes (CESR/10-673)', () => {
  it.each([
    [0, 1],
    [0.0049, 1],
    [0.005, 2],
    [0.0199, 2],
    [0.02, 3],
    [0.0499, 3],
    [0.05, 4],
    [0.0999, 4],
    [0.1, 5],
    [0.1499, 5],
    [0.15, 6],
    [0.2499, 6],
    [0.25, 7],
    [0.8, 7],
  ])('a volatility of %p is class %p', (volatility, srri) => {
    expect(srriFromVolatility(volatility)).toBe(srri);
  });

  it('puts the synthetic series in the class of their volatility', () => {
    // 0.6 % weekly → 4.33 % a year → 3; 1.5 % → 10.8 % → 5; 4 % → 28.9 % → 7.
    expect(srriFromVolatility(fiveYearWeeklyVolatility(alternatingWeekly(0.006, 262)) as number)).toBe(3);
    expect(srriFromVolatility(fiveYearWeeklyVolatility(alternatingWeekly(0.015, 262)) as number)).toBe(5);
    expect(srriFromVolatility(fiveYearWeeklyVolatility(alternatingWeekly(0.04, 262)) as number)).toBe(7);
  });
});

describe('performances and histories', () => {
  // +10 % a year, compounded daily over 6 years of calendar days.
  const daily = Math.pow(1.1, 1 / 365);
  const growing = dailySeries('2020-01-01', 6 * 365 + 2, (day) => 100 * daily ** day);

  it('measures cumulative returns over 1, 3 and 5 years and refuses longer ones', () => {
    expect(performanceOverYears(growing, 1)).toBeCloseTo(0.1, 2);
    expect(performanceOverYears(growing, 3)).toBeCloseTo(1.1 ** 3 - 1, 2);
    expect(performanceOverYears(growing, 5)).toBeCloseTo(1.1 ** 5 - 1, 2);
    expect(performanceOverYears(growing, 10)).toBeNull();
  });

  it('rebases the history to 100 on its first point from the given date', () => {
    const history = base100History(growing, '2021-01-01');
    expect(history[0]).toEqual([Date.parse('2021-01-01T00:00:00Z'), 100]);
    expect(history).toHaveLength(growing.dates.length - 366);
    expect(history[365]?.[1]).toBeCloseTo(110, 6);
    expect(base100History(growing, '2030-01-01')).toEqual([]);
  });

  it('starts the history on the first trading day after a date without a close', () => {
    const weekdays: DailySeries = { dates: ['2017-01-02', '2017-01-03'], closes: [50, 55] };
    expect(base100History(weekdays, '2017-01-01')).toEqual([
      [Date.parse('2017-01-02T00:00:00Z'), 100],
      [Date.parse('2017-01-03T00:00:00Z'), 110.00000000000001],
    ]);
  });

  it('gives calendar-year performances for complete years only', () => {
    const years = calendarYearPerformances(growing, 2017);
    // The series starts 2020-01-01: 2020 has no close on 2019-12-31; it ends in 2026, which is incomplete.
    expect(years.map((line) => line.year)).toEqual([2021, 2022, 2023, 2024, 2025]);
    for (const line of years) expect(line.performance).toBeCloseTo(0.1, 2);
  });

  it('computes simple returns', () => {
    expect(simpleReturns([100, 110, 99])).toEqual([0.10000000000000009, -0.09999999999999998]);
  });
});
