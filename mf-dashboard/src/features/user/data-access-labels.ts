import type { MessageDescriptor } from 'react-intl';
import { dataAccessMessages as m } from './messages';

/**
 * What an advisor read, as the audit names it (`customer`, `accounts`, `portfolios`…), in the saver's words.
 * Names the server may add later read « vos données » rather than a code.
 */
const WHAT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  customer: m.whatCustomer,
  user: m.whatUser,
  profile: m.whatProfile,
  accounts: m.whatAccounts,
  portfolios: m.whatPortfolios,
  portfolio: m.whatPortfolios,
  composition: m.whatComposition,
  series: m.whatSeries,
  real_estate: m.whatRealEstate,
  real_estates: m.whatRealEstate,
  loans: m.whatLoans,
  transactions: m.whatTransactions,
  insights: m.whatInsights,
  invitations: m.whatInvitations,
  documents: m.whatDocuments,
  analyses: m.whatAnalyses,
};

export function dataAccessWhatLabel(what: string): MessageDescriptor {
  return Object.hasOwn(WHAT_LABELS, what) ? (WHAT_LABELS[what] ?? m.whatOther) : m.whatOther;
}
