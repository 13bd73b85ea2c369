import '@mantine/core/styles.css';
import { setApiNavigationHandlers } from '@patrimo/shared/client';
import { detectBrand, PatrimoProviders, StandaloneApp } from '@patrimo/shared/react';
import { createRoot } from 'react-dom/client';
import { mounts } from './app/routes';
import { STANDALONE_PATHS } from './app/standalone-paths';

// Standalone run only: the host never executes this file (it loads `./routes`).
setApiNavigationHandlers({
  onUnauthorized: () => window.location.assign('/__standalone'),
  onServerError: () => window.location.assign('/__standalone'),
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <PatrimoProviders brand={detectBrand()}>
      <StandaloneApp name="mf-advisory" mounts={mounts} paths={STANDALONE_PATHS} />
    </PatrimoProviders>,
  );
}
