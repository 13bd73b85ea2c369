import { deleteAccount } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { keysChangedByAccounts, useApiMutation } from '@patrimo/shared/query';

/** Deletes a bank connection and its contracts (`DELETE /users/me/accounts/:id`), with the « Banque supprimée » toast. */
export function useDeleteAccount() {
  return useApiMutation({
    mutationFn: (accountId: string, { subject }) => callApi(deleteAccount, { params: { id: accountId }, subject }),
    invalidates: (subject) => keysChangedByAccounts(subject),
    toast: 'bankDeleted',
  });
}
