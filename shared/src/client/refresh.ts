import { tokenResponseSchema } from '@patrimo/shared';
import { fromWire, toWire } from '../wire/case';
import { storeTokens } from './session-state';
import { appStore, tokensAtom, type StoredTokens } from './state';

/**
 * Refresh this long before the access token expires: just enough for a request to reach the server in time.
 * Keeping a session alive earlier is the shell's decision (its auto-logout prompt refreshes the active person a
 * minute before expiry and asks the idle one): a page reloading data by itself in that last minute (after a
 * live event) must not extend an idle session.
 */
export const REFRESH_MARGIN_MS = 10_000;

let inFlight: Promise<StoredTokens | null> | null = null;

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one request, because the
 * server rotates refresh tokens and treats a second use of the old one as theft.
 * Uses `fetch` directly: going through the ky instance would re-enter its hooks.
 */
export function refreshTokens(): Promise<StoredTokens | null> {
  const current = appStore.get(tokensAtom);
  if (!current) return Promise.resolve(null);
  inFlight ??= (async () => {
    try {
      const response = await fetch('/api/oauth/token', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(toWire({ grantType: 'refresh_token', refreshToken: current.refreshToken })),
      });
      if (!response.ok) return null;
      const parsed = tokenResponseSchema.safeParse(fromWire(await response.json()));
      return parsed.success ? storeTokens(parsed.data) : null;
    } catch {
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Refreshes when the access token is about to expire; a failure leaves the 401 handling to the server's answer. */
export async function refreshIfNeeded(now = Date.now()): Promise<void> {
  const tokens = appStore.get(tokensAtom);
  if (!tokens || tokens.expiresAt - now > REFRESH_MARGIN_MS) return;
  await refreshTokens();
}
