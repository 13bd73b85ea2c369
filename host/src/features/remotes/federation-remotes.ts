import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader } from '@patrimo/shared/remote-kit';
import { isolationPlugin, makeSharedLoadsRetryable } from './federation-plugin';
import { installRemoteLoader } from './remote-registry';

/**
 * The application's remotes through Module Federation: the host's federation instance learns every remote from
 * `/remotes.json` (read at run time, so a domain team redeploys or moves its remote without rebuilding the host),
 * a remote that fails to load rejects cleanly (`isolationPlugin`), and a shared module (a kit entry the host
 * provides) that failed to load can be loaded again (`makeSharedLoadsRetryable`).
 */
export function startFederatedRemotes(): void {
  registerPlugins([isolationPlugin()]);
  const instance = getInstance();
  if (instance) makeSharedLoadsRetryable(instance.shareScopeMap);
  installRemoteLoader(createRemoteLoader({ registerRemotes, loadRemote }));
}
