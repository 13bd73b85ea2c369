import { getContract } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { prefetchedAnswer, publicKeys, queryOptions, useQuery } from '@patrimo/shared/query';

/**
 * A catalogue product by its public address (`GET /contracts/:id`, readable without an account). A card the server
 * rendered carries its product: the first render reads it from the page instead of asking again (issue 17).
 */
export function getContractQueryOptions(contractUrl: string) {
  const queryKey = publicKeys.of('contract', contractUrl);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => callApi(getContract, { params: { id: contractUrl }, signal }),
    initialData: () => prefetchedAnswer(getContract, queryKey),
  });
}

export function useContract(contractUrl: string) {
  return useQuery(getContractQueryOptions(contractUrl));
}
