import { getAccounts } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** While a connection synchronises and the live channel is closed, the list is asked again this often. */
export const ACCOUNTS_POLL_MS = 3000;

/** A subject's bank connections (`GET /users/:userId/accounts`). */
export function getAccountsQueryOptions(subject: Subject) {
  return queryOptions({
    queryKey: subjectKeys.accounts(subject),
    queryFn: ({ signal }) => callApi(getAccounts, { subject, signal }),
  });
}

/**
 * The connections of whoever the pages show, read again when the live channel says one changed. Without the
 * live channel (`poll`) nothing says when a synchronisation ends: the list is asked again until none runs.
 */
export function useAccounts({ poll }: { poll: boolean }) {
  return useQuery({
    ...getAccountsQueryOptions(useSubject()),
    refetchInterval: (query) => (poll && query.state.data?.some((account) => account.syncing) ? ACCOUNTS_POLL_MS : false),
  });
}
