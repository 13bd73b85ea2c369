import type { CompositionItem, History } from '@patrimo/shared';
import {
  allocationSlices,
  categoryRows,
  clampRange,
  downsample,
  drawnRange,
  historyRows,
  isoDayMs,
  OTHERS_KEY,
  presetOf,
  presetRange,
  seriesPointsFor,
  timeTickLimit,
  timeTicks,
  withinRange,
} from './chart-data';

// Saturday 21 November 2026, afternoon in Paris.
const NOW = new Date('2026-11-21T14:00:00Z');

function daily(from: string, days: number, value: (index: number) => number = (index) => index): History {
  return Array.from({ length: days }, (_, index) => [isoDayMs(from) + index * 86_400_000, value(index)] as [number, number]);
}

describe('the period presets', () => {
  it('end tomorrow and count one or five years back from today', () => {
    expect(presetRange('1y', NOW)).toEqual({ from: '2025-11-21', to: '2026-11-22' });
    expect(presetRange('5y', NOW)).toEqual({ from: '2021-11-21', to: '2026-11-22' });
  });

  it('« Tout » starts at the picker’s first day, 2017-01-01', () => {
    expect(presetRange('all', NOW)).toEqual({ from: '2017-01-01', to: '2026-11-22' });
  });

  it('never start before 2017-01-01, even ten years on', () => {
    expect(presetRange('5y', new Date('2019-06-01T12:00:00Z')).from).toBe('2017-01-01');
  });

  it('are recognised from the period they give, and a hand-picked period matches none', () => {
    expect(presetOf(presetRange('1y', NOW), NOW)).toBe('1y');
    expect(presetOf({ from: '2020-03-01', to: '2026-11-22' }, NOW)).toBeNull();
  });
});

describe('a picked period', () => {
  it('is held between 2017-01-01 and tomorrow', () => {
    expect(clampRange({ from: '2010-05-01', to: '2030-01-01' }, NOW)).toEqual({ from: '2017-01-01', to: '2026-11-22' });
  });

  it('has its ends put back in order', () => {
    expect(clampRange({ from: '2024-02-01', to: '2023-02-01' }, NOW)).toEqual({ from: '2023-02-01', to: '2024-02-01' });
  });

  it('keeps the points between its two days, both included', () => {
    const series = daily('2024-01-01', 10);
    expect(withinRange(series, { from: '2024-01-03', to: '2024-01-05' }).map(([, value]) => value)).toEqual([2, 3, 4]);
  });
});

describe('downsampling a long history', () => {
  const series = daily('2017-01-01', 3300);

  it('keeps at most the points asked, with the first and last values untouched', () => {
    const kept = downsample(series, 400);
    expect(kept.length).toBeLessThanOrEqual(400);
    expect(kept.length).toBeGreaterThan(300);
    expect(kept[0]).toEqual(series[0]);
    expect(kept[kept.length - 1]).toEqual(series[series.length - 1]);
  });

  it('keeps points in time order, each the last of its bucket', () => {
    const kept = downsample(series, 50);
    for (let index = 1; index < kept.length; index++) expect(kept[index]![0]).toBeGreaterThan(kept[index - 1]![0]);
    // Values are the day numbers: a bucket's last day is just before the next bucket's first day.
    expect(kept.slice(1, -1).every(([, value], index, list) => index === 0 || value - list[index - 1]![1] > 1)).toBe(true);
  });

  it('leaves a short series as it is', () => {
    const short = daily('2024-01-01', 30);
    expect(downsample(short, 400)).toBe(short);
  });
});

describe('the simulated end of the history', () => {
  const series = daily('2026-02-20', 6, (index) => 100 + index);

  it('splits the values at the first simulated day, the two lines joined by the last real value', () => {
    const rows = historyRows(series, '2026-02-23');
    expect(rows.map((row) => [row.real, row.simulated])).toEqual([
      [100, null],
      [101, null],
      [102, 102],
      [null, 103],
      [null, 104],
      [null, 105],
    ]);
  });

  it('leaves everything real when nothing is simulated', () => {
    expect(historyRows(series, null).every((row) => row.simulated === null && row.real !== null)).toBe(true);
  });

  it('marks everything simulated when the period starts after the last market date', () => {
    expect(historyRows(series, '2026-01-01').every((row) => row.real === null && row.simulated !== null)).toBe(true);
  });
});

