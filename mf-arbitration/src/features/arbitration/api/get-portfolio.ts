import { getPortfolio } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The contract being arbitrated (`GET /users/:userId/portfolios/:id`): its name and value for the pages' titles. */
export function getPortfolioQueryOptions(subject: Subject, contractId: string) {
  return queryOptions({
    queryKey: subjectKeys.portfolio(subject, contractId),
    queryFn: ({ signal }) => callApi(getPortfolio, { subject, params: { id: contractId }, signal }),
  });
}

export function usePortfolio(contractId: string) {
  return useQuery(getPortfolioQueryOptions(useSubject(), contractId));
}
