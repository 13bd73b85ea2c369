import { getPlans } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** The plans of this brand, monthly and annual (`GET /plans`; empty where the firm pays, not the saver). */
export function usePlans() {
  return useQuery(
    queryOptions({
      queryKey: publicKeys.of('plans'),
      queryFn: ({ signal }) => callApi(getPlans, { signal }),
    }),
  );
}
