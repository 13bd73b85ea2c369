import { ANNUAL_DISCOUNT, INVOICES_LIMIT } from './billing';
import { LOCKOUT_MINUTES, PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './auth';
import {
  BENCHMARK_PENALTY,
  FEE_PROJECTION_YEARS,
  OPTIMISATION_CONFIDENCE,
  OUTPERFORMANCE_GAUGE_YEARS,
  PERFORMANCE_BASE,
} from './analysis';
import { INVESTABLE_ASSETS_MINIMUMS, investableAssetsFor } from './profile';
import { SAVINGS_CAPS } from './savings';
import {
  APP_VERSION,
  CHUNK_TIMEOUT_MS,
  CSV_MAX_BYTES,
  DATE_RANGE_MIN,
  FLOOR_CHOICES,
  MASKED_AMOUNT,
  TOAST_TIMEOUT_MS,
  dateRangeMax,
} from './ui';
import { SUPPORTED_SAVINGS_KIND_DETAILS } from '../schemas/contract';

describe('business constants', () => {
  it('hold the values of spec §9', () => {
    expect(LOCKOUT_MINUTES).toBe(30);
    expect(VERIFICATION_CODE_LENGTH).toBe(8);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(ANNUAL_DISCOUNT).toBe(0.1);
    expect(INVOICES_LIMIT).toBe(100);
    expect(FEE_PROJECTION_YEARS).toBe(20);
    expect(BENCHMARK_PENALTY).toBe(0.005);
    expect(OUTPERFORMANCE_GAUGE_YEARS).toEqual([1, 3, 5]);
    expect(OPTIMISATION_CONFIDENCE).toBe(0.95);
    expect(PERFORMANCE_BASE).toBe(100);
    expect(MASKED_AMOUNT).toBe('*****');
    expect(TOAST_TIMEOUT_MS).toBe(8000);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(CSV_MAX_BYTES).toBe(2_097_152);
    expect(DATE_RANGE_MIN).toBe('2017-01-01');
    expect(FLOOR_CHOICES).toEqual([0, 1, 2, 3, 4, 5]);
    expect(APP_VERSION).toBe('0.9.6');
  });

  it('give a cap for each supported regulated savings account, LEP at its 2023 ceiling', () => {
    expect(Object.keys(SAVINGS_CAPS).sort()).toEqual([...SUPPORTED_SAVINGS_KIND_DETAILS].sort());
    expect(SAVINGS_CAPS.lep.cap).toBe(10_000);
    expect(SAVINGS_CAPS.livret_a).toEqual({ cap: 22_950, associationCap: 76_500 });
    expect(SAVINGS_CAPS.pel).toEqual({ cap: 61_200, maxLoan: 92_000 });
    expect(SAVINGS_CAPS.livret_jeune.ages).toEqual({ min: 12, max: 25 });
  });

  it('place a declared estate in its bracket', () => {
    expect(INVESTABLE_ASSETS_MINIMUMS[6]).toBe(1_500_000);
    expect(investableAssetsFor(10_000)).toBe(0);
    expect(investableAssetsFor(50_000)).toBe(1);
    expect(investableAssetsFor(399_999)).toBe(3);
    expect(investableAssetsFor(2_000_000)).toBe(6);
  });

  it('end the date range picker tomorrow', () => {
    expect(dateRangeMax(new Date('2025-12-31T10:00:00Z'))).toBe('2026-01-01');
    expect(dateRangeMax(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-02');
  });
});