describe('the split by category', () => {
  it('stacks the categories on one time axis, carrying each value forward and starting at 0', () => {
    const day = (iso: string) => isoDayMs(iso);
    const rows = categoryRows({
      invested_wealth: [[day('2024-01-02'), 1000], [day('2024-01-04'), 1100]],
      savings: [[day('2024-01-01'), 500], [day('2024-01-03'), 600]],
      real_estate: [],
    });
    expect(rows).toEqual([
      { date: day('2024-01-01'), invested_wealth: 0, savings: 500, real_estate: 0 },
      { date: day('2024-01-02'), invested_wealth: 1000, savings: 500, real_estate: 0 },
      { date: day('2024-01-03'), invested_wealth: 1000, savings: 600, real_estate: 0 },
      { date: day('2024-01-04'), invested_wealth: 1100, savings: 600, real_estate: 0 },
    ]);
  });
});

describe('allocation slices', () => {
  const item = (key: string, amount: number, share: number): CompositionItem => ({ key, label: null, amount, share });

  it('keep every item by decreasing amount, each with its own colour', () => {
    const slices = allocationSlices([item('pea', 100, 0.25), item('lifeinsurance', 300, 0.75)]);
    expect(slices.map((slice) => slice.key)).toEqual(['lifeinsurance', 'pea']);
    expect(new Set(slices.map((slice) => slice.color)).size).toBe(2);
  });

  it('merge the smallest items into one grey « others » slice beyond the limit', () => {
    const items = [item('a', 50, 0.5), item('b', 20, 0.2), item('c', 15, 0.15), item('d', 10, 0.1), item('e', 5, 0.05)];
    const slices = allocationSlices(items, 3);
    expect(slices.map((slice) => slice.key)).toEqual(['a', 'b', OTHERS_KEY]);
    expect(slices[2]).toMatchObject({ amount: 30, color: 'gray.5' });
    expect(slices[2]!.share).toBeCloseTo(0.3);
  });

  it('leave out items worth nothing or owed (a donut cannot draw them)', () => {
    expect(allocationSlices([item('checking', 0, 0), item('loan', -5000, 0), item('pea', 10, 1)]).map((slice) => slice.key)).toEqual(['pea']);
  });
});

describe('the time axis labels', () => {
  it('fall on 1 January of each year over a long period', () => {
    const ticks = timeTicks({ from: '2021-11-24', to: '2026-11-25' }, 'year');
    expect(ticks.map((time) => new Date(time).toISOString().slice(0, 10))).toEqual(['2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01']);
  });

  it('skip every other year past eight years', () => {
    const ticks = timeTicks({ from: '2017-01-01', to: '2026-11-25' }, 'year');
    expect(ticks.map((time) => new Date(time).getUTCFullYear())).toEqual([2017, 2019, 2021, 2023, 2025]);
  });

  it('fall on the first of months over a year or two, at most eight of them', () => {
    const ticks = timeTicks({ from: '2025-11-24', to: '2026-11-25' }, 'monthYear');
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks.every((time) => new Date(time).getUTCDate() === 1)).toBe(true);
    expect(new Date(ticks[0]!).toISOString().slice(0, 10)).toBe('2025-12-01');
  });

  it('spread days evenly over a short period', () => {
    const ticks = timeTicks({ from: '2026-11-01', to: '2026-11-25' }, 'dayMonthYear');
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]).toBe(isoDayMs('2026-11-01'));
    expect(new Set(ticks.slice(1).map((time, index) => time - ticks[index]!)).size).toBe(1);
  });

  it('are no more than a limit, both ends of a short period kept with two', () => {
    expect(timeTicks({ from: '2017-01-01', to: '2026-11-25' }, 'year', 3).map((time) => new Date(time).getUTCFullYear())).toEqual([2017, 2021, 2025]);
    expect(timeTicks({ from: '2025-11-24', to: '2026-11-25' }, 'monthYear', 2).map((time) => new Date(time).toISOString().slice(0, 10))).toEqual(['2025-12-01', '2026-06-01']);
    expect(timeTicks({ from: '2026-11-01', to: '2026-11-25' }, 'dayMonthYear', 2)).toEqual([isoDayMs('2026-11-01'), isoDayMs('2026-11-25')]);
    for (const limit of [2, 3, 5, 8]) {
      for (const format of ['dayMonthYear', 'monthYear', 'year'] as const) {
        expect(timeTicks({ from: '2017-01-01', to: '2026-11-25' }, format, limit).length).toBeLessThanOrEqual(limit);
      }
    }
  });
});

