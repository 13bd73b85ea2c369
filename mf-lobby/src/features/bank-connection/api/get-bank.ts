import { getBank } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** GET /banks/:bankId: one institution with its login fields and the contracts it holds. */
export function bankQueryOptions(bankId: string) {
  return queryOptions({
    queryKey: publicKeys.of('banks', bankId),
    queryFn: ({ signal }) => callApi(getBank, { params: { bankId }, signal }),
  });
}

/** The institution whose login form is shown. */
export function useBank(bankId: string) {
  return useQuery(bankQueryOptions(bankId));
}
