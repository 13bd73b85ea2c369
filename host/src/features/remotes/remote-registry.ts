import type { RemoteMounts, RemoteRoutesModule, WarmUpStage } from '@patrimo/shared/react';
import { RemoteLoadError, type RemoteLoader } from '@patrimo/shared/remote-kit';
import type { RemoteName } from '../../lib/remote-name';

export { RemoteLoadError };

/**
 * Where the remotes' `./routes` come from. The application's entry (bootstrap.tsx) installs the federation's loader,
 * which learns every remote from `/remotes.json`; the public pages' entry (src/public) and the server render provide
 * the mounts they render themselves (`provideMounts`) and install none, so that federation is not in their code.
 */
let remotes: RemoteLoader = {
  load: (remote, expose) => Promise.reject(new RemoteLoadError(remote, expose, 'not-declared')),
};

/** Installs the loader of every remote not provided (`provideMounts`): the federation's, in the application. */
export function installRemoteLoader(loader: RemoteLoader): void {
  remotes = loader;
}
const modulesCache = new Map<RemoteName, Promise<RemoteRoutesModule>>();
/** The mounts of each remote whose `./routes` has arrived: a route renders them at once, without a loading state. */
const loadedMounts = new Map<RemoteName, RemoteMounts>();

/**
 * A remote's `./routes` module, loaded on first use (lazily, per remote).
 * `retry` forgets the failed attempt and re-registers the remote so its manifest is fetched again.
 */
function loadRoutesModule(remote: RemoteName, { retry = false } = {}): Promise<RemoteRoutesModule> {
  if (retry) {
    modulesCache.delete(remote);
    loadedMounts.delete(remote);
  }
  const cached = modulesCache.get(remote);
  if (cached) return cached;
  const attempt = remotes.load<RemoteRoutesModule>(remote, 'routes', { retry }).then((module) => {
    if (typeof module.mounts !== 'object' || module.mounts === null) throw new RemoteLoadError(remote, 'routes', 'empty');
    loadedMounts.set(remote, module.mounts);
    return module;
  });
  modulesCache.set(remote, attempt);
  attempt.catch(() => modulesCache.delete(remote));
  return attempt;
}

/** The route objects a remote exposes in `./routes` (see `loadRoutesModule`). */
export function loadMounts(remote: RemoteName, { retry = false } = {}): Promise<RemoteMounts> {
  return loadRoutesModule(remote, { retry }).then((module) => module.mounts);
}

/**
 * The mounts of `remote` if its `./routes` has already arrived, else undefined. A page pre-rendered from HTML is
 * hydrated once they are here (`startShell`), so that its first render is the server's, not a loading state.
 */
export function loadedMountsOf(remote: RemoteName): RemoteMounts | undefined {
  return loadedMounts.get(remote);
}

/**
 * Gives the mounts of `remote` without federation: the server render of the public pages (host/src/prerender) and
 * their browser entry (host/src/public) import the remote's routes module themselves.
 */
export function provideMounts(remote: RemoteName, mounts: RemoteMounts): void {
  loadedMounts.set(remote, mounts);
  modulesCache.set(remote, Promise.resolve({ mounts }));
}

/**
 * Starts what `remote`'s first screen needs (`RemoteRoutesModule.warmUp`): its routes module, then the stage
 * asked. Failures are left to the screen, which loads the same when it renders and shows its own fallback.
 */
export function warmUpRemote(remote: RemoteName, stage: WarmUpStage): void {
  loadRoutesModule(remote).then(
    (module) => module.warmUp?.(stage),
    () => undefined,
  );
}
