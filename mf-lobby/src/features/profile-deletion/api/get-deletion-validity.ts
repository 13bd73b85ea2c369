import { getDeletionValidity } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/**
 * GET /users/:token/deletion_validity: whether the e-mailed deletion link still works. Read each time
 * the page opens (never from the cache): the link dies once used.
 */
export function deletionValidityQueryOptions(token: string) {
  return queryOptions({
    queryKey: publicKeys.of('deletion-validity', token),
    queryFn: ({ signal }) => callApi(getDeletionValidity, { params: { token }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The link's validity; not asked for without a token (the page says at once the link is invalid). */
export function useDeletionValidity(token: string) {
  return useQuery({ ...deletionValidityQueryOptions(token), enabled: token !== '' });
}
