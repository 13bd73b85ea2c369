import { getPortfolios } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** GET /users/me/portfolios: the saver's contracts, with their recommended risk (null until answered). */
export function portfoliosQueryOptions() {
  return queryOptions({
    queryKey: subjectKeys.portfolios('me'),
    queryFn: ({ signal }) => callApi(getPortfolios, { signal }),
  });
}

/** The saver's contracts. */
export function usePortfolios() {
  return useQuery(portfoliosQueryOptions());
}
