import { getPortfolio } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** One contract of the subject with its daily history (`GET /users/:userId/portfolios/:id`). */
export function getPortfolioQueryOptions(subject: Subject, id: string) {
  return queryOptions({
    queryKey: subjectKeys.portfolio(subject, id),
    queryFn: ({ signal }) => callApi(getPortfolio, { subject, params: { id }, signal }),
  });
}

/** The contract the screen shows; 404 when it is not the subject's. */
export function usePortfolio(id: string) {
  return useQuery(getPortfolioQueryOptions(useSubject(), id));
}
