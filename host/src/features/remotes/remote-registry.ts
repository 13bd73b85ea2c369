import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { CHUNK_TIMEOUT_MS, type RemoteMounts, type RemoteRoutesModule } from '@patrimo/shared/react';
import type { RemoteName } from '../../lib/remote-name';

interface RemotesFile {
  [name: string]: { entry: string };
}

/** Raised when a remote cannot be fetched, times out, or exposes no `mounts`. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    options?: { cause: unknown },
  ) {
    super(`Remote ${remote} could not be loaded`, options);
  }
}

let config: Promise<RemotesFile> | null = null;
const mountsCache = new Map<RemoteName, Promise<RemoteMounts>>();

/**
 * Reads `/remotes.json` once per page and registers every remote with the federation runtime.
 * A domain team redeploys by replacing its files (and this file if the URL moves): the host is not rebuilt.
 */
function remotesConfig(): Promise<RemotesFile> {
  config ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
      return response.json() as Promise<RemotesFile>;
    })
    .then((file) => {
      registerRemotes(Object.entries(file).map(([name, { entry }]) => ({ name, entry })));
      return file;
    })
    .catch((error: unknown) => {
      config = null;
      throw error;
    });
  return config;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(remote, { cause: new Error(`timeout ${ms} ms`) })), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The route objects a remote exposes in `./routes`, loaded on first use (lazily, per remote).
 * `retry` forgets the failed attempt and re-registers the remote so its manifest is fetched again.
 */
export function loadMounts(remote: RemoteName, { retry = false } = {}): Promise<RemoteMounts> {
  if (retry) mountsCache.delete(remote);
  const cached = mountsCache.get(remote);
  if (cached) return cached;
  const attempt = (async () => {
    const file = await remotesConfig();
    const entry = file[remote];
    if (!entry) throw new RemoteLoadError(remote, { cause: new Error('not declared in remotes.json') });
    if (retry) registerRemotes([{ name: remote, entry: entry.entry }], { force: true });
    let module: RemoteRoutesModule | null;
    try {
      module = await withTimeout(loadRemote<RemoteRoutesModule>(`${remote}/routes`), CHUNK_TIMEOUT_MS, remote);
    } catch (error) {
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, { cause: error });
    }
    if (!module || typeof module.mounts !== 'object') throw new RemoteLoadError(remote);
    return module.mounts;
  })();
  mountsCache.set(remote, attempt);
  attempt.catch(() => mountsCache.delete(remote));
  return attempt;
}
