import { defineMessages } from 'react-intl';

export const loansMessages = defineMessages({
  overviewTitle: { id: 'dashboard.loans.overviewTitle', defaultMessage: 'Vos crédits' },
  overviewDescription: {
    id: 'dashboard.loans.overviewDescription',
    defaultMessage:
      'Ce qu’il vous reste à rembourser et ce que vous coûtent vos crédits immobiliers, à la consommation et renouvelables.',
  },
  overviewOutstanding: {
    id: 'dashboard.loans.overviewOutstanding',
    defaultMessage: 'Le capital restant dû, au total et par type de crédit (immobilier, consommation, renouvelable)',
  },
  overviewSchedule: {
    id: 'dashboard.loans.overviewSchedule',
    defaultMessage: 'L’évolution de votre endettement jusqu’à la date de fin contractuelle de chaque crédit',
  },
  overviewInsurance: {
    id: 'dashboard.loans.overviewInsurance',
    defaultMessage: 'Le coût mensuel de vos assurances emprunteur, crédit par crédit',
  },
  overviewProperties: {
    id: 'dashboard.loans.overviewProperties',
    defaultMessage: 'Les biens immobiliers financés par chaque crédit, et la part du prix qu’il a couverte',
  },
  overviewDebtRatio: {
    id: 'dashboard.loans.overviewDebtRatio',
    defaultMessage: 'Votre taux d’endettement, calculé à partir de vos revenus et de vos mensualités',
  },
  contractsTitle: { id: 'dashboard.loans.contractsTitle', defaultMessage: 'Vos contrats de crédit' },
  contractsDescription: {
    id: 'dashboard.loans.contractsDescription',
    defaultMessage: 'Le détail de chaque crédit remonté par vos établissements connectés.',
  },
  contractsDates: {
    id: 'dashboard.loans.contractsDates',
    defaultMessage: 'Sa date de signature et sa date de fin contractuelle',
  },
  contractsAmounts: {
    id: 'dashboard.loans.contractsAmounts',
    defaultMessage: 'Le montant emprunté, le taux nominal hors assurance et l’assurance mensuelle',
  },
  contractsLink: {
    id: 'dashboard.loans.contractsLink',
    defaultMessage: 'Le rattachement d’un crédit immobilier au bien qu’il finance (un crédit ne finance qu’un seul bien)',
  },
  linkOverview: { id: 'dashboard.loans.linkOverview', defaultMessage: 'Synthèse des crédits' },
  linkContracts: { id: 'dashboard.loans.linkContracts', defaultMessage: 'Contrats de crédit' },
  linkWealth: { id: 'dashboard.loans.linkWealth', defaultMessage: 'Votre patrimoine' },
});
