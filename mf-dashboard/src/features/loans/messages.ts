import { defineMessage, defineMessages } from 'react-intl';

export const loansMessages = defineMessages({
  overviewTitle: { id: 'dashboard.loans.overviewTitle', defaultMessage: 'Vos crédits' },
  overviewDescription: {
    id: 'dashboard.loans.overviewDescription',
    defaultMessage: 'Ce qu’il vous reste à rembourser et ce que vous coûtent vos crédits immobiliers, à la consommation et renouvelables.',
  },
  contractsTitle: { id: 'dashboard.loans.contractsTitle', defaultMessage: 'Vos contrats de crédit' },
  contractsDescription: {
    id: 'dashboard.loans.contractsDescription',
    defaultMessage: 'Le détail de chaque crédit remonté par vos établissements connectés.',
  },
  totalOwed: { id: 'dashboard.loans.totalOwed', defaultMessage: 'Capital restant dû' },
  monthlyPayments: { id: 'dashboard.loans.monthlyPayments', defaultMessage: 'Mensualités, assurance comprise' },
  loansCount: { id: 'dashboard.loans.loansCount', defaultMessage: 'Crédits en cours' },
  rate: { id: 'dashboard.loans.rate', defaultMessage: 'Taux nominal hors assurance' },
  borrowed: { id: 'dashboard.loans.borrowed', defaultMessage: 'Montant emprunté' },
  monthly: { id: 'dashboard.loans.monthly', defaultMessage: 'Mensualité' },
  insurance: { id: 'dashboard.loans.insurance', defaultMessage: 'Assurance mensuelle' },
  signature: { id: 'dashboard.loans.signature', defaultMessage: 'Signé le' },
  endDate: { id: 'dashboard.loans.endDate', defaultMessage: 'Fin prévue' },
  unknown: { id: 'dashboard.loans.unknown', defaultMessage: 'Non communiqué' },
  repaid: { id: 'dashboard.loans.repaid', defaultMessage: 'Remboursé' },
  otherLoan: { id: 'dashboard.loans.otherLoan', defaultMessage: 'Crédit' },
  empty: { id: 'dashboard.loans.empty', defaultMessage: 'Aucun crédit dans vos établissements connectés.' },
  emptyCustomer: { id: 'dashboard.loans.emptyCustomer', defaultMessage: 'Aucun crédit dans les établissements connectés par votre client.' },
  loading: { id: 'dashboard.loans.loading', defaultMessage: 'Chargement de vos crédits…' },
  linkOverview: { id: 'dashboard.loans.linkOverview', defaultMessage: 'Synthèse des crédits' },
  linkContracts: { id: 'dashboard.loans.linkContracts', defaultMessage: 'Contrats de crédit' },
  linkWealth: { id: 'dashboard.loans.linkWealth', defaultMessage: 'Votre patrimoine' },
  linksLabel: { id: 'dashboard.loans.linksLabel', defaultMessage: 'Pages des crédits' },
});

export const repaidShareMessage = defineMessage<{ share: string }>({
  id: 'dashboard.loans.repaidShare',
  defaultMessage: '{share} du capital remboursé',
});

export const unknownMonthlyMessage = defineMessage<{ count: number }>({
  id: 'dashboard.loans.unknownMonthly',
  defaultMessage:
    '{count, plural, one {Hors # crédit dont l’établissement ne communique pas les conditions.} other {Hors # crédits dont l’établissement ne communique pas les conditions.}}',
});
