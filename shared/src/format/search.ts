/**
 * Forgiving text search for names people type without accents, in any case and abbreviated
 * (« societe gen », « caisse epargne idf »): one normal form for every comparison, on the server
 * (the institutions catalogue) and in the browser (the institution picker) alike.
 */

/** Lower case, accents and punctuation removed, spaces collapsed: « Société Générale » → « societe generale ». */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether every word of `query` starts a word of one of `texts`: « soc gen » matches « Société Générale »,
 * « postale » matches « La Banque Postale », word order does not matter. An empty query matches everything.
 */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const words = normaliseSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const candidates = texts.flatMap((text) => normaliseSearchText(text).split(' ')).filter(Boolean);
  return words.every((word) => candidates.some((candidate) => candidate.startsWith(word)));
}
