import { getCustomerInsights } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useQuery } from '@patrimo/shared/query';
import { customerKeys } from './keys';

/** What stands out for the customer (`GET /customers/:customerId/insights`); only asked while access is granted. */
export function useCustomerInsights(customerId: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: customerKeys.insights(customerId),
      queryFn: ({ signal }) => callApi(getCustomerInsights, { params: { customerId }, signal }),
    }),
    enabled,
  });
}
