/**
 * The one PostgreSQL schema of Patrimo, shared by PGlite and PostgreSQL (ARCHITECTURE §4).
 * One file per domain, re-exported here; migrations under `api/drizzle/` are generated from them with `pnpm --filter @patrimo/api db:generate`.
 * Dates are `timestamptz`; money, when it comes, is integer cents or `numeric`.
 */
import { users, oauthRefreshTokens, oauthAccessTokens, websocketTickets, userProfiles, emailConfirmations, emailTokens } from './identity';
import { advisoryFirms, advisorMemberships, advisoryCustomers, customerEvents, invitations } from './advisory';
import { outboxEmails } from './mail';
import { aggregatorUsers, bankAccounts, portfolios, portfolioValues, portfolioInvestments, transactions, loans } from './aggregation';
import { jobs } from './jobs';
import { notifications } from './notifications';
import { catalogueProducts } from './catalogue';
import { auditLog } from './audit';
import { pageViewsDaily } from './analytics';
import { portfolioAnalyses, analysisPageVisits, portfolioOptimisations, arbitrationPlans } from './analysis';
import { realEstates, realEstateLoans } from './real-estate';
import { saverSummaries, customerListRows } from './advisory-summary';
import {
  billingCustomers,
  subscriptions,
  invoiceSequences,
  invoices,
  coupons,
  billingWebhookEvents,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxSubscriptions,
  sandboxInvoices,
  sandboxPaymentIntents,
} from './billing';

export * from './identity';
export * from './advisory';
export * from './mail';
export * from './aggregation';
export * from './jobs';
export * from './notifications';
export * from './catalogue';
export * from './audit';
export * from './analytics';
export * from './analysis';
export * from './real-estate';
export * from './billing';
export * from './advisory-summary';

export const schema = {
  users,
  advisoryFirms,
  advisorMemberships,
  advisoryCustomers,
  oauthRefreshTokens,
  oauthAccessTokens,
  websocketTickets,
  userProfiles,
  emailConfirmations,
  emailTokens,
  invitations,
  customerEvents,
  saverSummaries,
  customerListRows,
  outboxEmails,
  aggregatorUsers,
  bankAccounts,
  portfolios,
  portfolioValues,
  portfolioInvestments,
  transactions,
  loans,
  jobs,
  notifications,
  catalogueProducts,
  auditLog,
  pageViewsDaily,
  portfolioAnalyses,
  analysisPageVisits,
  portfolioOptimisations,
  arbitrationPlans,
  realEstates,
  realEstateLoans,
  billingCustomers,
  subscriptions,
  invoiceSequences,
  invoices,
  coupons,
  billingWebhookEvents,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxSubscriptions,
  sandboxInvoices,
  sandboxPaymentIntents,
};
