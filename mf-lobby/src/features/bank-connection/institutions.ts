import { matchesSearch, normaliseSearchText } from '@patrimo/shared';

/**
 * Finding institutions (spec §4 "select institution"): the search is forgiving (case, accents, punctuation
 * and word order do not matter). Each institution comes with its badge (initials and colour) from the API.
 */

/**
 * The institutions whose name, or one of their other names, contains every word typed as a word start (« soc gen »
 * finds Société Générale, « postale » finds La Banque Postale, « boursorama » finds BoursoBank). Names starting with the query come first, then alphabetical order.
 */
export function searchInstitutions<T extends { name: string; aliases?: readonly string[] }>(institutions: readonly T[], query: string): T[] {
  const head = normaliseSearchText(query);
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  const byName = (a: T, b: T) => collator.compare(a.name, b.name);
  if (head === '') return [...institutions].sort(byName);
  const matches = institutions.filter((institution) => matchesSearch(query, [institution.name, ...(institution.aliases ?? [])]));
  return matches.sort((a, b) => {
    const aFirst = normaliseSearchText(a.name).startsWith(head) ? 0 : 1;
    const bFirst = normaliseSearchText(b.name).startsWith(head) ? 0 : 1;
    return aFirst - bFirst || byName(a, b);
  });
}

/**
 * The institutions most savers look for, shown first before anything is typed (spec §4: the common ones at
 * hand): the national retail and online banks, then the large insurers, brokers and employee-savings keepers.
 * Regional networks (Crédit Agricole, Caisse d'Épargne…) are one search away: « agricole » lists them.
 */
export const POPULAR_INSTITUTIONS = [
  'BNP Paribas',
  'Société Générale',
  'La Banque Postale',
  'LCL',
  'CIC',
  'CCF',
  'BoursoBank',
  'Fortuneo',
  'Hello bank!',
  'BforBank',
  'Monabanq',
  'AXA',
  'Generali',
  'Linxea',
  'Trade Republic',
  'Amundi Épargne Salariale et Retraite',
  'Natixis Interépargne',
] as const;

/** The list before any search: the popular institutions in their order, then every other alphabetically. */
export function popularFirst<T extends { name: string }>(institutions: readonly T[]): T[] {
  const rank = new Map<string, number>(POPULAR_INSTITUTIONS.map((name, index) => [name, index]));
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  return [...institutions].sort((a, b) => (rank.get(a.name) ?? Infinity) - (rank.get(b.name) ?? Infinity) || collator.compare(a.name, b.name));
}
