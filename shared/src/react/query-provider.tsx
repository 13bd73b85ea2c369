import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { connectLiveInvalidation } from '../query/live-invalidation';
import { createQueryClient } from '../query/query-client';

let pageClient: QueryClient | null = null;

/**
 * The page's one query cache, tied to the live channel and the session once (`connectLiveInvalidation`).
 * This module is part of the `@patrimo/shared/react` singleton, so the host and every remote read the same.
 */
export function pageQueryClient(): QueryClient {
  if (pageClient === null) {
    pageClient = createQueryClient();
    connectLiveInvalidation(pageClient);
  }
  return pageClient;
}

/** Provides the page's query cache to every screen below. */
export function PatrimoQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
