import { updateConnection, type Connection } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { keysChangedByAccounts, useApiMutation } from '@patrimo/shared/query';

/**
 * Sends new credentials or the follow-up answers of a connection (`POST /2.0/users/me/connections/:id`); an
 * empty body asks the partner which fields it needs. Once the bank is satisfied, the accounts are read again.
 */
export function useUpdateConnection() {
  return useApiMutation({
    mutationFn: ({ connectionId, body }: { connectionId: string; body: Record<string, string> }) =>
      callApi(updateConnection, { params: { id: connectionId }, body }),
    invalidates: (subject, connection: Connection) =>
      connection.state === 'additionalInformationNeeded' ? [] : keysChangedByAccounts(subject),
  });
}
