import { getTransactionCategories } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** The spending categories, in display order (`GET /transactions/categories`): the same for everyone. */
export function getTransactionCategoriesQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.of('transaction-categories'),
    queryFn: ({ signal }) => callApi(getTransactionCategories, { signal }),
    staleTime: Infinity,
  });
}

export function useTransactionCategories() {
  return useQuery(getTransactionCategoriesQueryOptions());
}
