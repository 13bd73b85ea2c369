import { getAccounts } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { queryOptions, subjectKeys } from '@patrimo/shared/query';

/**
 * GET /users/me/accounts: the saver's bank connections with their synchronisation state. The live channel
 * invalidates this entry each time an account is fetched; the load page polls it while the channel is down.
 */
export function accountsQueryOptions() {
  return queryOptions({
    queryKey: subjectKeys.accounts('me'),
    queryFn: ({ signal }) => callApi(getAccounts, { signal }),
  });
}
