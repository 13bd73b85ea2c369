import { checkPeriod, defaultPeriod } from './period';

const now = new Date('2026-03-10T10:00:00Z');

describe('the statement period', () => {
  it('accepts 2017-01-01 up to tomorrow', () => {
    expect(checkPeriod({ from: '2017-01-01', to: '2026-03-11' }, now)).toEqual({});
  });

  it('refuses dates outside spec §5’s range, empty ones, and an end before the start', () => {
    expect(checkPeriod({ from: '2016-12-31', to: '2026-03-12' }, now)).toEqual({ from: 'out_of_range', to: 'out_of_range' });
    expect(checkPeriod({ from: null, to: null }, now)).toEqual({ from: 'required', to: 'required' });
    expect(checkPeriod({ from: '2025-06-01', to: '2025-05-31' }, now)).toEqual({ to: 'inconsistent' });
  });

  it('offers the last twelve months, never before 2017', () => {
    expect(defaultPeriod(now)).toEqual({ from: '2025-03-10', to: '2026-03-10' });
    expect(defaultPeriod(new Date('2017-05-01T10:00:00Z')).from).toBe('2017-01-01');
    expect(defaultPeriod(new Date('2028-02-29T10:00:00Z'))).toEqual({ from: '2027-02-28', to: '2028-02-29' });
  });
});
