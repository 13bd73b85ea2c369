import type { ResponseOf } from '../define-call';
import type * as calls from '../billing';
import { plans, subscription, paymentSource, invoice } from './billing-entities';

/** A valid example answer of each call of `contract/billing.ts`; missing or drifted examples fail to compile. */
export const billingExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getBillingConfig: { provider: 'sandbox', publishableKey: null, billsSavers: true },
  getPlans: plans,
  verifyCoupon: {
    status: 'valid',
    coupon: { code: 'BIENVENUE20', kind: 'percent', value: 20, durationInMonths: 3 },
    discountedAmount: 4.79,
    schedule: [
      { intervals: 3, amount: 4.79 },
      { intervals: null, amount: 5.99 },
    ],
  },
  getBillingState: { premium: true, premiumUntil: subscription.currentPeriodEnd, renewing: true, subscription, premiumFeatures: ['arbitration', 'statements'] },
  createSubscription: { ...subscription, status: 'incomplete', clientSecret: 'pi_sbx_1_secret_2' },
  cancelSubscription: { ...subscription, cancelAtPeriodEnd: true },
  resumeSubscription: subscription,
  getPaymentSources: [paymentSource],
  createPaymentSource: paymentSource,
  getInvoices: [invoice],
  getInvoicePdf: '%PDF-1.7 …',
};
