import { getArbitrationPlanPdf } from '@patrimo/shared';
import { downloadApiFile, type DownloadedFile } from '@patrimo/shared/client';
import { useApiMutation } from '@patrimo/shared/query';

/** The saved plan as a PDF to send to the insurer (`GET …/portfolios/:id/arbitration_plan/pdf`). */
export function useDownloadArbitrationPlan(contractId: string) {
  return useApiMutation<void, DownloadedFile>({
    mutationFn: (_variables, { subject }) => downloadApiFile(getArbitrationPlanPdf, { subject, params: { id: contractId } }, 'arbitrage.pdf'),
  });
}
