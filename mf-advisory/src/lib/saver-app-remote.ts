import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type SaverAppModule = typeof import('mf_dashboard/SaverApp');

const DASHBOARD = 'mf_dashboard';

/** Raised when mf-dashboard's `SaverApp` cannot be fetched or is not what it should be. */
export class SaverAppLoadError extends Error {
  override readonly name = 'SaverAppLoadError';
  constructor(options?: { cause: unknown }) {
    super(`${DASHBOARD}/SaverApp could not be loaded`, options);
  }
}

let registration: Promise<void> | null = null;

/**
 * Each remote runs its own federation instance, and only the host's knows the other remotes. This one
 * learns where mf-dashboard lives from the document the host reads, `/remotes.json`, so moving a
 * remote still needs no rebuild.
 */
function registerDashboard(force: boolean): Promise<void> {
  if (force) registration = null;
  registration ??= fetch('/remotes.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
      return response.json() as Promise<Record<string, { entry?: unknown } | undefined>>;
    })
    .then((document) => {
      const entry = document[DASHBOARD]?.entry;
      if (typeof entry !== 'string') throw new Error(`${DASHBOARD} is not declared in remotes.json`);
      registerRemotes([{ name: DASHBOARD, entry }], { force });
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/**
 * The saver app exposed by mf-dashboard, loaded on first use. `retry` registers the remote again so
 * its manifest is fetched anew after a failure.
 */
export async function loadSaverApp({ retry = false } = {}): Promise<SaverAppModule['SaverApp']> {
  try {
    await registerDashboard(retry);
    const module = await loadRemote<SaverAppModule>(`${DASHBOARD}/SaverApp`);
    if (!module?.SaverApp) throw new Error(`${DASHBOARD}/SaverApp exposes no component`);
    return module.SaverApp;
  } catch (error) {
    throw error instanceof SaverAppLoadError ? error : new SaverAppLoadError({ cause: error });
  }
}
