import type { Subject } from '@patrimo/shared/client';

/**
 * Query keys of the data that belongs to a subject (spec §6): `me`, or the customer an advisor views.
 *
 * Every key starts with `['subject', subject]`, so:
 * - an advisor moving to another customer reads other keys, and never sees the previous customer's figures
 *   while the next ones load (the cache keeps data per key, not per screen);
 * - a whole subject is invalidated, or forgotten, with one prefix.
 *
 * @example
 * useQuery({ queryKey: subjectKeys.portfolios('me'), queryFn: … });
 * queryClient.invalidateQueries({ queryKey: subjectKeys.all(customerId) });
 */
export const subjectKeys = {
  /** Everything about the subject. */
  all: (subject: Subject) => ['subject', subject] as const,
  /** The user (`GET /users/:userId`) and what hangs on it (completeness, subscription). */
  user: (subject: Subject) => ['subject', subject, 'user'] as const,
  /** The profile and its questionnaire. */
  profile: (subject: Subject) => ['subject', subject, 'profile'] as const,
  /** Bank connections (`GET /users/:userId/accounts`). */
  accounts: (subject: Subject) => ['subject', subject, 'accounts'] as const,
  /** Contracts, their series, compositions and wealth figures: everything computed from the accounts. */
  portfolios: (subject: Subject) => ['subject', subject, 'portfolios'] as const,
  /** One contract, and what hangs on it. */
  portfolio: (subject: Subject, portfolioId: string) => ['subject', subject, 'portfolios', portfolioId] as const,
  /** Loans. */
  loans: (subject: Subject) => ['subject', subject, 'loans'] as const,
  /** Real estate. */
  realEstates: (subject: Subject) => ['subject', subject, 'real-estates'] as const,
  /** Billing: the premium state, cards on file, invoices (`GET /users/me/billing` and what hangs on it). */
  billing: (subject: Subject) => ['subject', subject, 'billing'] as const,
  /** Notifications (pages and unread count). */
  notifications: (subject: Subject) => ['subject', subject, 'notifications'] as const,
};

/** Query keys of data that belongs to nobody in particular (bank catalogue, fund universe, invitations by token). */
export const publicKeys = {
  all: () => ['public'] as const,
  of: (resource: string, ...parts: readonly (string | number)[]) => ['public', resource, ...parts] as const,
};

/**
 * `placeholderData` for a query whose parameters change under the same subject (another date range, another
 * split): the previous answer stays on screen while the new one loads, as long as it was about the same subject.
 * An advisor moving to another customer starts from a loader, never from the previous customer's figures.
 *
 * @example
 * useQuery({ ...getCompositionQueryOptions(subject, type), placeholderData: previousOfSameSubject(subject) });
 */
export function previousOfSameSubject(subject: string) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined => {
    const key = previousQuery?.queryKey;
    return key !== undefined && key[0] === 'subject' && key[1] === subject ? previous : undefined;
  };
}
