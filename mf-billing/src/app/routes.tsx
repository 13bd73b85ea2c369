import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';

// One chunk per screen: the plans page does not carry the card field, the payment step does not carry the invoices.
const SubscribeScreen = lazyScreen(() => import('../features/billing/components/SubscribeScreen'), 'SubscribeScreen');
const PayScreen = lazyScreen(() => import('../features/billing/components/PayScreen'), 'PayScreen');
const PaymentScreen = lazyScreen(() => import('../features/billing/components/PaymentScreen'), 'PaymentScreen');

/** Exposed as `mf_billing/routes`: the host mounts these at the paths of its route table. */
export const mounts = defineMounts({
  subscribe: [{ element: <ScreenSuspense />, children: [{ index: true, element: <SubscribeScreen /> }] }],
  pay: [{ element: <ScreenSuspense />, children: [{ index: true, element: <PayScreen /> }] }],
  payment: [{ element: <ScreenSuspense />, children: [{ index: true, element: <PaymentScreen /> }] }],
});
