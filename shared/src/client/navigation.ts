import type { SessionKind } from './state';

/**
 * Navigation reactions to API answers (spec §2): the host registers them at start; standalone remotes
 * register their own. Kept out of components: "one ky instance; 401/5xx handling in its hooks".
 * This registry is light on purpose: registering it must not load the API client.
 */
export interface ApiNavigationHandlers {
  /** A 401 outside the login call: the session is over; go to login with a redirect. */
  onUnauthorized: (kind: SessionKind | null) => void;
  /** Any 5xx: go to the 500 page. */
  onServerError: (status: number) => void;
}

const handlers: ApiNavigationHandlers = {
  onUnauthorized: () => undefined,
  onServerError: () => undefined,
};

export function setApiNavigationHandlers(next: Partial<ApiNavigationHandlers>): void {
  Object.assign(handlers, next);
}

export function navigationHandlers(): Readonly<ApiNavigationHandlers> {
  return handlers;
}
