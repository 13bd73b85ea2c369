import type { CustomerAccess } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';
import type { MessageDescriptor } from 'react-intl';
import { customerMessages as m } from './messages';

/**
 * What the advisor may see of the customer's saver data: only a granted access (an account, not withdrawn,
 * and not withdrawn live during this session) shows the figures and opens the saver view.
 */
export function canReadSaverData(customer: { access: CustomerAccess; userId: string | null }, withdrawnLive: boolean): customer is { access: 'granted'; userId: string } {
  return customer.access === 'granted' && customer.userId !== null && !withdrawnLive;
}

/** Why the figures are not shown, for a customer whose data cannot be read. */
export function noAccessReason(access: CustomerAccess, withdrawnLive: boolean): MessageDescriptor {
  if (withdrawnLive || access === 'withdrawn') return m.noAccessWithdrawn;
  return access === 'invited' ? m.noAccessInvited : m.noAccessNone;
}

/** Whether a failed call says the customer withdrew their access (403 `access_withdrawn`). */
export function isAccessWithdrawnError(error: unknown): boolean {
  return isApiHttpError(error) && error.status === 403 && error.codes.includes('access_withdrawn');
}

/** Whether a query belongs to the customer: their record's pages, or their saver data under their user id. */
export function isCustomerQuery(queryKey: readonly unknown[], customerId: string, userId: string | null): boolean {
  if (queryKey[0] === 'advisory' && queryKey[1] === 'customer' && queryKey[2] === customerId) return true;
  return userId !== null && queryKey[0] === 'subject' && queryKey[1] === userId;
}

/** The customer's name as written in sentences and titles (« Paul Durand »). */
export function customerName(customer: { firstName: string; lastName: string }): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}
