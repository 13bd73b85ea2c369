/** A path segment that names a record (a UUID, a number, a long token) rather than a page. */
const RECORD_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[A-Za-z0-9_-]{24,})$/i;

/**
 * The page of a path, without the records it names: `/app/contract/3f2a…/analysis` → `/app/contract/:id/analysis`.
 * What the audience measure and the Web Vitals are filed under: a page, never whose page it was.
 */
export function pageOf(pathname: string): string {
  const page = pathname
    .split('?')[0]!
    .split('/')
    .map((segment) => (RECORD_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return page.length > 1 && page.endsWith('/') ? page.slice(0, -1) : page;
}
