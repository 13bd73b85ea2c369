import type { SessionKind } from './state';

/**
 * What may start while a sign-in is under way, so that the first screen after it does not wait for one step
 * after another (the password grant, then the identity, then the screen's code, then its data). The host
 * registers them at start; they are hints: whatever they start is also started, later, by the screen itself.
 */
export interface SessionHooks {
  /** The password grant is sent: the next screen's code may load meanwhile. */
  onSignInStarted: (area: SessionKind) => void;
  /** The tokens are stored (the identity is being read): the next screen's first data calls may start. */
  onTokensStored: (area: SessionKind) => void;
}

const hooks: SessionHooks = {
  onSignInStarted: () => undefined,
  onTokensStored: () => undefined,
};

export function setSessionHooks(next: Partial<SessionHooks>): void {
  Object.assign(hooks, next);
}

/** Calls a hook; a hint that throws never fails the sign-in. */
export function runSessionHook<K extends keyof SessionHooks>(name: K, area: SessionKind): void {
  try {
    hooks[name](area);
  } catch {
    // A warm-up is an optimisation: the screen loads its own code and data anyway.
  }
}
