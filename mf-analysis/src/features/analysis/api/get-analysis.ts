import { getPortfolioAnalysis, type AnalysisType, type PortfolioAnalysis } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The answer of one analysis type. */
export type AnalysisOf<T extends AnalysisType> = Extract<PortfolioAnalysis, { type: T }>;

/**
 * One step of a contract's analysis (`GET /users/:userId/portfolios/:id/analyses/:type`), under the contract's
 * key: whatever invalidates the contract (an edit, a synchronisation) reads its analyses again.
 */
export function getAnalysisQueryOptions<T extends AnalysisType>(subject: Subject, contractId: string, type: T) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, contractId), 'analyses', type] as const,
    queryFn: async ({ signal }) => {
      const analysis = await callApi(getPortfolioAnalysis, { subject, params: { id: contractId, type }, signal });
      // The response is the union of the five steps; the path's type decides which one the server answered.
      if (analysis.type !== type) throw new Error(`Analysis ${type} answered as ${analysis.type}`);
      return analysis as AnalysisOf<T>;
    },
  });
}

/** One step's figures for the contract of the page. */
export function useAnalysis<T extends AnalysisType>(contractId: string, type: T) {
  return useQuery(getAnalysisQueryOptions(useSubject(), contractId, type));
}
