import { synchronizeAccount } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/** Starts a synchronisation of a connection (`PUT /users/me/accounts/:id/sync`); the list shows it running. */
export function useSynchronizeAccount() {
  return useApiMutation({
    mutationFn: (accountId: string, { subject }) => callApi(synchronizeAccount, { params: { id: accountId }, subject }),
    invalidates: (subject) => [subjectKeys.accounts(subject)],
  });
}
