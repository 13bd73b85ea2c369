import { getContract } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/** A catalogue product by its public address (`GET /contracts/:id`, readable without an account). */
export function getContractQueryOptions(contractUrl: string) {
  return queryOptions({
    queryKey: publicKeys.of('contract', contractUrl),
    queryFn: ({ signal }) => callApi(getContract, { params: { id: contractUrl }, signal }),
  });
}

export function useContract(contractUrl: string) {
  return useQuery(getContractQueryOptions(contractUrl));
}
