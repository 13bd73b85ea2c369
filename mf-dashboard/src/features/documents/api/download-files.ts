import { getPortfolioDocument, getPortfolioStatement } from '@patrimo/shared';
import { downloadApiFile, type DownloadedFile } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/** Downloads one of the contract's institution documents (`GET …/portfolios/:id/documents/:documentId`). */
export function useDownloadPortfolioDocument(portfolioId: string) {
  return useApiMutation<{ documentId: string }, DownloadedFile>({
    mutationFn: ({ documentId }, { subject }) => downloadApiFile(getPortfolioDocument, { subject, params: { id: portfolioId, documentId } }, 'document.pdf'),
  });
}

/** Downloads the PDF statement of the contract over a period (`GET …/portfolios/:id/statement?from&to`). */
export function useDownloadPortfolioStatement(portfolioId: string) {
  return useApiMutation<{ from: string; to: string }, DownloadedFile>({
    mutationFn: ({ from, to }, { subject }) => downloadApiFile(getPortfolioStatement, { subject, params: { id: portfolioId }, query: { from, to } }, 'releve.pdf'),
  });
}
