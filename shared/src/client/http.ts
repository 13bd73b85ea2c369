import ky, { type KyInstance } from 'ky';
import { navigationHandlers } from './navigation';
import { refreshIfNeeded } from './refresh';
import { clearSession } from './session-state';
import { appStore, sessionKindAtom, tokensAtom } from './state';

/** Calls whose 401/400 are answers to show in the form, not a lost session. */
const AUTH_PATHS = ['/api/oauth/token', '/api/oauth/revoke'];

/** Marks a background call (`CallOptions.background`); read and removed before the request leaves. */
export const BACKGROUND_HEADER = 'x-patrimo-background';

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
        const background = request.headers.has(BACKGROUND_HEADER);
        request.headers.delete(BACKGROUND_HEADER);
        if (!AUTH_PATHS.includes(path) && !background) await refreshIfNeeded();
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
          // The session is over: drop it locally, then let the host route to the right login page.
          const kind = appStore.get(sessionKindAtom);
          clearSession();
          navigationHandlers().onUnauthorized(kind);
        } else if (response.status >= 500) {
          navigationHandlers().onServerError(response.status);
        }
      },
    ],
  },
});
