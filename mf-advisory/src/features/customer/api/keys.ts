/**
 * Query keys of a customer record and what hangs on it (the customer's saver data itself is under
 * `subjectKeys.all(userId)`, shared with the saver view). Dropping `customerKeys.all(id)` forgets everything the
 * advisory pages read about the customer.
 */
export const customerKeys = {
  all: (customerId: string) => ['advisory', 'customer', customerId] as const,
  record: (customerId: string) => ['advisory', 'customer', customerId, 'record'] as const,
  insights: (customerId: string) => ['advisory', 'customer', customerId, 'insights'] as const,
  events: (customerId: string) => ['advisory', 'customer', customerId, 'events'] as const,
};

/** The customer list (features/customers) and the book's figures: a change to a customer makes them stale. */
export const bookKeys = [['advisory', 'customers'], ['advisory', 'stats'], ['advisory', 'insights']] as const;

/** The firm and its advisors (GET /firm). */
export const firmKey = ['advisory', 'firm'] as const;
