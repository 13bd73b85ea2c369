import { addAccounts, type AddAccountsInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { keysChangedByAccounts, useApiMutation } from '@patrimo/shared/query';

/**
 * POST /users/me/accounts: stores the accounts the saver kept checked (their synchronisation starts) and
 * says « Banque ajoutée » (spec §2). The accounts and everything computed from them are read again: the
 * demonstration account disappears.
 */
export function useAddAccounts() {
  return useApiMutation({
    mutationFn: (payload: AddAccountsInput) => callApi(addAccounts, { body: payload }),
    invalidates: () => keysChangedByAccounts('me'),
    toast: 'bankAdded',
  });
}
