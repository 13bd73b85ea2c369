import { notFound } from './errors';

/**
 * The one check of an entity named by an id in the path (`/accounts/{id}`, `/portfolios/{id}`…): the caller
 * loads it through the subject's id, so `undefined`, `null` or `false` means "not the subject's" — unknown or
 * someone else's alike — answered 404 `not_found`, never telling which ids exist.
 */
export function owned<T>(entity: T): Exclude<T, null | undefined | false> {
  if (entity === null || entity === undefined || entity === false) throw notFound();
  return entity as Exclude<T, null | undefined | false>;
}
