import { getRiskSurvey, type RiskSurveyType } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/**
 * GET /risk_survey?type=…: the questions of the saver's (`profile`) or a contract's (`contract`)
 * questionnaire. Their wording is the same for everybody, hence a public key, read once per page.
 */
export function riskSurveyQueryOptions(type: RiskSurveyType) {
  return queryOptions({
    queryKey: publicKeys.of('risk-survey', type),
    queryFn: ({ signal }) => callApi(getRiskSurvey, { query: { type }, signal }),
    // The questions only change with a release.
    staleTime: Infinity,
  });
}

/** The questionnaire's definition; not asked for while `enabled` is false (profile information missing). */
export function useRiskSurvey(type: RiskSurveyType, enabled = true) {
  return useQuery({ ...riskSurveyQueryOptions(type), enabled });
}
