import type { Customer } from '@patrimo/shared';
import { useOutletContext } from '@patrimo/shared/router';

/** What the customer frame hands its tabs. */
export interface CustomerContext {
  customer: Customer;
  /** « Paul Durand ». */
  name: string;
  /** The customer's saver data may be read now (granted, and not withdrawn during this session). */
  readable: boolean;
  /** The access was withdrawn while this page was open (live message, or a call refused `access_withdrawn`). */
  withdrawnLive: boolean;
}

/** The customer the tab belongs to, from the frame (`CustomerFrame`). */
export function useCustomerContext(): CustomerContext {
  return useOutletContext<CustomerContext>();
}
