import type { Subject } from '@patrimo/shared/client';

/**
 * Whether the profile pages are read-only: an advisor looking at a customer (inside the saver view, or
 * with a customer as subject) sees the answers but never changes them (spec §6).
 */
export function isReadOnlyProfileView(subject: Subject, embedded: boolean): boolean {
  return embedded || subject !== 'me';
}
