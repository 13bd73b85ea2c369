/**
 * `@patrimo/shared/query`: the one way screens read and change API data (TanStack Query v5).
 *
 * - One `QueryClient` per page, made by `PatrimoQueryProvider` (the application's shell, a standalone remote, a public contract card), shared as the
 *   `@tanstack/react-query` federation singleton.
 * - One file per API operation in its feature's `api/` folder: `features/wealth/api/get-portfolios.ts` exports
 *   `getPortfoliosQueryOptions(subject)` (key from `subjectKeys`, `signal` passed to `callApi`) and
 *   `usePortfolios()`; a change exports `useDeleteAccount()` built on `useApiMutation`.
 * - Failures become French once, `loadErrorMessage`; the live channel invalidates what it knows changed.
 */
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
export { arbitrationPlanKey, getArbitrationPlanQueryOptions, useArbitrationPlan, useDeleteArbitrationPlan } from './arbitration-plan';
export { billingStateQueryOptions, premiumLocked, useBillingState, usePremiumLocked } from './billing-state';
export { previousOfSameSubject, publicKeys, subjectKeys } from './keys';
export { prefetchedAnswer, providePrefetchedAnswers } from './prefetched';
export { connectLiveInvalidation, keysChangedByAccounts, type LiveInvalidationStore } from './live-invalidation';
export { loadErrorMessage } from './load-error';
export { loadStateOf, type LoadState } from './load-state';
export { createQueryClient, NETWORK_RETRIES, queryDefaults, shouldRetry, STALE_TIME_MS } from './query-client';
export { MUTATION_TOAST_LABELS, mutationToastMessages, type MutationToast } from './toasts';
export { useApiMutation, useMutationToast, type UseApiMutationOptions } from './use-api-mutation';
