import { INVESTMENT_SEARCH_LIMIT, searchInvestments } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { keepPreviousData, queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

export interface InvestmentSearch {
  query: string;
  tag: string | null;
  page: number;
}

/**
 * One page of the funds a contract can hold (`GET /investments?contract_id&query&tag&limit&page`), ranked by the
 * score of the saver's risk profile. Under the contract's key (the subject's: the API reads the contract, and an
 * advisor's customer has another).
 */
export function searchInvestmentsQueryOptions(subject: Subject, contractId: string, search: InvestmentSearch) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, contractId), 'investments', search.query, search.tag ?? '', search.page] as const,
    queryFn: ({ signal }) =>
      callApi(searchInvestments, {
        subject,
        signal,
        query: {
          contractId,
          limit: INVESTMENT_SEARCH_LIMIT,
          page: search.page,
          ...(search.query ? { query: search.query } : {}),
          ...(search.tag ? { tag: search.tag } : {}),
        },
      }),
  });
}

/** The results of the search typed (already debounced); the previous page stays while the next one loads. */
export function useInvestmentSearch(contractId: string, search: InvestmentSearch) {
  return useQuery({ ...searchInvestmentsQueryOptions(useSubject(), contractId, search), placeholderData: keepPreviousData });
}
