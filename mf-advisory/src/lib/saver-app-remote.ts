import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, RemoteLoadError } from '@patrimo/shared/remote-kit';

export type SaverAppModule = typeof import('mf_dashboard/SaverApp');

const DASHBOARD = 'mf_dashboard';

// Each remote runs its own federation instance, and only the host's knows the other remotes. This one
// learns where mf-dashboard lives from the same `/remotes.json` as the host, so moving a remote still
// needs no rebuild; the kit's loader gives it the host's timeout too.
const remotes = createRemoteLoader({ registerRemotes, loadRemote });

/**
 * The saver app exposed by mf-dashboard, loaded on first use. `retry` registers the remote again so
 * its manifest is fetched anew after a failure.
 */
export async function loadSaverApp({ retry = false } = {}): Promise<SaverAppModule['SaverApp']> {
  const module = await remotes.load<SaverAppModule>(DASHBOARD, 'SaverApp', { retry });
  if (typeof module.SaverApp !== 'function') throw new RemoteLoadError(DASHBOARD, 'SaverApp', 'empty');
  return module.SaverApp;
}
