/**
 * What the database cannot store, checked before writing so that the caller hears 400 rather than 500: the
 * contract's schemas leave amounts unbounded and texts free of character rules.
 */

/** The largest whole amount a `numeric(16,2)` column holds (its cents do not fit a double exactly). */
export const MAX_STORED_EUROS = 99_999_999_999_999;

/** Whether an amount fits a `numeric(16,2)` column. */
export function storableEuros(euros: number): boolean {
  return Math.abs(euros) <= MAX_STORED_EUROS;
}

/** Whether a text holds U+0000, which PostgreSQL text refuses. */
export function hasNul(text: string | null | undefined): boolean {
  return text != null && text.includes('\u0000');
}
