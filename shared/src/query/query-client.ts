import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';

/**
 * How long data read from the API counts as fresh: a screen opened again within this time shows what it
 * read without asking again. The live channel invalidates what it knows changed (see `live-invalidation.ts`),
 * and mutations invalidate what they change, so a longer time never shows stale figures after an action.
 */
export const STALE_TIME_MS = 30_000;

/** How many times a request that never got an answer is sent again before the screen shows the failure. */
export const NETWORK_RETRIES = 1;

/**
 * Whether a failed query is tried again: an answer from the server (4xx: it will answer the same; 5xx: the
 * client already sent the person to the error page) never is; a request that never got an answer (offline,
 * dropped connection) is, once. An aborted request (stale subject or screen left) is not an error to retry.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiHttpError(error)) return false;
  if (isApiNetworkError(error)) return failureCount < NETWORK_RETRIES;
  return false;
}

/** The defaults every query and mutation of the product starts from. */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: STALE_TIME_MS,
    retry: shouldRetry,
    // The live channel says when data changed; refetching on every focus would only add load and flicker.
    refetchOnWindowFocus: false,
  },
  mutations: {
    // A mutation is an action the person asked for once: never replayed behind their back.
    retry: false,
  },
};

/**
 * A new client with the product's defaults. The host makes one for the page (`PatrimoQueryProvider`), and so does
 * a remote run on its own; tests make their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
