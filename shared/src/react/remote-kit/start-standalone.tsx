import { setApiNavigationHandlers } from '@patrimo/shared/client';
import { detectBrand, PatrimoProviders, PatrimoQueryProvider, StandaloneApp, type RemoteMounts } from '@patrimo/shared/react';
import { createRoot } from 'react-dom/client';

export interface StartStandaloneOptions {
  /** Package folder of the remote (`mf-billing`), shown on the index page. */
  name: string;
  /** The remote's `./routes` mounts. */
  mounts: RemoteMounts;
  /** Where each mount lives, the same paths as in the host's route table. */
  paths: Record<string, string>;
  /** Element to render into. @default document.getElementById('root') */
  container?: HTMLElement | null;
}

/**
 * A remote run on its own (`pnpm --filter @patrimo/<remote> dev`): the host's providers, the remote's
 * mounts at the host's paths, against the real API. A 401 or a 5xx goes back to the remote's index,
 * since the host's login and error pages are not there. The host never runs this: it loads `./routes`.
 *
 * @example
 * startStandalone({ name: 'mf-billing', mounts, paths: STANDALONE_PATHS });
 */
export function startStandalone({ name, mounts, paths, container = document.getElementById('root') }: StartStandaloneOptions): void {
  setApiNavigationHandlers({
    onUnauthorized: () => window.location.assign('/__standalone'),
    onServerError: () => window.location.assign('/__standalone'),
  });
  if (!container) return;
  createRoot(container).render(
    <PatrimoQueryProvider>
      <PatrimoProviders brand={detectBrand()}>
        <StandaloneApp name={name} mounts={mounts} paths={paths} />
      </PatrimoProviders>
    </PatrimoQueryProvider>,
  );
}
