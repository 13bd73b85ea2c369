import { RECOMMENDED_RISKS, type AllocationTargetLine, type AssetClass, type PortfolioTargets, type RecommendedRisk } from '@patrimo/shared';
import { maxSrriOfProfile } from './profiles';

/**
 * The model allocation of each recommended profile, by asset class (*product choice*; GET /portfolios/targets,
 * the `target` of the allocation analysis and the `recommendedAllocation` of the advice step).
 *
 * | asset class | 1 prudent | 2 defensive | 3 balanced | 4 offensive | 5 aggressive |
 * |---|---|---|---|---|---|
 * | euroFund | 70 % | 45 % | 25 % | 10 % | 5 % |
 * | bond | 20 % | 25 % | 20 % | 10 % | — |
 * | stockEurope | 10 % | 15 % | 20 % | 25 % | 20 % |
 * | stockFrance | — | — | 10 % | 15 % | 30 % |
 * | stockUs | — | 10 % | 15 % | 25 % | 35 % |
 * | stockOther | — | 5 % | 10 % | 15 % | 10 % |
 * | volatility, 5 years to 2026-02-23 | 2.0 % | 4.8 % | 8.1 % | 11.4 % | 13.5 % |
 * | volatility, 10 years to 2026-02-23 | 2.2 % | 5.2 % | 9.0 % | 12.7 % | 15.1 % |
 * | profile band (profiles.ts) | 0–4 % | 4–7 % | 7–10 % | 10–13 % | 13–25 % |
 *
 * Reasoning. The euro fund is the capital-guaranteed part: each model keeps at least its profile's
 * EURO_FUND_FLOOR (60, 40, 20, 10, 5 %) with a margin for the three most prudent, then bonds carry the
 * cautious profiles and shares take over as the profile rises. Shares are spread over Europe first (the
 * saver's own currency), then the United States (the largest market), France (a PEA can only hold European
 * shares) and the rest of the world; the aggressive model concentrates on the two most volatile of these
 * markets, France and the United States, as its band allows. Real estate, gold, commodities and cash are
 * left to the saver's other holdings: no shipped series measures a listed-real-estate or cash fund honestly
 * in euros for a model.
 *
 * Honesty check (recommended-allocations.test.ts): each model, measured as the risk engine measures a
 * contract (risk.ts `allocationVolatility`: weekly log returns over the 5 years of the SRRI, rebalanced
 * weekly, each class standing for its proxy series of {@link ASSET_CLASS_PROXIES} in euros, the euro fund
 * flat), falls within its profile's band.
 */
export const RECOMMENDED_ALLOCATIONS: Readonly<Record<RecommendedRisk, readonly AllocationTargetLine[]>> = {
  1: [
    { assetClass: 'euroFund', share: 0.7 },
    { assetClass: 'bond', share: 0.2 },
    { assetClass: 'stockEurope', share: 0.1 },
  ],
  2: [
    { assetClass: 'euroFund', share: 0.45 },
    { assetClass: 'bond', share: 0.25 },
    { assetClass: 'stockEurope', share: 0.15 },
    { assetClass: 'stockUs', share: 0.1 },
    { assetClass: 'stockOther', share: 0.05 },
  ],
  3: [
    { assetClass: 'euroFund', share: 0.25 },
    { assetClass: 'bond', share: 0.2 },
    { assetClass: 'stockEurope', share: 0.2 },
    { assetClass: 'stockFrance', share: 0.1 },
    { assetClass: 'stockUs', share: 0.15 },
    { assetClass: 'stockOther', share: 0.1 },
  ],
  4: [
    { assetClass: 'euroFund', share: 0.1 },
    { assetClass: 'bond', share: 0.1 },
    { assetClass: 'stockEurope', share: 0.25 },
    { assetClass: 'stockFrance', share: 0.15 },
    { assetClass: 'stockUs', share: 0.25 },
    { assetClass: 'stockOther', share: 0.15 },
  ],
  5: [
    { assetClass: 'euroFund', share: 0.05 },
    { assetClass: 'stockEurope', share: 0.2 },
    { assetClass: 'stockFrance', share: 0.3 },
    { assetClass: 'stockUs', share: 0.35 },
    { assetClass: 'stockOther', share: 0.1 },
  ],
};

/**
 * The shipped series standing in for each asset class of the models when their risk is measured
 * (*product choice*): the broad index of each market, in euros as an unhedged euro investor sees it. The
 * euro fund has no series: its value never falls (volatility 0).
 *
 * | asset class | series | why |
 * |---|---|---|
 * | euroFund | none | capital guaranteed, a yearly credited yield |
 * | bond | IEAC | euro investment-grade corporate bonds, the bond fund a French contract most often holds |
 * | stockEurope | STOXX | STOXX Europe 600, the broad European market |
 * | stockFrance | FCHI | CAC 40 |
 * | stockUs | SPY | S&P 500, converted into euros |
 * | stockOther | ACWI | MSCI ACWI, the world market, converted into euros |
 */
export const ASSET_CLASS_PROXIES: Readonly<Partial<Record<AssetClass, string>>> = {
  bond: 'IEAC',
  stockEurope: 'STOXX',
  stockFrance: 'FCHI',
  stockUs: 'SPY',
  stockOther: 'ACWI',
};

/** The model allocation of a recommended profile. */
export function recommendedAllocation(profile: RecommendedRisk): AllocationTargetLine[] {
  return RECOMMENDED_ALLOCATIONS[profile].map((line) => ({ ...line }));
}

/** GET /portfolios/targets: every profile's model allocation and the highest SRRI its band reaches. */
export function portfolioTargets(): PortfolioTargets {
  return {
    targets: RECOMMENDED_RISKS.map((recommendedRisk) => ({
      recommendedRisk,
      allocation: recommendedAllocation(recommendedRisk),
      maxSrri: maxSrriOfProfile(recommendedRisk),
    })),
  };
}
