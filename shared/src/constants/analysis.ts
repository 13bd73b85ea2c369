/**
 * Analysis, fees and optimisation constants.
 */

/** Spec §9: fees are projected over 20 years. */
export const FEE_PROJECTION_YEARS = 20;

/** Spec §9: estimated fees cover the next 12 months. */
export const ESTIMATED_FEES_MONTHS = 12;

/** Spec §9: typical yearly fees of an actively managed fund (about 2 %). */
export const ACTIVE_FUND_FEES = 0.02;

/** Spec §9: typical yearly fees of a passive (index) fund (0,3 %). */
export const PASSIVE_FUND_FEES = 0.003;

/**
 * Spec §9: a fund's performance is penalised by 0,5 % against its benchmark. Meaning (api/src/engines/
 * performance.ts `FUND_BENCHMARK_HURDLE`): a fund counts as beating its index only when its annualised return
 * exceeds the index's by more than 0,5 % a year, in the gauges and in each year of « beats the index ».
 */
export const BENCHMARK_PENALTY = 0.005;

/** Spec §9: « beats the index over 5 years » means it beat it every one of those 5 years. */
export const BEATS_INDEX_YEARS = 5;

/** Spec §9: outperformance gauges over 1, 3 and 5 years. */
export const OUTPERFORMANCE_GAUGE_YEARS = [1, 3, 5] as const;

/** Spec §9: confidence level of the optimisation. */
export const OPTIMISATION_CONFIDENCE = 0.95;

/**
 * Smallest movement of an arbitration line, euros (*product choice*, the insurer's rule): French life-insurance
 * contracts refuse an arbitration line under a minimum per fund, usually between 50 € and 150 € (and many charge
 * a fixed fee per line, which makes a tiny line cost more than it moves). 100 € sits in that range: below it a
 * line moves less than the rounding of the weights is worth, so it is left out and the other lines are adjusted
 * to keep the sells equal to the buys. Movements are whole euros: insurers take arbitration orders in euros.
 */
export const ARBITRATION_MIN_MOVEMENT = 100;

/**
 * Most funds in one arbitration basket (*product choice*): 50 covers any real contract (the densest seen hold
 * about 30 lines) while keeping one optimisation under a second on 2 cores (`npm run bench:api`).
 */
export const ARBITRATION_MAX_BASKET = 50;

/** Spec §9: performance histories are based at 100. */
export const PERFORMANCE_BASE = 100;

/** Spec §9: SRRI scale bounds. */
export const SRRI_MIN = 1;
export const SRRI_MAX = 7;

/** Spec §9: risk scale bounds (profile levels). */
export const RISK_MIN = 0;
export const RISK_MAX = 5;

/** Spec §5: optimisation needs at least one fund with an SRRI below this value. */
export const LOW_RISK_SRRI_BELOW = 4;

/** Spec §9: number of sectors shown before « others ». */
export const TOP_SECTORS = 4;

/** Spec §9: number of expense categories shown before « others ». */
export const TOP_EXPENSES = 4;

/** Spec §4: substeps of each analysis step; the 4th of performances is hidden. */
export const ANALYSIS_SUBSTEPS = { allocation: 5, performances: 5, risk: 5, fees: 5, advices: 3 } as const;

/** Spec §4: the performances substep that is not shown. */
export const HIDDEN_PERFORMANCES_SUBSTEP = 4;

/** Spec §3: the risk questionnaire has 7 questions, question 5 has 3 answers, the others 5. */
export const RISK_SURVEY_ANSWER_COUNTS = [5, 5, 5, 5, 3, 5, 5] as const;
