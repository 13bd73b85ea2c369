import ky, { type KyInstance } from 'ky';
import { appStore, tokensAtom, type SessionKind } from './state';
import { refreshIfNeeded } from './refresh';

/**
 * Navigation reactions to API answers (spec §2): the host registers them at start; standalone remotes
 * register their own. Kept out of components: "one ky instance; 401/5xx handling in its hooks".
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

/** Calls whose 401/400 are answers to show in the form, not a lost session. */
const AUTH_PATHS = ['/api/oauth/token', '/api/oauth/revoke'];

let unauthorizedListener: (() => SessionKind | null) | null = null;
/** The session module tells the client how to drop the session on a 401 (avoids an import cycle). */
export function onUnauthorizedResponse(listener: () => SessionKind | null): void {
  unauthorizedListener = listener;
}

/**
 * The one ky instance of the product. Same-origin `/api`, credentials included, bearer header from
 * the stored token (refreshed shortly before it expires), 401 and 5xx handled here.
 */
export const http: KyInstance = ky.create({
  prefix: '/api',
  credentials: 'include',
  retry: 0,
  timeout: 30000,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        const path = new URL(request.url, 'http://x').pathname;
        if (!AUTH_PATHS.includes(path)) await refreshIfNeeded();
        const tokens = appStore.get(tokensAtom);
        if (tokens && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
        }
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        const path = new URL(request.url, 'http://x').pathname;
        if (response.status === 401 && !AUTH_PATHS.includes(path)) {
          const kind = unauthorizedListener ? unauthorizedListener() : null;
          handlers.onUnauthorized(kind);
        } else if (response.status >= 500) {
          handlers.onServerError(response.status);
        }
      },
    ],
  },
});
