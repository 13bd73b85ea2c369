import type { AdvisoryRole, InteractionKind, CustomerSort } from '../schemas/advisor';
import type { CivilTitle, InvitationState } from '../schemas/invitation';

/** French labels of the advisory: invitations, civil titles, interactions, roles and the sorts of the customer list. */

export const invitationStateLabels: Record<InvitationState, string> = {
  sent: 'Envoyée',
  read: 'Lue',
  accepted: 'Acceptée',
  canceled: 'Annulée',
};

export const civilTitleLabels: Record<CivilTitle, string> = {
  mr: 'M.',
  mrs: 'Mme',
};

export const interactionKindLabels: Record<InteractionKind, string> = {
  note: 'Note',
  inbound_call: 'Appel entrant',
  outbound_call: 'Appel sortant',
};

export const advisoryRoleLabels: Record<AdvisoryRole, string> = {
  admin: 'Administrateur',
  advisor: 'Conseiller',
  manager: 'Responsable',
};

export const customerSortLabels: Record<CustomerSort, string> = {
  lastName: 'Nom',
  wealthAmount: 'Patrimoine',
  availableLiquidities: 'Liquidités disponibles',
  contractsCount: 'Nombre de contrats',
  internalContracts: 'Contrats internes',
  currentRiskAvg: 'Risque moyen',
  lastInteractionAt: 'Dernière interaction',
  favoriteContract: 'Contrat phare',
  invitationState: 'Invitation',
};
