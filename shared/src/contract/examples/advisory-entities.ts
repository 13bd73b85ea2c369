import type { Customer, CustomerListItem, Interaction } from '../../schemas/advisor';
import type { Invitation } from '../../schemas/invitation';
import { ADVISOR_ID, CUSTOMER_ID, EVENT_ID, INVITATION_ID, NOW, PORTFOLIO_ID, USER_ID } from './entities';

/** The advisory entities the example answers are made of: an advisor's customer, her invitation and a call. */

export const invitation: Invitation = {
  id: INVITATION_ID,
  state: 'sent',
  invitedAt: NOW,
  civilTitle: 'mrs',
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire.martin@example.fr',
  token: 'c2d5e8f1a4b7c0d3e6f9',
  message: 'Bonjour Claire, voici votre invitation.',
  companyName: null,
  contactName: null,
  promoCode: null,
  customerId: CUSTOMER_ID,
  userId: null,
  advisorId: ADVISOR_ID,
  advisorName: 'Julien Bernard',
  readAt: null,
  acceptedAt: null,
  canceledAt: null,
};

export const interaction: Interaction = {
  id: EVENT_ID,
  customerId: CUSTOMER_ID,
  kind: 'outbound_call',
  content: 'Point annuel sur l’assurance vie.',
  phone: '06 12 34 56 78',
  companyName: null,
  contactName: null,
  promoCode: null,
  occurredAt: NOW,
  advisorId: ADVISOR_ID,
  advisorName: 'Julien Bernard',
  createdAt: NOW,
  updatedAt: NOW,
};

export const customerListItem: CustomerListItem = {
  id: CUSTOMER_ID,
  userId: USER_ID,
  civilTitle: 'mrs',
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire.martin@example.fr',
  wealthAmount: 612_430.12,
  availableLiquidities: 15_740.55,
  contractsCount: 6,
  internalContracts: 2,
  currentRiskAvg: 2.6,
  lastInteractionAt: NOW,
  favoriteContract: {
    id: PORTFOLIO_ID,
    name: 'Assurance vie Multiplacements',
    kind: 'lifeinsurance',
    amount: 48_250.37,
  },
  invitationState: 'accepted',
  access: 'granted',
  advisorId: ADVISOR_ID,
  advisorName: 'Julien Bernard',
};

export const customer: Customer = {
  id: CUSTOMER_ID,
  userId: USER_ID,
  civilTitle: 'mrs',
  lastName: 'Martin',
  firstName: 'Claire',
  email: 'claire.martin@example.fr',
  clientId: 'CLI-00042',
  birthDate: '1984-03-12',
  birthplace: 'Lyon',
  maritalStatus: 2,
  children: 2,
  createdAt: NOW,
  access: 'granted',
  accessWithdrawnAt: null,
  advisorId: ADVISOR_ID,
  advisorName: 'Julien Bernard',
  advisorNotes: 'Souhaite préparer sa retraite.',
  events: [interaction],
  invitations: [{ ...invitation, state: 'accepted', userId: USER_ID, readAt: NOW, acceptedAt: NOW }],
};

