import { getPortfolioAnalysis, type AnalysisType, type PortfolioAnalysis } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

type AnalysisOf<T extends AnalysisType> = Extract<PortfolioAnalysis, { type: T }>;

/** One step of the contract's analysis (`GET …/portfolios/:id/analyses/:type`), under the contract's key. */
export function getPortfolioAnalysisQueryOptions<T extends AnalysisType>(subject: Subject, id: string, type: T) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, id), 'analyses', type] as const,
    queryFn: async ({ signal }) => (await callApi(getPortfolioAnalysis, { subject, params: { id, type }, signal })) as AnalysisOf<T>,
  });
}

/** A step of the analysis shown on a contract tab (the allocation, the funds, the risk…); off when `enabled` is false. */
export function usePortfolioAnalysis<T extends AnalysisType>(id: string, type: T, enabled = true) {
  return useQuery({ ...getPortfolioAnalysisQueryOptions(useSubject(), id, type), enabled });
}
