import { defineMessage, defineMessages } from 'react-intl';

export const wealthMessages = defineMessages({
  overviewTitle: { id: 'dashboard.wealth.overviewTitle', defaultMessage: 'Votre patrimoine' },
  overviewDescription: {
    id: 'dashboard.wealth.overviewDescription',
    defaultMessage:
      'La vue consolidée de tout ce que vous possédez et de ce que vous devez : épargne investie, épargne, immobilier et crédits, actualisés chaque jour.',
  },
  overviewComposition: {
    id: 'dashboard.wealth.overviewComposition',
    defaultMessage: 'La répartition de vos avoirs par type de contrat, par établissement et par niveau de risque',
  },
  overviewAdvice: {
    id: 'dashboard.wealth.overviewAdvice',
    defaultMessage: 'Nos recommandations d’optimisation et d’arbitrage pour chacun de vos contrats analysés',
  },
  contractsTitle: { id: 'dashboard.wealth.contractsTitle', defaultMessage: 'Vos contrats' },
  contractsDescription: {
    id: 'dashboard.wealth.contractsDescription',
    defaultMessage: 'Tous les contrats de vos établissements connectés, regroupés par catégorie, avec leur valeur du jour.',
  },
  contractsGroups: {
    id: 'dashboard.wealth.contractsGroups',
    defaultMessage: 'Trois groupes : épargne investie (assurance vie, PEA, compte-titres, épargne salariale…), épargne (livrets, comptes courants) et immobilier',
  },
  contractsRow: {
    id: 'dashboard.wealth.contractsRow',
    defaultMessage: 'Pour chaque contrat : son nom, son établissement, son type et son montant, avec un accès à sa fiche',
  },
  contractsSupport: {
    id: 'dashboard.wealth.contractsSupport',
    defaultMessage:
      'Les contrats que nous ne savons pas encore analyser sont signalés ; pour les livrets, seuls le livret A, le livret jeune, le LDDS, le PEL, le CEL et le LEP sont suivis',
  },
  contractsHidden: {
    id: 'dashboard.wealth.contractsHidden',
    defaultMessage: 'Les contrats que vous avez masqués, à réafficher d’un clic',
  },
  linkOverview: { id: 'dashboard.wealth.linkOverview', defaultMessage: 'Vue d’ensemble' },
  linkContracts: { id: 'dashboard.wealth.linkContracts', defaultMessage: 'Vos contrats' },
  linkLoans: { id: 'dashboard.wealth.linkLoans', defaultMessage: 'Vos crédits' },
  linkAddAccount: { id: 'dashboard.wealth.linkAddAccount', defaultMessage: 'Connecter un établissement' },
  capsTitle: { id: 'dashboard.wealth.capsTitle', defaultMessage: 'Repères' },
  capsLead: {
    id: 'dashboard.wealth.capsLead',
    defaultMessage: 'Les plafonds de versement de l’épargne réglementée, par personne.',
  },
  capsProduct: { id: 'dashboard.wealth.capsProduct', defaultMessage: 'Placement' },
  capsCeiling: { id: 'dashboard.wealth.capsCeiling', defaultMessage: 'Plafond' },
  capsLivretA: { id: 'dashboard.wealth.capsLivretA', defaultMessage: 'Livret A' },
  capsLivretAAssociation: { id: 'dashboard.wealth.capsLivretAAssociation', defaultMessage: 'Livret A d’une association' },
  capsLdds: { id: 'dashboard.wealth.capsLdds', defaultMessage: 'LDDS' },
  capsLddsDetail: { id: 'dashboard.wealth.capsLddsDetail', defaultMessage: 'Livret de développement durable et solidaire' },
  capsPel: { id: 'dashboard.wealth.capsPel', defaultMessage: 'PEL' },
  capsPelDetail: { id: 'dashboard.wealth.capsPelDetail', defaultMessage: 'Plan d’épargne logement' },
  capsCel: { id: 'dashboard.wealth.capsCel', defaultMessage: 'CEL' },
  capsCelDetail: { id: 'dashboard.wealth.capsCelDetail', defaultMessage: 'Compte épargne logement' },
  capsLivretJeune: { id: 'dashboard.wealth.capsLivretJeune', defaultMessage: 'Livret jeune' },
  capsLep: { id: 'dashboard.wealth.capsLep', defaultMessage: 'LEP' },
  capsLepDetail: { id: 'dashboard.wealth.capsLepDetail', defaultMessage: 'Livret d’épargne populaire, sous conditions de revenus' },
  capsLoanUpTo: { id: 'dashboard.wealth.capsLoanUpTo', defaultMessage: 'Prêt associé jusqu’à' },
  capsFootnote: {
    id: 'dashboard.wealth.capsFootnote',
    defaultMessage: 'Plafonds de versement : les intérêts capitalisés peuvent porter le solde au-delà.',
  },
});

export const wealthHistoryMessage = defineMessage<{ from: string }>({
  id: 'dashboard.wealth.overviewHistory',
  defaultMessage:
    'L’historique de votre patrimoine, total ou par catégorie (épargne investie, épargne, immobilier), sur la période de votre choix depuis {from}',
});

export const wealthExposureMessage = defineMessage<{ top: number }>({
  id: 'dashboard.wealth.overviewExposure',
  defaultMessage: 'Votre exposition par classe d’actifs et par zone géographique, et vos {top} premiers secteurs d’activité',
});

export const wealthSpendingMessage = defineMessage<{ top: number }>({
  id: 'dashboard.wealth.overviewSpending',
  defaultMessage: 'Vos {top} premiers postes de dépenses (logement, alimentation, transport…), tirés de vos comptes courants',
});

export const capsAgesMessage = defineMessage<{ min: number; max: number }>({
  id: 'dashboard.wealth.capsAges',
  defaultMessage: 'Réservé aux {min}-{max} ans',
});
