import { getTransactions, type Transaction } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** Pages read at most for the expense categories (50 debits a page). */
const MAX_PAGES = 10;

/**
 * Every debit of a bank account from `from` (`GET …/portfolios/:id/transactions?direction=debit`, page after page),
 * for its top expense categories.
 */
export function getRecentDebitsQueryOptions(subject: Subject, id: string, from: string) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, id), 'debits', from] as const,
    queryFn: async ({ signal }) => {
      const debits: Transaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await callApi(getTransactions, { subject, params: { id }, query: { direction: 'debit', from, page }, signal });
        debits.push(...answer.transactions);
        if (page >= answer.meta.totalPages) break;
      }
      return debits;
    },
  });
}

export function useRecentDebits(id: string, from: string, enabled: boolean) {
  return useQuery({ ...getRecentDebitsQueryOptions(useSubject(), id, from), enabled });
}
