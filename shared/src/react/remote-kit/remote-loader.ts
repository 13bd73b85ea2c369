import { CHUNK_TIMEOUT_MS } from '../../constants/ui';

/** `/remotes.json`: where each remote's manifest lives, by federation name. */
export type RemotesFile = Record<string, { entry: string }>;

/**
 * The two calls of the federation runtime the loader needs. Each app passes its own runtime's functions
 * (`@module-federation/enhanced/runtime`), because each app's build runs its own federation instance.
 */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
}

export type RemoteLoadFailure = 'remotes-file' | 'not-declared' | 'timeout' | 'load' | 'empty';

/** Raised when a remote's exposed module cannot be had: the route shows its fallback with a retry. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    /** Federation name of the remote (`mf_dashboard`). */
    readonly remote: string,
    /** Exposed module without `./` (`routes`, `SaverApp`). */
    readonly expose: string,
    /** What went wrong, for logs and tests; the person reads the route's French fallback. */
    readonly code: RemoteLoadFailure,
    options?: { cause: unknown },
  ) {
    super(`${remote}/${expose} could not be loaded (${code})`, options);
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof RemoteLoadError;
}

export interface RemoteLoaderOptions {
  /** Address of the remotes file. @default '/remotes.json' */
  url?: string;
  /**
   * Longest wait for the remotes file and then for the exposed module. A remote that accepts the
   * connection and never answers would otherwise hang its route for ~21 s or more.
   * @default CHUNK_TIMEOUT_MS (120 s)
   */
  timeoutMs?: number;
}

export interface RemoteLoadOptions {
  /** Forget the last attempt: read the remotes file again and register the remote anew (its manifest is fetched again). */
  retry?: boolean;
}

export interface RemoteLoader {
  /** The exposed module `expose` of `remote`, registering the remote on first use. */
  load<T>(remote: string, expose: string, options?: RemoteLoadOptions): Promise<T>;
}

function isRemotesFile(value: unknown): value is RemotesFile {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((item) => typeof item === 'object' && item !== null && typeof (item as { entry?: unknown }).entry === 'string');
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads remotes from the addresses in `/remotes.json`, read once per page (again after a failure or on
 * retry), so a team moves or redeploys its remote without rebuilding the host. Used by the host for
 * every remote's `./routes`, and by a remote that mounts another one (mf-advisory shows mf-dashboard's
 * `SaverApp`).
 *
 * @example
 * const remotes = createRemoteLoader({ registerRemotes, loadRemote });
 * const { mounts } = await remotes.load<RemoteRoutesModule>('mf_billing', 'routes');
 */
export function createRemoteLoader(runtime: FederationRuntime, { url = '/remotes.json', timeoutMs = CHUNK_TIMEOUT_MS }: RemoteLoaderOptions = {}): RemoteLoader {
  let file: Promise<RemotesFile> | null = null;
  const registered = new Map<string, string>();
  let retries = 0;

  function readFile(remote: string, expose: string): Promise<RemotesFile> {
    file ??= (async () => {
      const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isRemotesFile(body)) throw new Error(`${url}: not a map of { entry } objects`);
      return body;
    })();
    const attempt = file;
    attempt.catch(() => {
      if (file === attempt) file = null;
    });
    return attempt.catch((error: unknown) => {
      throw new RemoteLoadError(remote, expose, 'remotes-file', { cause: error });
    });
  }

  return {
    async load<T>(remote: string, expose: string, { retry = false }: RemoteLoadOptions = {}): Promise<T> {
      if (retry) file = null;
      const entry = (await readFile(remote, expose))[remote]?.entry;
      if (entry === undefined) throw new RemoteLoadError(remote, expose, 'not-declared');
      if (retry || registered.get(remote) !== entry) {
        // `force` replaces a registration made earlier on this page (a retry, or a remote that moved). A retry asks
        // for its entry at an address of its own: the runtime (and the browser) would otherwise wait again on the
        // script request that hung.
        const address = retry ? `${entry}${entry.includes('?') ? '&' : '?'}retry=${++retries}` : entry;
        runtime.registerRemotes([{ name: remote, entry: address }], registered.has(remote) || retry ? { force: true } : {});
        registered.set(remote, entry);
      }
      let module: T | null | undefined;
      try {
        module = await withTimeout(runtime.loadRemote<T>(`${remote}/${expose}`), timeoutMs, () => new RemoteLoadError(remote, expose, 'timeout'));
      } catch (error) {
        throw isRemoteLoadError(error) ? error : new RemoteLoadError(remote, expose, 'load', { cause: error });
      }
      if (module === null || module === undefined) throw new RemoteLoadError(remote, expose, 'empty');
      return module;
    },
  };
}
