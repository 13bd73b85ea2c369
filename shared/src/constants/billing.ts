/**
 * Billing constants.
 */

/** Spec §1 and §9: paying yearly saves 10 percent. */
export const ANNUAL_DISCOUNT = 0.1;

/** Spec §7 and §9: invoices are fetched with `limit=100`. */
export const INVOICES_LIMIT = 100;
