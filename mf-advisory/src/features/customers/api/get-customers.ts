import { getCustomers, type CustomersQuery } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { keepPreviousData, queryOptions, useQuery } from '@patrimo/shared/query';
import { advisoryKeys } from '../../../lib/query-keys';

/**
 * A page of the customer list (`GET /customers`), filtered and sorted. The previous page stays on screen while
 * the next one loads (the table does not blink at each keystroke of the search).
 */
export function useCustomers(query: CustomersQuery) {
  return useQuery(
    queryOptions({
      queryKey: advisoryKeys.customerList(query),
      queryFn: ({ signal }) => callApi(getCustomers, { signal, query }),
      placeholderData: keepPreviousData,
    }),
  );
}
