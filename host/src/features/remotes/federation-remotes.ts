import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from '@patrimo/shared/remote-kit';
import { isolationPlugin } from './federation-plugin';
import { installRemoteLoader } from './remote-registry';

/**
 * The application's remotes through Module Federation: the host's federation instance learns every remote from
 * `/remotes.json` (read at run time, so a domain team redeploys or moves its remote without rebuilding the host),
 * and a remote that fails to load rejects cleanly (`isolationPlugin`).
 */
export function startFederatedRemotes(): void {
  registerPlugins([isolationPlugin()]);
  installRemoteLoader(createRemoteLoader({ registerRemotes, loadRemote }));
}
