import { recordAnalysisProgress, type AnalysisPage, type Portfolio } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation, useQueryClient } from '@patrimo/shared/query';
import { useSubject } from '@patrimo/shared/react';

/**
 * Records that the saver read one page of a contract's analysis (`PUT …/portfolios/:id/analysis_progress`).
 * The answer is the new progress: it goes straight into the contract in the cache (the stepper reads it), and
 * the contract list, whose « ANALYSÉ » badge depends on it, is read again when next shown. Only the saver
 * records: the screen never calls it for an advisor.
 */
export function useRecordAnalysisVisit(contractId: string) {
  const queryClient = useQueryClient();
  const subject = useSubject();
  return useApiMutation({
    mutationFn: (page: AnalysisPage, context) => callApi(recordAnalysisProgress, { params: { id: contractId }, body: page, subject: context.subject }),
    onSuccess: async (progress) => {
      queryClient.setQueryData<Portfolio>(subjectKeys.portfolio(subject, contractId), (contract) =>
        contract === undefined ? contract : { ...contract, analysisProgress: progress },
      );
      // Exact: the prefix would also read this contract and its analyses again.
      await queryClient.invalidateQueries({ queryKey: subjectKeys.portfolios(subject), exact: true });
    },
  });
}
