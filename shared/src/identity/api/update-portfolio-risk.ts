import { updatePortfolio, type RiskSurvey } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/** What one envelope's questionnaire saves. */
export interface UpdatePortfolioRiskInput {
  portfolioId: string;
  riskSurvey: RiskSurvey;
}

/**
 * PUT /portfolios/:id with the envelope's questionnaire (spec §4 "risk profile per envelope"). The
 * contracts are read again: their recommended risk, and what is computed from it, changed.
 */
export function useUpdatePortfolioRisk() {
  return useApiMutation({
    mutationFn: ({ portfolioId, riskSurvey }: UpdatePortfolioRiskInput, { subject }) =>
      callApi(updatePortfolio, { params: { id: portfolioId }, body: { portfolio: { riskSurvey } }, subject }),
    invalidates: (subject) => [subjectKeys.portfolios(subject)],
  });
}
