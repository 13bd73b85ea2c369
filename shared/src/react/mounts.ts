import type { RouteObject } from '@patrimo/shared/router';

/**
 * What a remote's `./routes` module exports: route objects grouped by mount id.
 * The host's route table decides where each mount lives (path, guard, layout); the routes of a mount
 * are relative to that path (`index: true` for the mount's own page, `path: 'contracts'` below it).
 *
 * @example
 * export const mounts = defineMounts({ dashboard: [{ index: true, element: <Overview /> }] });
 */
export type RemoteMounts = Record<string, RouteObject[]>;

/** When a remote's first screen is wanted soon (`warmUp`): its code first, then its first data once signed in. */
export type WarmUpStage = 'code' | 'data';

export interface RemoteRoutesModule {
  mounts: RemoteMounts;
  /**
   * Optional: starts loading what the remote's first screen after a sign-in needs — its screen's chunk
   * (`code`, while the password grant is in flight) or its first queries into the page's cache (`data`, once
   * the tokens are stored). A hint: the screen loads the same itself when it renders.
   */
  warmUp?: (stage: WarmUpStage) => void;
}

export function defineMounts<M extends RemoteMounts>(mounts: M): M {
  return mounts;
}
