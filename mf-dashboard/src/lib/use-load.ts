import { messageForError } from '@patrimo/shared';
import { isApiHttpError, isApiNetworkError } from '@patrimo/shared/client';
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** A screen's data as it loads (async state as a tagged union, jotai-style). */
export type Load<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/** The French message of a failed call: the first code the server sent, or why it never answered. */
export function loadErrorMessage(error: unknown): string {
  if (isApiNetworkError(error)) return messageForError('network_error');
  if (isApiHttpError(error)) return messageForError(error.codes[0] ?? 'unknown');
  return messageForError('unknown');
}

export interface UseLoadReturnValue<T> {
  load: Load<T>;
  /** Loads again (after a failure, or after an action changed the data). */
  retry: () => void;
}

/**
 * Runs `loader` when `deps` change and on `retry`, aborting the previous run. Data already shown stays on
 * screen while it reloads (a live update must not blank the page), unless `owner` changed: an advisor moving
 * to another customer must never see the previous one's figures, even for a moment.
 */
export function useLoad<T>(loader: (signal: AbortSignal) => Promise<T>, deps: DependencyList, owner: unknown = null): UseLoadReturnValue<T> {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const ownerRef = useRef(owner);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const sameOwner = ownerRef.current === owner;
    ownerRef.current = owner;
    setLoad((previous) => (previous.state === 'ready' && sameOwner ? previous : { state: 'loading' }));
    loaderRef.current(signal).then(
      (data) => {
        if (!signal.aborted) setLoad({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!signal.aborted) setLoad({ state: 'failed', message: loadErrorMessage(error) });
      },
    );
    return () => controller.abort();
    // The caller's deps decide when to reload; the loader itself is read from the ref.
  }, [...deps, owner, attempt]);

  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
