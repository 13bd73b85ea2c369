import { searchAddresses } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { keepPreviousData, publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** The shortest query the API answers (`GET /addresses?q=`: 3 characters). */
export const ADDRESS_QUERY_MIN = 3;

export function searchAddressesQueryOptions(q: string) {
  return queryOptions({
    queryKey: publicKeys.of('addresses', q),
    queryFn: ({ signal }) => callApi(searchAddresses, { signal, query: { q, limit: 6 } }),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for what was typed (already debounced); the previous ones stay while the next load. */
export function useAddressSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({
    ...searchAddressesQueryOptions(trimmed),
    enabled: trimmed.length >= ADDRESS_QUERY_MIN,
    placeholderData: keepPreviousData,
  });
}
