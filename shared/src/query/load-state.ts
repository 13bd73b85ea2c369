import type { UseQueryResult } from '@tanstack/react-query';
import { loadErrorMessage } from './load-error';

/**
 * A screen's data as it loads, as a tagged union (jotai-style): what a screen switches on to show a loader,
 * the French failure with a retry, or the data.
 */
export type LoadState<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; data: T; refreshing: boolean };

/**
 * The state of a query for a screen. Data already shown stays while it is read again (a live update must not
 * blank the page), and a failed background refresh keeps it too; a subject change reads another key, so it
 * starts from `loading` and never shows the previous subject's data.
 *
 * @example
 * const portfolios = loadStateOf(usePortfolios());
 * if (portfolios.state === 'failed') return <LoadFailure message={portfolios.message} onRetry={portfolios.retry} />;
 */
export function loadStateOf<T>(query: UseQueryResult<T>): LoadState<T> {
  if (query.data !== undefined) return { state: 'ready', data: query.data, refreshing: query.isFetching };
  if (query.isError) return { state: 'failed', message: loadErrorMessage(query.error), retry: () => void query.refetch() };
  return { state: 'loading' };
}
