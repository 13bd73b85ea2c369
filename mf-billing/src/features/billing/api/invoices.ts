import { getInvoicePdf, getInvoices, INVOICES_LIMIT } from '@patrimo/shared';
import { callApi, downloadApiFile, type DownloadedFile } from '@patrimo/shared/client';
import { queryOptions, subjectKeys, useApiMutation, useQuery } from '@patrimo/shared/query';

/** The saver's invoices, newest first (`GET /users/me/invoices?limit=100`). */
export function useInvoices() {
  return useQuery(
    queryOptions({
      queryKey: [...subjectKeys.billing('me'), 'invoices'] as const,
      queryFn: ({ signal }) => callApi(getInvoices, { signal, query: { limit: INVOICES_LIMIT } }),
    }),
  );
}

/** One invoice as a PDF (`GET /users/me/invoices/:id/pdf`). */
export function useDownloadInvoice() {
  return useApiMutation<{ id: string; number: string }, DownloadedFile>({
    mutationFn: ({ id, number }) => downloadApiFile(getInvoicePdf, { params: { id } }, `facture-${number}.pdf`),
  });
}
