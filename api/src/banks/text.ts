/**
 * Text helpers of the institutions catalogue. Savers type institution names without accents, in any case
 * and often abbreviated (« societe gen », « caisse epargne idf »), so every comparison goes through one
 * normal form; ids and public product addresses are slugs built from that same normal form.
 */

/** Lower case, accents and punctuation removed, spaces collapsed: « Société Générale » → « societe generale ». */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A URL-safe slug: « Crédit Agricole Alpes Provence » → `credit-agricole-alpes-provence`. */
export function slugify(text: string): string {
  return normaliseText(text).replace(/ /g, '-');
}

/**
 * Whether every word of `query` starts a word of one of `texts`: « soc gen » matches « Société Générale »,
 * « postale » matches « La Banque Postale », word order does not matter. An empty query matches everything.
 */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const words = normaliseText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const candidates = texts.flatMap((text) => normaliseText(text).split(' ')).filter(Boolean);
  return words.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
}
