import { getBanks } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** GET /banks: the institutions one can connect (the same list for everybody). */
export function banksQueryOptions() {
  return queryOptions({
    queryKey: publicKeys.of('banks'),
    queryFn: ({ signal }) => callApi(getBanks, { signal }),
  });
}

/** Every institution, to search and choose from. */
export function useBanks() {
  return useQuery(banksQueryOptions());
}
