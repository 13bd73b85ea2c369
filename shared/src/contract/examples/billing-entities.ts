import type { Invoice, PaymentSource, Plan, Subscription } from '../../schemas/billing';
import { NOW } from './entities';

/** The billing entities the example answers are made of: the plans, a saver's subscription, card and invoice. */

export const plans: Plan[] = [
  {
    id: 'premium-monthly',
    name: 'Premium mensuel',
    interval: 'month',
    amount: 5.99,
    amountExclTax: 4.99,
    vatAmount: 1,
    vatRate: 0.2,
    currency: 'EUR',
    fullAmount: null,
    monthlyEquivalent: 5.99,
    features: ['arbitration', 'statements'],
  },
  {
    id: 'premium-annual',
    name: 'Premium annuel',
    interval: 'year',
    amount: 64.69,
    amountExclTax: 53.91,
    vatAmount: 10.78,
    vatRate: 0.2,
    currency: 'EUR',
    fullAmount: 71.88,
    monthlyEquivalent: 5.39,
    features: ['arbitration', 'statements'],
  },
];

export const subscription: Subscription = {
  id: 'e2a4c6e8-0a2c-4e6a-8c0e-2a4c6e8a0c2e',
  planId: 'premium-annual',
  status: 'active',
  coupon: null,
  currentPeriodEnd: '2026-11-21T13:05:00.000Z',
  cancelAtPeriodEnd: false,
  clientSecret: null,
  complimentary: false,
  createdAt: NOW,
};

export const paymentSource: PaymentSource = {
  id: 'card_1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  default: true,
};

export const invoice: Invoice = {
  id: 'b7d9f1a3-5c7e-4a9b-8d1f-3a5c7e9b1d3f',
  number: 'PAT-2026-000001',
  amount: 64.69,
  amountExclTax: 53.91,
  vatAmount: 10.78,
  vatRate: 0.2,
  currency: 'EUR',
  status: 'paid',
  planName: 'Premium annuel',
  periodStart: '2025-11-21T13:05:00.000Z',
  periodEnd: '2026-11-21T13:05:00.000Z',
  pdfUrl: '/api/users/me/invoices/b7d9f1a3-5c7e-4a9b-8d1f-3a5c7e9b1d3f/pdf',
  createdAt: NOW,
};
