import type { ResponseOf } from '../define-call';
import type * as calls from '../advisor';
import { profile, user, interaction, customerListItem, customer, advisorProfile } from './entities';

/** A valid example answer of each call of `contract/advisor.ts`; missing or drifted examples fail to compile. */
export const advisorExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getAdvisorProfile: advisorProfile,
  getCustomers: { customers: [customerListItem], meta: { page: 1, totalPages: 1, totalCount: 1 } },
  getCustomer: customer,
  getUser: user,
  getUserProfile: profile,
  getCustomerEvents: [interaction],
  createCustomerEvent: interaction,
  updateEvent: interaction,
  deleteEvent: {},
  getAdvisorNotes: { advisorNotes: 'Souhaite préparer sa retraite.' },
  updateAdvisorNotes: { advisorNotes: 'Souhaite préparer sa retraite.' },
  getAdvisoryStats: {
    customersCount: 1,
    totalWealth: 612_430.12,
    averageWealth: 612_430.12,
    averageRisk: 2.6,
    interactionsLast30Days: 3,
    invitations: [{ state: 'accepted', count: 1 }],
    riskDistribution: [{ level: 3, count: 1 }],
    wealthByKind: [{ kind: 'lifeinsurance', amount: 48_250.37 }],
  },
};
