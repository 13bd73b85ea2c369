import { getPortfolioFund } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** A fund's sheet seen from a contract (`GET /users/:userId/portfolios/:id/funds/:isin`). */
export function getPortfolioFundQueryOptions(subject: Subject, portfolioId: string, isin: string) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, portfolioId), 'funds', isin] as const,
    queryFn: ({ signal }) => callApi(getPortfolioFund, { subject, signal, params: { id: portfolioId, isin } }),
  });
}

export function usePortfolioFund(portfolioId: string, isin: string) {
  return useQuery(getPortfolioFundQueryOptions(useSubject(), portfolioId, isin));
}
