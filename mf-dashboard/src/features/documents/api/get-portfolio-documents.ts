import { getPortfolioDocuments } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';

/** The institution's documents of a contract (`GET /users/:userId/portfolios/:id/documents`). */
export function getPortfolioDocumentsQueryOptions(subject: Subject, portfolioId: string) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, portfolioId), 'documents'] as const,
    queryFn: ({ signal }) => callApi(getPortfolioDocuments, { subject, signal, params: { id: portfolioId } }),
  });
}

export function usePortfolioDocuments(portfolioId: string) {
  return useQuery(getPortfolioDocumentsQueryOptions(useSubject(), portfolioId));
}
