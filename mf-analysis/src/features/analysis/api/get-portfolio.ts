import { getPortfolio } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** One contract of the subject (`GET /users/:userId/portfolios/:id`), with the saver's progress through its analysis. */
export function getPortfolioQueryOptions(subject: Subject, contractId: string) {
  return queryOptions({
    queryKey: subjectKeys.portfolio(subject, contractId),
    queryFn: ({ signal }) => callApi(getPortfolio, { subject, params: { id: contractId }, signal }),
  });
}

/** The contract the analysis is about. */
export function usePortfolio(contractId: string) {
  return useQuery(getPortfolioQueryOptions(useSubject(), contractId));
}
