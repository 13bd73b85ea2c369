import type { RecommendedRisk, RiskProfileLevel, RiskRatioRange, Srri } from '@patrimo/shared';
import { srriFromVolatility } from '../market/analytics';

/**
 * The risk profiles as numbers (*product choice*, ENGINES.md "Profile bands"). Each recommended profile
 * (1 prudent … 5 aggressive) accepts a band of annualised volatility. The bands follow the SRRI scale of
 * CESR/10-673 (SRRI 1–3 below 5 %, 4 up to 10 %, 5 up to 15 %, 6 up to 25 %) and are contiguous, so that
 * every volatility belongs to exactly one profile:
 *
 * | profile | band | SRRI covered | reading |
 * |---|---|---|---|
 * | 1 prudent | 0 – 4 % | 1–3 | mostly euro fund, a few bonds |
 * | 2 defensive | 4 – 7 % | 3–4 | bonds first, some shares |
 * | 3 balanced | 7 – 10 % | 4 | shares and bonds in equal measure |
 * | 4 offensive | 10 – 13 % | 5 | mostly shares |
 * | 5 aggressive | 13 – 25 % | 5–6 | shares only, concentrated markets allowed |
 *
 * The offensive/aggressive bound sits at 13 % rather than at SRRI 6's 15 %: a portfolio of shares spread
 * over the world's main markets, held in euros, ran at 13–15 % a year over the 5 years to 2026-02-23 (the
 * model allocations of recommended-allocations.ts measure 11.3 % and 13.3 %). With the bound at 15 %, an
 * aggressive saver could only be « in band » through a concentrated, single-market portfolio, which is worse
 * advice, not more risk-taking. Above 25 % (SRRI 7) a contract is riskier than any profile the product
 * recommends. Below 0.5 % (SRRI 1, a euro fund or cash) it is « garanti », level 0.
 */
export interface VolatilityBand {
  /** Lowest volatility of the band (included), a ratio. */
  min: number;
  /** Highest volatility of the band (included), a ratio. */
  max: number;
}

export const PROFILE_VOLATILITY_BANDS: Readonly<Record<RecommendedRisk, VolatilityBand>> = {
  1: { min: 0, max: 0.04 },
  2: { min: 0.04, max: 0.07 },
  3: { min: 0.07, max: 0.1 },
  4: { min: 0.1, max: 0.13 },
  5: { min: 0.13, max: 0.25 },
};

/** Volatility below which a holding bears no market risk (the bound of SRRI 1): level 0, « garanti ». */
export const GUARANTEED_VOLATILITY = 0.005;

/**
 * Smallest share of the euro fund an optimised allocation keeps, by profile (*product choice*): the euro
 * fund is the capital-guaranteed part of a life-insurance contract, and the more prudent the saver the
 * larger the part that cannot fall. Even an aggressive allocation keeps 5 %, a cushion for withdrawals.
 */
export const EURO_FUND_FLOOR: Readonly<Record<RecommendedRisk, number>> = {
  1: 0.6,
  2: 0.4,
  3: 0.2,
  4: 0.1,
  5: 0.05,
};

/** The highest SRRI a profile's band reaches (what GET /portfolios/targets reports as `maxSrri`). */
export function maxSrriOfProfile(profile: RecommendedRisk): Srri {
  // The band's upper edge belongs to the next SRRI class when it sits exactly on a class bound (10 %, 15 %, 25 %).
  return srriFromVolatility(PROFILE_VOLATILITY_BANDS[profile].max - 1e-12);
}

/**
 * The risk level (0–5) a volatility corresponds to: 0 when it bears no market risk, else the profile whose
 * band holds it (a bound shared by two bands belongs to the lower profile); above the last band, 5.
 */
export function riskLevelOfVolatility(volatility: number): RiskProfileLevel {
  if (volatility < GUARANTEED_VOLATILITY) return 0;
  for (const profile of [1, 2, 3, 4, 5] as const) if (volatility <= PROFILE_VOLATILITY_BANDS[profile].max) return profile;
  return 5;
}

/**
 * Where a contract's volatility stands against the band of its recommended profile (spec §3 "risk-ratio
 * ranges"): below it `low` (the saver takes less risk than the profile allows, and likely earns less),
 * inside `normal`, above `high`.
 */
export function rangeAgainstProfile(volatility: number, profile: RecommendedRisk): RiskRatioRange {
  const band = PROFILE_VOLATILITY_BANDS[profile];
  if (volatility < band.min) return 'low';
  if (volatility > band.max) return 'high';
  return 'normal';
}
