import { lazy, type ComponentType } from 'react';

/**
 * A screen component loaded on first render, so the remote's `./routes` chunk stays a table of
 * routes. Screens of one feature module share its chunk.
 *
 * @example
 * const Overview = lazyScreen(() => import('../features/wealth/components/WealthScreens'), 'DashboardOverview');
 */
export function lazyScreen<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
