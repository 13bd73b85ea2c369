import { defineMounts } from '@patrimo/shared/react';
import { PayScreen, PaymentScreen, SubscribeScreen } from '../features/billing/components/BillingScreens';

/** Exposed as `mf_billing/routes`: the host mounts these at the paths of its route table. */
export const mounts = defineMounts({
  subscribe: [{ index: true, element: <SubscribeScreen /> }],
  pay: [{ index: true, element: <PayScreen /> }],
  payment: [{ index: true, element: <PaymentScreen /> }],
});
