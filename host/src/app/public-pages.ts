import { REMOTE_ROUTES, type RemoteRoute } from './route-table';

/**
 * The mounts pre-rendered at build time: the pages anyone reads, whose content is the same for every visitor. Not
 * the public contract cards (their content is the catalogue's, in the database: the server renders them when asked)
 * nor the deletion page (its link's token).
 */
const PRERENDERED_MOUNTS = new Set(['landing', 'features', 'commitments', 'forAdvisors', 'advisor', 'customers', 'cgu', 'legalNotice']);

/** The mount of the public contract cards, rendered by the server from the catalogue (`renderContractCard`). */
const CONTRACT_CARD_MOUNT = 'publicContract';

/** The routes of the pre-rendered pages, from the route table. */
export const PRERENDERED_ROUTES: readonly RemoteRoute[] = REMOTE_ROUTES.filter(
  (route) => route.remote === 'mf_lobby' && route.access === 'public' && PRERENDERED_MOUNTS.has(route.mount),
);

/** The route of the public contract cards, from the route table. */
export const CONTRACT_CARD_ROUTE: RemoteRoute | undefined = REMOTE_ROUTES.find((route) => route.remote === 'mf_lobby' && route.mount === CONTRACT_CARD_MOUNT);

/**
 * Whether the public pages' own entry (src/public) renders `route`: the pages the server sends as HTML, pre-rendered
 * or rendered when asked. Any other route is the application's, loaded as a new document.
 */
export function isServerRenderedPage(route: RemoteRoute): boolean {
  return route === CONTRACT_CARD_ROUTE || PRERENDERED_ROUTES.includes(route);
}
