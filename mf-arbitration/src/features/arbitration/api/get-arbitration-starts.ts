import { getArbitrationStarts } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/**
 * The three starting allocations of a contract (`GET …/portfolios/:id/arbitration/starts`), under the contract's
 * key: an edit or a synchronisation of the contract reads them again.
 */
export function getArbitrationStartsQueryOptions(subject: Subject, contractId: string) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, contractId), 'arbitration', 'starts'] as const,
    queryFn: ({ signal }) => callApi(getArbitrationStarts, { subject, params: { id: contractId }, signal }),
  });
}

export function useArbitrationStarts(contractId: string) {
  return useQuery(getArbitrationStartsQueryOptions(useSubject(), contractId));
}
