import { isRiskedKind, type Portfolio, type RiskAssessment } from '@patrimo/shared';
import { assessRiskSurvey } from '@patrimo/shared/risk-survey';

/** Where one envelope of the risk step stands: answered (with its result) or left for later. */
export type ContractRiskState = { status: 'saved'; assessment: RiskAssessment | null } | { status: 'skipped' };

/**
 * The contracts the risk step asks about (spec §4 "risk profile per envelope" for risked kinds): risked,
 * shown (not hidden), without a recommended risk yet; only those just added when `onlyIds` is given.
 */
export function contractsAwaitingRisk(portfolios: readonly Portfolio[], onlyIds: readonly string[] | null): Portfolio[] {
  return portfolios.filter(
    (portfolio) =>
      isRiskedKind(portfolio.kind) &&
      portfolio.status !== 'hidden' &&
      portfolio.recommendedRisk === null &&
      (onlyIds === null || onlyIds.includes(portfolio.id)),
  );
}

/**
 * The profile to show once a contract's answers are saved: the stored recommended risk, explained with the
 * engine's reasons for the stored answers. Should the server settle on another level than the engine (a rule
 * of its own), its level is shown alone, never with words that contradict it; null when none was stored.
 */
export function riskResultOf(portfolio: Portfolio): RiskAssessment | null {
  if (portfolio.recommendedRisk === null || portfolio.riskSurvey === null) return null;
  const engine = assessRiskSurvey(portfolio.riskSurvey);
  if (engine.recommendedRisk === portfolio.recommendedRisk) return engine;
  return { ...engine, recommendedRisk: portfolio.recommendedRisk, summary: '', reasons: [] };
}