describe('drawnRange', () => {
  const rows = [{ date: isoDayMs('2026-03-02') }, { date: isoDayMs('2026-06-15') }, { date: isoDayMs('2026-11-30') }];

  it('is the part of the period from the first drawn day to the last', () => {
    expect(drawnRange({ from: '2025-11-30', to: '2026-11-30' }, rows)).toEqual({ from: '2026-03-02', to: '2026-11-30' });
    expect(drawnRange({ from: '2026-04-01', to: '2026-10-01' }, rows)).toEqual({ from: '2026-04-01', to: '2026-10-01' });
  });

  it('is the period itself with nothing drawn', () => {
    expect(drawnRange({ from: '2025-11-30', to: '2026-11-30' }, [])).toEqual({ from: '2025-11-30', to: '2026-11-30' });
  });

  it('gives a young saver’s year two labels on a phone where the whole period’s first would fall before the data', () => {
    const period = { from: '2025-11-30', to: '2026-11-30' };
    const limit = timeTickLimit(300, 'monthYear');
    expect(timeTicks(period, 'monthYear', limit).filter((time) => time >= rows[0]!.date)).toHaveLength(1);
    expect(timeTicks(drawnRange(period, rows), 'monthYear', limit)).toHaveLength(2);
  });
});

describe('timeTickLimit', () => {
  it('fits the widest label of each format, with room between them, once the value axis is taken', () => {
    // 13 characters of 7 px and 16 px between labels: 107 px a label; 10 → 86 px; 4 → 44 px.
    expect(timeTickLimit(100 + 107 * 5, 'dayMonthYear')).toBe(5);
    expect(timeTickLimit(100 + 107 * 5 - 1, 'dayMonthYear')).toBe(4);
    expect(timeTickLimit(100 + 86 * 3, 'monthYear')).toBe(3);
    expect(timeTickLimit(100 + 44 * 7, 'year')).toBe(7);
  });

  it('shows both ends on the narrowest chart and at most eight labels on the widest', () => {
    expect(timeTickLimit(150, 'dayMonthYear')).toBe(2);
    expect(timeTickLimit(320, 'monthYear')).toBe(2);
    expect(timeTickLimit(2560, 'year')).toBe(8);
    expect(timeTickLimit(0, 'year')).toBe(8);
  });
});

describe('seriesPointsFor', () => {
  const now = new Date('2026-11-27T22:30:00Z'); // 27 November, 23:30 in Paris

  it('asks the server for the drawn points when the period runs to the present (every preset)', () => {
    for (const preset of ['1y', '5y', 'all'] as const) expect(seriesPointsFor(presetRange(preset, now), 400, now)).toBe(400);
    expect(seriesPointsFor({ from: '2020-01-01', to: '2026-11-27' }, 400, now)).toBe(400);
  });

  it('asks for every daily point when the period ends in the past, since it is cut after the answer', () => {
    expect(seriesPointsFor({ from: '2017-01-01', to: '2018-06-30' }, 400, now)).toBeUndefined();
    expect(seriesPointsFor({ from: '2026-01-01', to: '2026-11-26' }, 400, now)).toBeUndefined();
  });
});
