import { getPortfolios } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The contracts of a subject (`GET /users/:userId/portfolios`). */
export function getPortfoliosQueryOptions(subject: Subject) {
  return queryOptions({
    queryKey: subjectKeys.portfolios(subject),
    queryFn: ({ signal }) => callApi(getPortfolios, { subject, signal }),
  });
}

/** The contracts of whoever the dashboard shows; read again when a connection is fetched or deleted. */
export function usePortfolios() {
  return useQuery(getPortfoliosQueryOptions(useSubject()));
}
