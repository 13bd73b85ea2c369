import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { fileAnswerSchema } from '../schemas/documents';
import { idParams } from './params';
import {
  billingConfigSchema,
  billingStateSchema,
  couponVerificationInputSchema,
  couponVerificationSchema,
  invoiceSchema,
  invoicesQuerySchema,
  paymentSourceInputSchema,
  paymentSourceSchema,
  planSchema,
  subscriptionCancelInputSchema,
  subscriptionInputSchema,
  subscriptionSchema,
} from '../schemas/billing';

/**
 * Plans, promo codes, subscription and payment (spec §7 "Billing"). Card refusals answer 402 with the
 * card payment provider's decline code (spec §8). Card numbers never reach these calls: the provider's own form
 * (Stripe's Payment Element, or the sandbox's) turns them into a token or confirms the payment itself.
 * Advisory brands bill the firm, not the saver: there, `GET /plans` is empty and subscribing answers 403
 * `feature_disabled`.
 */

export const getBillingConfig = defineCall({
  id: 'getBillingConfig',
  method: 'GET',
  path: '/billing/config',
  access: Access.public,
  tag: 'billing',
  summary: 'Le prestataire de paiement par carte que le navigateur utilise (Stripe ou le bac à sable hors ligne)',
  response: billingConfigSchema,
});

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

export const getBillingState = defineCall({
  id: 'getBillingState',
  method: 'GET',
  path: '/users/me/billing',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: "L'état de l'abonnement : premium ou non, jusqu'à quand, renouvelé ou non",
  response: billingStateSchema,
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

export const cancelSubscription = defineCall({
  id: 'cancelSubscription',
  method: 'POST',
  path: '/users/me/subscriptions/:id/cancel',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: "Arrêter le renouvellement (premium jusqu'à la fin de la période payée)",
  params: idParams,
  body: subscriptionCancelInputSchema,
  response: subscriptionSchema,
});

export const resumeSubscription = defineCall({
  id: 'resumeSubscription',
  method: 'POST',
  path: '/users/me/subscriptions/:id/resume',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: 'Reprendre le renouvellement avant la fin de la période',
  params: idParams,
  response: subscriptionSchema,
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

export const getInvoicePdf = defineCall({
  id: 'getInvoicePdf',
  method: 'GET',
  path: '/users/me/invoices/:id/pdf',
  access: Access.saverSelf(),
  tag: 'billing',
  summary: 'Une facture en PDF, avec les mentions légales du vendeur',
  params: idParams,
  response: fileAnswerSchema,
  download: { contentType: 'application/pdf' },
});
