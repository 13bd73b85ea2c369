import { getTransactionMovements } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** Money in and out of the contract month by month (`GET …/portfolios/:id/series/transactions_movements`). */
export function getTransactionMovementsQueryOptions(subject: Subject, id: string, from?: string) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, id), 'movements', from ?? 'all'] as const,
    queryFn: ({ signal }) => callApi(getTransactionMovements, { subject, params: { id }, query: from === undefined ? {} : { from }, signal }),
  });
}

export function useTransactionMovements(id: string, from?: string) {
  return useQuery(getTransactionMovementsQueryOptions(useSubject(), id, from));
}
