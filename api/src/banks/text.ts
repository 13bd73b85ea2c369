import { normaliseSearchText } from '@patrimo/shared';

/**
 * Ids and public product addresses of the institutions catalogue are slugs built from the search normal
 * form (`normaliseSearchText`), so an id reads like the name a saver types.
 */

/** A URL-safe slug: « Crédit Agricole Alpes Provence » → `credit-agricole-alpes-provence`. */
export function slugify(text: string): string {
  return normaliseSearchText(text).replace(/ /g, '-');
}
