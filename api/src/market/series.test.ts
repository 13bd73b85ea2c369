import { addDays, addYears, adjustForSplits, closeOnOrBefore, convertUsdToEur, dateToTimestampMs, epochDay, isoDateOfEpochDay, parseDailySeriesCsv, SeriesFormatError } from './series';

describe('daily series', () => {
  it('parses a date,close file', () => {
    expect(parseDailySeriesCsv('date,close\n2026-02-20,10.5\r\n2026-02-23,11\n')).toEqual({ dates: ['2026-02-20', '2026-02-23'], closes: [10.5, 11] });
  });

  it.each([
    ['a wrong header', 'day,value\n2026-02-20,1'],
    ['a missing close', 'date,close\n2026-02-20,'],
    ['a zero close', 'date,close\n2026-02-20,0'],
    ['a bad date', 'date,close\n20/02/2026,1'],
    ['dates out of order', 'date,close\n2026-02-23,1\n2026-02-20,1'],
    ['no data', 'date,close\n'],
  ])('refuses %s', (_, text) => {
    expect(() => parseDailySeriesCsv(text)).toThrow(SeriesFormatError);
  });

  it('finds the close of a day or of the last trading day before it', () => {
    const series = { dates: ['2026-02-20', '2026-02-23'], closes: [1, 2] };
    expect(closeOnOrBefore(series, '2026-02-22')).toBe(1);
    expect(closeOnOrBefore(series, '2026-02-23')).toBe(2);
    expect(closeOnOrBefore(series, '2026-02-19')).toBeNull();
  });

  it('converts USD closes into euros with the USD-per-EUR rate of the day, or the last known one', () => {
    const usd = { dates: ['2003-11-28', '2003-12-01', '2003-12-02', '2003-12-03'], closes: [100, 120, 121, 122] };
    const eurUsd = { dates: ['2003-12-01', '2003-12-03'], closes: [1.2, 1.22] };
    // Before the first rate: dropped. 2003-12-02 has no fixing: the rate of 2003-12-01 applies.
    expect(convertUsdToEur(usd, eurUsd)).toEqual({ dates: ['2003-12-01', '2003-12-02', '2003-12-03'], closes: [100, 121 / 1.2, 100] });
  });

  it('undoes a split before its effective date', () => {
    const series = { dates: ['2025-11-14', '2025-11-17'], closes: [288, 142] };
    expect(adjustForSplits(series, [{ effective: '2025-11-17', ratio: 2 }]).closes).toEqual([144, 142]);
  });

  it('shifts dates by years, 29 February included', () => {
    expect(addYears('2026-02-23', -5)).toBe('2021-02-23');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
  });
});

describe('calendar arithmetic without Date objects', () => {
  it('agrees with the Date object on every day from 1900 to 2100', () => {
    const start = Date.UTC(1900, 0, 1) / 86_400_000;
    const end = Date.UTC(2100, 11, 31) / 86_400_000;
    for (let day = start; day <= end; day++) {
      const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (epochDay(iso) !== day || isoDateOfEpochDay(day) !== iso) throw new Error(`${iso}: ${epochDay(iso)} ≠ ${day}`);
    }
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-01-05', -7)).toBe('2025-12-29');
    expect(dateToTimestampMs('2026-02-23')).toBe(Date.parse('2026-02-23T00:00:00Z'));
  });
});
