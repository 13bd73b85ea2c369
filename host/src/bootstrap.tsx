import '@mantine/core/styles.css';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { appStore, clearSession, sessionKindAtom, tokensAtom } from '@patrimo/shared/client';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './app/router';
import { applyBrandConfig, currentBrand } from './features/brand/brand-choice';
import { keepEarlyErrors, startErrorReporting } from './features/monitoring/error-reporting';
import { isolationPlugin } from './features/remotes/federation-plugin';
import { trackActivity } from './features/session/activity';
import { loadRuntimeConfig } from './lib/runtime-config';

keepEarlyErrors();

registerPlugins([isolationPlugin()]);
trackActivity();

// Flags persisted without tokens (storage cleared by hand, another tab logged out) mean no session.
if (appStore.get(sessionKindAtom) !== null && appStore.get(tokensAtom) === null) clearSession();

void loadRuntimeConfig().then((config) => {
  applyBrandConfig(config);
  // Not awaited: the reporter's chunk (when a DSN is configured) loads while the page renders.
  void startErrorReporting(config.errorReporting);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<RouterProvider router={createRouter(currentBrand().features)} />);
});
