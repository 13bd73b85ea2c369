import { getWealthCashValues, type CashValues, type ContractCategory } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { previousOfSameSubject, queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/**
 * The value of a subject's wealth day by day from `from`, over every contract or one category (`GET …/wealth/cash-values`),
 * thinned by the server to `points` when given (what the chart draws). The server tags each answer: the
 * browser's cache revalidates it (`If-None-Match`, 304 while the saver's data did not move).
 */
export function getWealthCashValuesQueryOptions(subject: Subject, from: string, category: ContractCategory | null = null, points?: number) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolios(subject), 'cash-values', from, category ?? 'all', points ?? 'daily'] as const,
    queryFn: ({ signal }) =>
      callApi(getWealthCashValues, { subject, query: { from, ...(category === null ? {} : { categories: [category] }), ...(points === undefined ? {} : { points }) }, signal }),
  });
}

/** The whole wealth's history from `from`; the previous range stays on screen while another loads. */
export function useWealthCashValues(from: string, points?: number) {
  const subject = useSubject();
  return useQuery({ ...getWealthCashValuesQueryOptions(subject, from, null, points), placeholderData: previousOfSameSubject(subject) });
}

export type CashValuesByCategory = Record<ContractCategory, CashValues['series']>;

/**
 * The history of each category from `from` (three calls at once, one cached entry each), as one answer;
 * the previous range stays on screen while another loads.
 */
export function useWealthCashValuesByCategory(from: string, categories: readonly ContractCategory[], points?: number) {
  const subject = useSubject();
  return useQuery({
    queryKey: [...subjectKeys.portfolios(subject), 'cash-values-by-category', from, points ?? 'daily', ...categories] as const,
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        categories.map((category) =>
          callApi(getWealthCashValues, { subject, query: { from, categories: [category], ...(points === undefined ? {} : { points }) }, signal }),
        ),
      );
      const byCategory: CashValuesByCategory = { invested_wealth: [], savings: [], real_estate: [] };
      categories.forEach((category, index) => {
        byCategory[category] = answers[index]?.series ?? [];
      });
      return byCategory;
    },
    placeholderData: previousOfSameSubject(subject),
  });
}
