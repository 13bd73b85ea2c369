import type { RouteObject } from 'react-router-dom';

/**
 * What a remote's `./routes` module exports: route objects grouped by mount id.
 * The host's route table decides where each mount lives (path, guard, layout); the routes of a mount
 * are relative to that path (`index: true` for the mount's own page, `path: 'contracts'` below it).
 *
 * @example
 * export const mounts = defineMounts({ dashboard: [{ index: true, element: <Overview /> }] });
 */
export type RemoteMounts = Record<string, RouteObject[]>;

export interface RemoteRoutesModule {
  mounts: RemoteMounts;
}

export function defineMounts<M extends RemoteMounts>(mounts: M): M {
  return mounts;
}
