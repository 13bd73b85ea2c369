import { updatePortfolio, type Portfolio } from '@patrimo/shared';
import { callApi, reloadUser } from '@patrimo/shared/client';
import { keysChangedByAccounts, useApiMutation } from '@patrimo/shared/query';

/**
 * Hides a contract from the wealth or shows it again (`PUT /users/me/portfolios/:id` `{ status }`): every figure
 * computed from the contracts is read again, and the signed-in user (whose aggregated wealth moves with it).
 */
export function useUpdatePortfolioStatus() {
  return useApiMutation({
    mutationFn: ({ id, status }: { id: string; status: Portfolio['status'] }, { subject }) =>
      callApi(updatePortfolio, { params: { id }, body: { status }, subject }),
    invalidates: (subject) => keysChangedByAccounts(subject),
    onSuccess: async () => {
      await reloadUser();
    },
  });
}
