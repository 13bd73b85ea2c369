import type { CustomersQuery } from '@patrimo/shared';

/**
 * Query keys of the advisor area's own data (not a subject's: the customer list, the firm, the statistics).
 * Every key starts with `['advisory']`, so a change that touches the book (a customer added, invitations sent)
 * invalidates what hangs on it with one prefix.
 */
export const advisoryKeys = {
  all: () => ['advisory'] as const,
  /** The signed-in advisor (`GET /advisors/me`). */
  me: () => ['advisory', 'me'] as const,
  /** The firm and its advisors (`GET /firm`). */
  firm: () => ['advisory', 'firm'] as const,
  /** Every page of the customer list, and every customer record. */
  customers: () => ['advisory', 'customers'] as const,
  customerList: (query: CustomersQuery) => ['advisory', 'customers', 'list', query] as const,
  /** `GET /advisory_stats`. */
  stats: () => ['advisory', 'stats'] as const,
  /** `GET /advisory_insights`. */
  insights: () => ['advisory', 'insights'] as const,
};

/** What adding customers or invitations makes stale: the list, the statistics, the book's insights. */
export const keysChangedByNewCustomers = () => [advisoryKeys.customers(), advisoryKeys.stats(), advisoryKeys.insights(), advisoryKeys.firm()];
