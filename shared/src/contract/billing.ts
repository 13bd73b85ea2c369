import { z } from 'zod';
import { Access, defineCall } from './define-call';
import {
  couponVerificationInputSchema,
  couponVerificationSchema,
  invoiceSchema,
  invoicesQuerySchema,
  paymentSourceInputSchema,
  paymentSourceSchema,
  planSchema,
  subscriptionInputSchema,
  subscriptionSchema,
} from '../schemas/billing';

/**
 * Plans, promo codes, subscription and payment (spec §7 "Billing"). Card refusals answer 402 with the
 * card payment provider's decline code.
 */

export const getPlans = defineCall({
  id: 'getPlans',
  method: 'GET',
  path: '/plans',
  access: Access.public,
  tag: 'billing',
  summary: 'Les formules, mensuelle et annuelle',
  response: z.array(planSchema),
});

export const verifyCoupon = defineCall({
  id: 'verifyCoupon',
  method: 'POST',
  path: '/coupons/verify',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: "Vérifier un code promo pour une formule (invalid ou not_found s'il est inconnu)",
  body: couponVerificationInputSchema,
  response: couponVerificationSchema,
});

export const createSubscription = defineCall({
  id: 'createSubscription',
  method: 'POST',
  path: '/users/me/subscriptions',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: "S'abonner à une formule",
  body: subscriptionInputSchema,
  response: subscriptionSchema,
  successStatus: 201,
});

export const getPaymentSources = defineCall({
  id: 'getPaymentSources',
  method: 'GET',
  path: '/users/me/payment_sources',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: 'Les cartes enregistrées',
  response: z.array(paymentSourceSchema),
});

export const createPaymentSource = defineCall({
  id: 'createPaymentSource',
  method: 'POST',
  path: '/users/me/payment_sources',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: 'Enregistrer une carte à partir du jeton du prestataire de paiement',
  body: paymentSourceInputSchema,
  response: paymentSourceSchema,
  successStatus: 201,
});

export const getInvoices = defineCall({
  id: 'getInvoices',
  method: 'GET',
  path: '/users/me/invoices',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: 'Les factures, les plus récentes en premier (100 au plus)',
  query: invoicesQuerySchema,
  response: z.array(invoiceSchema),
});
