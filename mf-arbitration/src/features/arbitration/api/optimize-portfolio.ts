import { optimizePortfolio, type OptimisationStrategy } from '@patrimo/shared';
import { callApi, type Subject } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { queryOptions, subjectKeys, useQuery } from '@patrimo/shared/query';
import { basketInput, basketQueryKey, startOf, type BasketState } from '../basket';

/**
 * The proposal for a strategy and a basket (`POST …/portfolios/:id/optimize`). A computation without side effect,
 * read like data: one answer per contract, strategy and basket content, under the contract's key (an edit of the
 * contract reads it again, as the API clears its own cache then). A refusal (422 `no_euro_fund`,
 * `no_low_risk_fund`, `optimisation_failed`) is an HTTP answer: never retried.
 */
export function optimisationQueryOptions(subject: Subject, contractId: string, strategy: OptimisationStrategy, basket: BasketState) {
  return queryOptions({
    queryKey: [...subjectKeys.portfolio(subject, contractId), 'arbitration', 'optimisation', strategy, startOf(basket), basketQueryKey(basket)] as const,
    queryFn: ({ signal }) =>
      callApi(optimizePortfolio, {
        subject,
        signal,
        params: { id: contractId },
        body: { data: { start: startOf(basket), strategy, basket: basketInput(basket) } },
      }),
  });
}

/** The proposal of the page; nothing is asked while the basket is empty. */
export function useOptimisation(contractId: string, strategy: OptimisationStrategy, basket: BasketState) {
  return useQuery({ ...optimisationQueryOptions(useSubject(), contractId, strategy, basket), enabled: basket.lines.length > 0 });
}
