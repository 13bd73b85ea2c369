import { appStore, clearSession, sessionKindAtom, tokensAtom } from '@patrimo/shared/client';
import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@patrimo/shared/router';
import { applyBrandConfig, currentBrand } from '../features/brand/brand-choice';
import { keepEarlyErrors, startErrorReporting } from '../features/monitoring/error-reporting';
import { loadMounts } from '../features/remotes/remote-registry';
import { trackActivity } from '../features/session/activity';
import type { RemoteName } from '../lib/remote-name';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { createRouter, type RenderedRoutes } from './router';

/**
 * A pre-rendered page that React could not hydrate as it was (its HTML differs from the client's render): React
 * renders it again on the client, and the difference is a bug of the pre-render, reported like any other.
 */
function reportHydrationMismatch(error: unknown): void {
  window.dispatchEvent(new CustomEvent('patrimo:shell-error', { detail: { error } }));
}

export interface ShellEntry {
  /** The routes the page renders, when not all of them (`buildRoutes`). */
  renders?: RenderedRoutes;
  /** What the page's entry places around its router: the application, the page's query cache. */
  Around?: ComponentType<{ children: ReactNode }>;
}

/**
 * Starts the shell in the page, for both of its entries: the application's (bootstrap.tsx, every route, remotes
 * through federation) and the public pages' (src/public, the pages the server sends as HTML, `renders`). Errors are
 * kept from the first moment; the session, the brand and the error reporter are set up; then the router renders
 * `#root`, or hydrates it when the server painted it (`data-prerendered`).
 */
export function startShell({ renders, Around }: ShellEntry = {}): void {
  keepEarlyErrors();
  trackActivity();
  // Flags persisted without tokens (storage cleared by hand, another tab logged out) mean no session.
  if (appStore.get(sessionKindAtom) !== null && appStore.get(tokensAtom) === null) clearSession();

  void loadRuntimeConfig().then(async (config) => {
    applyBrandConfig(config);
    // Not awaited: the reporter's chunk (when a DSN is configured) loads while the page renders.
    void startErrorReporting(config.errorReporting);
    const root = document.getElementById('root');
    if (!root) return;
    const router = <RouterProvider router={createRouter(currentBrand().features, renders)} />;
    const app = Around ? <Around>{router}</Around> : router;
    const prerendered = root.dataset.prerendered as RemoteName | undefined;
    if (!prerendered) {
      createRoot(root).render(app);
      return;
    }
    // Painted from the server's HTML (issue 17): the page's remote first, so that the first render is the server's
    // (a remote that fails to load shows its fallback, as anywhere else); the page's own chunk may come later, React
    // keeps its HTML until then.
    await loadMounts(prerendered).catch(() => undefined);
    hydrateRoot(root, app, { onRecoverableError: reportHydrationMismatch });
  });
}
