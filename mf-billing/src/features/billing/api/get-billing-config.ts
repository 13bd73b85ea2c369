import { getBillingConfig } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** Which card payment provider the browser talks to (`GET /billing/config`): the sandbox or Stripe. */
export function useBillingConfig() {
  return useQuery(
    queryOptions({
      queryKey: publicKeys.of('billing-config'),
      queryFn: ({ signal }) => callApi(getBillingConfig, { signal }),
      staleTime: Infinity,
    }),
  );
}
