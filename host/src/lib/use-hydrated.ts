import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * False on the server and while React hydrates a pre-rendered page, true right after and whenever the client
 * renders alone. What only this browser knows (a session, an accepted cookie banner) waits for it, so that the
 * hydrating render is the server's and nothing of the page painted from HTML is thrown away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
