import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteMounts, RemoteRoutesModule } from '@patrimo/shared/react';
import { createRemoteLoader, RemoteLoadError } from '@patrimo/shared/remote-kit';
import type { RemoteName } from '../../lib/remote-name';

export { RemoteLoadError };

// The host's federation instance learns every remote from `/remotes.json` (read at run time, so a domain
// team redeploys or moves its remote without rebuilding the host).
const remotes = createRemoteLoader({ registerRemotes, loadRemote });
const mountsCache = new Map<RemoteName, Promise<RemoteMounts>>();

/**
 * The route objects a remote exposes in `./routes`, loaded on first use (lazily, per remote).
 * `retry` forgets the failed attempt and re-registers the remote so its manifest is fetched again.
 */
export function loadMounts(remote: RemoteName, { retry = false } = {}): Promise<RemoteMounts> {
  if (retry) mountsCache.delete(remote);
  const cached = mountsCache.get(remote);
  if (cached) return cached;
  const attempt = remotes.load<RemoteRoutesModule>(remote, 'routes', { retry }).then((module) => {
    if (typeof module.mounts !== 'object' || module.mounts === null) throw new RemoteLoadError(remote, 'routes', 'empty');
    return module.mounts;
  });
  mountsCache.set(remote, attempt);
  attempt.catch(() => mountsCache.delete(remote));
  return attempt;
}
