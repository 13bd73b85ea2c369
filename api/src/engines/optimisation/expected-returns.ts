import { WEEKS_PER_YEAR } from '../../market/analytics';
import { mean } from '../stats';

/**
 * Expected yearly returns of the funds (*product choice*). A 5-year historical mean is mostly noise: for a
 * fund with 15 % volatility its standard error is 15 % / √5 ≈ 6.7 % a year, larger than the return itself,
 * and an optimiser fed raw means piles into whatever did best last. The product therefore shrinks the
 * historical mean toward a prior that only depends on risk, with a Bayesian weight, then takes fees off.
 *
 * | quantity | value | reading |
 * |---|---|---|
 * | prior | euroFundYield + 0.25 × σᵢ | risk is paid at a Sharpe ratio of 0.25 over the euro fund |
 * | prior uncertainty | ± 0.20 of Sharpe ratio (one standard deviation) | the prior is a rough guess |
 * | weight of history h | Y·s² / (1 + Y·s²), Y = years of data, s = 0.20 | 5 years: h = 1/6 |
 * | expected return | h·μ_hist + (1 − h)·prior − ongoing charges | net of the fund's yearly fees |
 * | euro fund | euroFundYield, as declared (already net) | no market risk, no shrinkage |
 *
 * The weight is the posterior weight of the sample mean when the prior on the Sharpe ratio is normal with
 * standard deviation s and the yearly mean of Y years has variance σ²/Y: both scale with σ, so h does not
 * depend on the fund. A Sharpe ratio of about 0.25 is what a century of world equity and bond markets paid
 * over bills (Dimson, Marsh & Staunton's long-run series give roughly 4 % excess for about 17 % volatility
 * on equities). A caller may give a fund its own prior (e.g. by asset class), which replaces the risk prior.
 */
export const PRIOR_SHARPE_RATIO = 0.25;

/** Standard deviation of the prior on a fund's Sharpe ratio (see `PRIOR_SHARPE_RATIO`). */
export const PRIOR_SHARPE_UNCERTAINTY = 0.2;

/** The weight h of the historical mean after `years` years of data (0 without data, toward 1 with a long history). */
export function historicalWeight(years: number): number {
  if (!(years > 0)) return 0;
  const precision = years * PRIOR_SHARPE_UNCERTAINTY ** 2;
  return precision / (1 + precision);
}

/** What the expected return of one risky fund is computed from. */
export interface RiskyReturnInputs {
  /** Weekly simple returns, oldest first. */
  weeklyReturns: readonly number[];
  /** Annualised volatility of those returns (a ratio). */
  volatility: number;
  /** Yearly ongoing charges (a ratio, 0.003 = 0,3 %). */
  ongoingCharges: number;
  /** The euro fund's yield, the riskless reference of the prior. */
  euroFundYield: number;
  /** A prior of the fund's own (gross yearly return); replaces euroFundYield + 0.25 σ when given. */
  prior?: number | undefined;
}

/** The prior of a fund: its own when given, else the euro fund's yield plus the prior price of its risk. */
export function priorReturn(inputs: Pick<RiskyReturnInputs, 'volatility' | 'euroFundYield' | 'prior'>): number {
  return inputs.prior ?? inputs.euroFundYield + PRIOR_SHARPE_RATIO * inputs.volatility;
}

/** Expected yearly return of a risky fund, net of its charges (see the table above); NaN for an empty history. */
export function riskyExpectedReturn(inputs: RiskyReturnInputs): number {
  const historical = mean(inputs.weeklyReturns) * WEEKS_PER_YEAR;
  const weight = historicalWeight(inputs.weeklyReturns.length / WEEKS_PER_YEAR);
  return weight * historical + (1 - weight) * priorReturn(inputs) - inputs.ongoingCharges;
}
