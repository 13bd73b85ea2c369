import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteMounts } from '@patrimo/shared/react';
import { createRemoteLoader, RemoteLoadError } from '@patrimo/shared/remote-kit';

/** The remotes whose screens the saver app shows inside an advisor's customer view. */
export type EmbeddedRemoteName = 'mf_analysis' | 'mf_arbitration' | 'mf_realestate';

// Inside an advisor's customer view, SaverApp runs in mf-advisory's page without the host's route table: the
// contract's analysis and arbitration come from their remotes through this app's own federation instance, found in
// the same `/remotes.json` as the host's, with the host's timeout.
const remotes = createRemoteLoader({ registerRemotes, loadRemote });

/** A remote's route mounts, loaded on first use; `retry` fetches its manifest anew after a failure. */
export async function loadRemoteMounts(name: EmbeddedRemoteName, { retry = false } = {}): Promise<RemoteMounts> {
  const module = await remotes.load<{ mounts?: unknown }>(name, 'routes', { retry });
  if (typeof module.mounts !== 'object' || module.mounts === null) throw new RemoteLoadError(name, 'routes', 'empty');
  return module.mounts as RemoteMounts;
}
