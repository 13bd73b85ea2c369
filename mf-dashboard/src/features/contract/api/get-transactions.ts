import { getTransactions, type TransactionPage, type TransactionsQuery } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { infiniteQueryOptions, subjectKeys, useInfiniteQuery } from '@patrimo/shared/query';

export type TransactionFilters = Omit<TransactionsQuery, 'page'>;

/**
 * The contract's transactions page by page from 1 (`GET …/portfolios/:id/transactions`), cumulative: « Voir plus »
 * reads the next page and keeps the ones shown. The filters are part of the key, so a changed filter starts
 * again from page 1.
 */
export function getTransactionsQueryOptions(subject: Subject, id: string, filters: TransactionFilters) {
  return infiniteQueryOptions({
    queryKey: [...subjectKeys.portfolio(subject, id), 'transactions', filters] as const,
    queryFn: ({ pageParam, signal }) => callApi(getTransactions, { subject, params: { id }, query: { ...filters, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: TransactionPage) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
  });
}

export function useTransactions(id: string, filters: TransactionFilters) {
  return useInfiniteQuery(getTransactionsQueryOptions(useSubject(), id, filters));
}
