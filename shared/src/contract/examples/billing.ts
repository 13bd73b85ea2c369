import type { ResponseOf } from '../define-call';
import type * as calls from '../billing';
import { plans, subscription, paymentSource, invoice } from './entities';

/** A valid example answer of each call of `contract/billing.ts`; missing or drifted examples fail to compile. */
export const billingExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getPlans: plans,
  verifyCoupon: {
    status: 'valid',
    coupon: { code: 'BIENVENUE', kind: 'percent', value: 20, durationInMonths: 3 },
    discountedAmount: 7.99,
  },
  createSubscription: subscription,
  getPaymentSources: [paymentSource],
  createPaymentSource: paymentSource,
  getInvoices: [invoice],
};
