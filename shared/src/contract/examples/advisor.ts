import type { ResponseOf } from '../define-call';
import type * as calls from '../advisor';
import { customer, customerListItem, interaction } from './advisory-entities';
import { ADVISOR_ID, CUSTOMER_ID, FIRM_ID, NOW, PORTFOLIO_ID, advisorProfile, profile, user } from './entities';

const dataAccess = {
  firm: { customerId: CUSTOMER_ID, firmName: 'Cabinet Bernard', advisorName: 'Julien Bernard', since: NOW, withdrawnAt: null },
  reads: [{ id: '5b7d9f1a-3c5e-4a7b-9d1f-3a5c7e9b1d3f', advisorName: 'Julien Bernard', firmName: 'Cabinet Bernard', what: 'portfolios', at: NOW }],
  meta: { page: 1, totalPages: 1, totalCount: 1 },
};

const firm = {
  id: FIRM_ID,
  name: 'Cabinet Bernard',
  advisors: [{ id: ADVISOR_ID, firstName: 'Julien', lastName: 'Bernard', email: 'julien.bernard@cabinet.example.fr', roles: ['advisor' as const], customersCount: 1 }],
};

const fundsInsight = { kind: 'out_of_profile' as const, portfolioId: PORTFOLIO_ID, portfolioName: 'Assurance vie Multiplacements', figure: 4, threshold: 3, unit: 'risk' as const };

/** A valid example answer of each call of `contract/advisor.ts`; missing or drifted examples fail to compile. */
export const advisorExamples: { [K in keyof typeof calls]: ResponseOf<(typeof calls)[K]> } = {
  getAdvisorProfile: advisorProfile,
  getCustomers: { customers: [customerListItem], meta: { page: 1, totalPages: 1, totalCount: 1 } },
  getCustomer: customer,
  createCustomer: { ...customer, userId: null, access: 'none', invitations: [], events: [] },
  updateCustomer: customer,
  withdrawCustomerAccess: { ...customer, access: 'withdrawn', accessWithdrawnAt: NOW },
  getCustomerInsights: { customerId: CUSTOMER_ID, insights: [fundsInsight] },
  getBookInsights: {
    examined: 1,
    counts: [{ kind: 'out_of_profile', customers: 1 }],
    customers: [{ customerId: CUSTOMER_ID, firstName: 'Claire', lastName: 'Martin', wealthAmount: 612_430.12, insights: [fundsInsight] }],
  },
  getFirm: firm,
  updateFirm: firm,
  getDataAccess: dataAccess,
  withdrawDataAccess: { ...dataAccess, firm: { ...dataAccess.firm, withdrawnAt: NOW } },
  getUser: user,
  getUserProfile: profile,
  getCustomerEvents: [interaction],
  createCustomerEvent: interaction,
  updateEvent: interaction,
  deleteEvent: {},
  getAdvisorNotes: { advisorNotes: 'Souhaite préparer sa retraite.' },
  updateAdvisorNotes: { advisorNotes: 'Souhaite préparer sa retraite.' },
  getAdvisoryStats: {
    scope: 'own',
    customersCount: 1,
    customersWithAccess: 1,
    totalWealth: 612_430.12,
    averageWealth: 612_430.12,
    wealthSeries: [{ date: '2025-10-31', amount: 598_120.4 }, { date: '2025-11-21', amount: 612_430.12 }],
    averageRisk: 2.6,
    averageRecommendedRisk: 3,
    interactionsLast30Days: 3,
    invitations: [{ state: 'accepted', count: 1 }],
    interactionsByKind: [{ kind: 'outbound_call', count: 3 }],
    riskDistribution: [{ level: 3, current: 1, recommended: 1 }],
    wealthByKind: [{ kind: 'lifeinsurance', amount: 48_250.37 }],
    byAdvisor: [{ advisorId: ADVISOR_ID, advisorName: 'Julien Bernard', customers: 1, totalWealth: 612_430.12, interactionsLast30Days: 3 }],
  },
};
