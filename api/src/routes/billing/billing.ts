import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  createPaymentSource,
  getBillingConfig,
  getInvoicePdf,
  getInvoices,
  getPaymentSources,
  getPlans,
  verifyCoupon,
  type PaymentSource,
} from '@patrimo/shared';
import { resolveCoupon } from '../../billing/coupon-store';
import { couponVerification } from '../../billing/coupons';
import { invoiceFileName, loadSeller, renderInvoice } from '../../billing/invoice-pdf';
import { plansFor } from '../../billing/plans';
import { customerIdOf, ensureCustomer, invoicesOf, ownInvoice } from '../../billing/store';
import { registerCall } from '../../http/register-call';
import { registerDownload } from '../../http/register-download';
import { planOf, providerRefusal, savingsBilling } from './subscriptions';

/**
 * Plans, the provider's config, promo codes, cards on file and invoices (spec §7 "Billing", issue 15):
 *
 * - GET /plans — the brand's plans with VAT and what they unlock (`[]` where the firm is billed);
 * - GET /billing/config — which card provider the browser talks to;
 * - POST /coupons/verify — the code's price schedule for a plan (`coupon-store.ts` for the refusals);
 * - GET | POST /users/me/payment_sources — masked cards with their expiry; a new one becomes the default, a
 *   refused one answers 402 with its code;
 * - GET /users/me/invoices?limit, GET /users/me/invoices/:id/pdf — newest first; another saver's is 404.
 */
export function registerBillingRoutes(app: FastifyInstance): void {
  registerCall(app, getPlans, async ({ request, deps }) => plansFor(savingsBilling(request, deps)));

  registerCall(app, getBillingConfig, async ({ request, deps }) => ({
    provider: deps.billing.name,
    publishableKey: deps.billing.publishableKey,
    billsSavers: savingsBilling(request, deps).billsSavers,
  }));

  registerCall(app, verifyCoupon, async ({ body, deps, request }) => {
    const plan = planOf(request, deps, body.planId);
    return couponVerification(plan, await resolveCoupon(deps.db, body.coupon, deps.clock.now()));
  });

  registerCall(app, getPaymentSources, async ({ subject, deps }) => {
    const customerId = await customerIdOf(deps.db, deps.billing.name, subject.userId);
    if (customerId === null) return [];
    const { cards, defaultCardId } = await deps.billing.listCards(customerId);
    return cards.map((card): PaymentSource => ({ ...card, default: card.id === defaultCardId }));
  });

  registerCall(app, createPaymentSource, async ({ body, subject, deps }) => {
    const customerId = await ensureCustomer(deps.db, deps.billing, subject.userId);
    try {
      const card = await deps.billing.attachCard(customerId, body.paymentSource.token, `patrimo-card-${randomUUID()}`);
      return { ...card, default: true };
    } catch (error) {
      return providerRefusal(error, 'token');
    }
  });

  registerCall(app, getInvoices, async ({ query, subject, deps }) => invoicesOf(deps.db, subject.userId, query.limit));

  registerDownload(app, getInvoicePdf, async ({ params, subject, deps }) => {
    const invoice = await ownInvoice(deps.db, subject.userId, params.id);
    const content = await renderInvoice({
      ...invoice,
      buyer: { name: invoice.buyerName, email: invoice.buyerEmail },
      seller: loadSeller(deps.config.root),
    });
    return { fileName: invoiceFileName(invoice.number), contentType: 'application/pdf', content };
  });
}
