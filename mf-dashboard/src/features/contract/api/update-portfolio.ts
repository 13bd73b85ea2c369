import { updatePortfolio, type ContractStatus, type PortfolioUpdate } from '@patrimo/shared';
import { callApi, reloadUser } from '@patrimo/shared/client';
import { keysChangedByAccounts, useApiMutation } from '@patrimo/shared/query';

/**
 * Changes what the saver declares about a contract, or its status (`PUT /portfolios/:id`): every figure computed
 * from the contracts is read again, and the user (spec §4: a status update reloads the repartition and the user).
 */
export function useUpdatePortfolio(id: string) {
  return useApiMutation({
    mutationFn: (change: { portfolio: PortfolioUpdate } | { status: ContractStatus }, { subject }) =>
      callApi(updatePortfolio, { params: { id }, body: change, subject }),
    invalidates: (subject) => keysChangedByAccounts(subject),
    onSuccess: async (_data, change) => {
      if ('status' in change) await reloadUser();
    },
  });
}
