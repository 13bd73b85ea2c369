import { updatePortfolioInfos, type PortfolioInfosInput } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { subjectKeys, useApiMutation } from '@patrimo/shared/query';

/**
 * Saves the contract's settings (`PUT /portfolios/:id/portfolio_infos`). The server clears the contract's cached
 * analyses and optimisation (spec §4); here the contract's queries (its analyses, projection and figures under
 * its key) and the contract lists are read again.
 */
export function useUpdatePortfolioInfos(id: string) {
  return useApiMutation({
    mutationFn: (portfolioInfos: PortfolioInfosInput, { subject }) => callApi(updatePortfolioInfos, { params: { id }, body: { portfolioInfos }, subject }),
    invalidates: (subject) => [subjectKeys.portfolio(subject, id), subjectKeys.portfolios(subject)],
  });
}
