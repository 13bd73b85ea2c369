import { getCustomer } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, useQuery } from '@patrimo/shared/query';
import { customerKeys } from './keys';

/** A customer's record: identity, access, notes, interactions and invitations (`GET /customers/:customerId`). */
export function getCustomerQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerKeys.record(customerId),
    queryFn: ({ signal }) => callApi(getCustomer, { params: { customerId }, signal }),
  });
}

export function useCustomer(customerId: string) {
  return useQuery(getCustomerQueryOptions(customerId));
}
