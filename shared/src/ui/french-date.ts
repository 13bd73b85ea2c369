/** What a person types a date as, and what the inputs show: jj/mm/aaaa. */
export const FRENCH_DATE_FORMAT = 'DD/MM/YYYY';
export const FRENCH_DATE_PLACEHOLDER = 'jj/mm/aaaa';

/**
 * A date typed the French way (`5/3/1980`, `05/03/1980`, `05.03.1980`, `05-03-1980`) as the `YYYY-MM-DD`
 * string the inputs and the API use, or null when it is not a day of the calendar (31/02, 00/01).
 *
 * @example
 * parseFrenchDate('05/03/1980'); // '1980-03-05'
 * parseFrenchDate('31/02/1980'); // null
 */
export function parseFrenchDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What a date field says when its text is not a day of the calendar. */
export const FRENCH_DATE_INVALID = 'Date invalide\u202f: saisissez jj/mm/aaaa (par exemple 05/03/1980).';

/**
 * Whether a date field's text, once the person leaves it, is a typing mistake to point out: something is typed
 * and it is not a day of the calendar. An empty field is not one (the form says whether it is required).
 */
export function isMistypedDate(text: string): boolean {
  return text.trim() !== '' && parseFrenchDate(text) === null;
}
