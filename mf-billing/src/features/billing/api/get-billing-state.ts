import { getBillingState, type BillingState } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';

/**
 * Reads the premium state past the query cache (`GET /users/me/billing`), for the payment step's poll: the screen
 * changes once, when the step moves on, not under each read. Screens read it with `useBillingState()`.
 */
export function readBillingState(): Promise<BillingState> {
  return callApi(getBillingState);
}
