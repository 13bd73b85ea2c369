import { defineMounts } from '@patrimo/shared/react';
import { lazyScreen, ScreenSuspense } from '@patrimo/shared/remote-kit';

const billing = () => import('../features/billing/components/BillingScreens');

const SubscribeScreen = lazyScreen(billing, 'SubscribeScreen');
const PayScreen = lazyScreen(billing, 'PayScreen');
const PaymentScreen = lazyScreen(billing, 'PaymentScreen');

/** Exposed as `mf_billing/routes`: the host mounts these at the paths of its route table. */
export const mounts = defineMounts({
  subscribe: [{ element: <ScreenSuspense />, children: [{ index: true, element: <SubscribeScreen /> }] }],
  pay: [{ element: <ScreenSuspense />, children: [{ index: true, element: <PayScreen /> }] }],
  payment: [{ element: <ScreenSuspense />, children: [{ index: true, element: <PaymentScreen /> }] }],
});
