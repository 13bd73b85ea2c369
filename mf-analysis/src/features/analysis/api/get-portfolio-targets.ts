import { getPortfolioTargets } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** The model allocation of each recommended profile (`GET /portfolios/targets`): the same for everyone. */
export function getPortfolioTargetsQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.of('portfolio-targets'),
    queryFn: ({ signal }) => callApi(getPortfolioTargets, { signal }),
    staleTime: Infinity,
  });
}

export function usePortfolioTargets() {
  return useQuery(getPortfolioTargetsQueryOptions());
}
