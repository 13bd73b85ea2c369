import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen component loaded on first render, so a remote's `./routes` chunk stays a table of routes.
 * Screens exported by one module share its chunk; a `webpackChunkName` comment in the `import()` names it.
 *
 * @example
 * const Stats = lazyScreen(() => import('../features/stats/components/StatsScreen'), 'StatsScreen');
 */
/**
 * Any component: a screen may take props of its own (`<BankLoginScreen base="…" />`) and keeps their
 * types. The same constraint as `React.lazy`'s, which no narrower type satisfies.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint, see above
type Screen = ComponentType<any>;

export function lazyScreen<M extends Record<K, Screen>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
