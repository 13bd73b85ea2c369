import { createConnection } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/** What the bank's login form sends: the institution and the values of its fields. */
export interface CreateConnectionInput {
  idBank: string;
  values: Record<string, string>;
}

/**
 * POST /2.0/users/me/connections?expand=accounts: logs in to the institution. The answer is the
 * connection: the accounts found, more fields to fill, or a failed state; nothing is stored yet.
 */
export function useCreateConnection() {
  return useApiMutation({
    mutationFn: ({ idBank, values }: CreateConnectionInput) =>
      callApi(createConnection, { query: { expand: 'accounts' }, body: { idBank, ...values } }),
  });
}
