import { getPortfolioAnalysis, type AnalysisType, type PortfolioAnalysis } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSession, useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The answer of one analysis type. */
export type AnalysisOf<T extends AnalysisType> = Extract<PortfolioAnalysis, { type: T }>;

/**
 * One step of a contract's analysis (`GET /users/:userId/portfolios/:id/analyses/:type`), under the contract's
 * key: whatever invalidates the contract (an edit, a synchronisation) reads its analyses again. `profile` is the
 * signed-in saver's recommended risk when known: a questionnaire answered meanwhile reads them again (the lock
 * lifts on the way back from it), instead of serving the locked figures still fresh in the cache.
 */
export function getAnalysisQueryOptions<T extends AnalysisType>(subject: Subject, contractId: string, type: T, profile: number | null = null) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, contractId), 'analyses', type, profile ?? 'none'] as const,
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
  const subject = useSubject();
  const { user } = useSession();
  return useQuery(getAnalysisQueryOptions(subject, contractId, type, subject === 'me' ? (user?.recommendedRisk ?? null) : null));
}
