import { defineMessage, defineMessages } from 'react-intl';

export const wealthMessages = defineMessages({
  overviewTitle: { id: 'dashboard.wealth.overviewTitle', defaultMessage: 'Votre patrimoine' },
  overviewDescription: {
    id: 'dashboard.wealth.overviewDescription',
    defaultMessage:
      'La vue consolidée de tout ce que vous possédez et de ce que vous devez : épargne investie, épargne, immobilier et crédits, actualisés chaque jour.',
  },
  summaryNet: { id: 'dashboard.wealth.summaryNet', defaultMessage: 'Patrimoine net' },
  summaryAssets: { id: 'dashboard.wealth.summaryAssets', defaultMessage: 'Actifs' },
  summaryDebts: { id: 'dashboard.wealth.summaryDebts', defaultMessage: 'Dettes' },
  loadingWealth: { id: 'dashboard.wealth.loadingWealth', defaultMessage: 'Chargement de votre patrimoine…' },
  emptyTitle: { id: 'dashboard.wealth.emptyTitle', defaultMessage: 'Aucun contrat pour le moment' },
  emptyText: {
    id: 'dashboard.wealth.emptyText',
    defaultMessage: 'Connectez votre banque, votre assureur ou votre courtier : vos contrats et leur historique apparaîtront ici.',
  },
  emptyTextCustomer: { id: 'dashboard.wealth.emptyTextCustomer', defaultMessage: 'Votre client n’a encore connecté aucun établissement.' },
  historyTitle: { id: 'dashboard.wealth.historyTitle', defaultMessage: 'Évolution de votre patrimoine' },
  historyPeriod: { id: 'dashboard.wealth.historyPeriod', defaultMessage: 'Période' },
  historyPeriodUnavailable: {
    id: 'dashboard.wealth.historyPeriodUnavailable',
    defaultMessage: 'Le calendrier n’a pas pu être chargé. Vérifiez votre connexion, puis cliquez à nouveau.',
  },
  historyPresets: { id: 'dashboard.wealth.historyPresets', defaultMessage: 'Périodes rapides' },
  preset1y: { id: 'dashboard.wealth.preset1y', defaultMessage: '1 an' },
  preset5y: { id: 'dashboard.wealth.preset5y', defaultMessage: '5 ans' },
  presetAll: { id: 'dashboard.wealth.presetAll', defaultMessage: 'Tout' },
  viewTotal: { id: 'dashboard.wealth.viewTotal', defaultMessage: 'Total' },
  viewCategories: { id: 'dashboard.wealth.viewCategories', defaultMessage: 'Par catégorie' },
  historyViews: { id: 'dashboard.wealth.historyViews', defaultMessage: 'Affichage' },
  seriesReal: { id: 'dashboard.wealth.seriesReal', defaultMessage: 'Patrimoine' },
  seriesSimulated: { id: 'dashboard.wealth.seriesSimulated', defaultMessage: 'Simulation' },
  historyEmpty: { id: 'dashboard.wealth.historyEmpty', defaultMessage: 'Aucune valeur sur cette période.' },
  loadingHistory: { id: 'dashboard.wealth.loadingHistory', defaultMessage: 'Chargement de l’historique…' },
  allocationTitle: { id: 'dashboard.wealth.allocationTitle', defaultMessage: 'Répartition par type de contrat' },
  institutionsTitle: { id: 'dashboard.wealth.institutionsTitle', defaultMessage: 'Répartition par établissement' },
  allocationOthers: { id: 'dashboard.wealth.allocationOthers', defaultMessage: 'Autres' },
  allocationEmpty: { id: 'dashboard.wealth.allocationEmpty', defaultMessage: 'Rien à répartir pour le moment.' },
  loadingAllocation: { id: 'dashboard.wealth.loadingAllocation', defaultMessage: 'Chargement de la répartition…' },
  contractsTitle: { id: 'dashboard.wealth.contractsTitle', defaultMessage: 'Vos contrats' },
  contractsTitleCustomer: { id: 'dashboard.wealth.contractsTitleCustomer', defaultMessage: 'Contrats du client' },
  contractsDescription: {
    id: 'dashboard.wealth.contractsDescription',
    defaultMessage: 'Tous les contrats de vos établissements connectés, regroupés par catégorie, avec leur valeur du jour.',
  },
  loadingContracts: { id: 'dashboard.wealth.loadingContracts', defaultMessage: 'Chargement des contrats…' },
  supported: { id: 'dashboard.wealth.supported', defaultMessage: 'Analysé' },
  badgeInProgress: { id: 'dashboard.wealth.badgeInProgress', defaultMessage: 'Analyse en cours' },
  badgeToDo: { id: 'dashboard.wealth.badgeToDo', defaultMessage: 'Analyse à faire' },
  badgeCompleteSettings: { id: 'dashboard.wealth.badgeCompleteSettings', defaultMessage: 'Compléter les paramètres' },
  badgeFollowed: { id: 'dashboard.wealth.badgeFollowed', defaultMessage: 'Suivi' },
  unsupported: { id: 'dashboard.wealth.unsupported', defaultMessage: 'Non pris en charge' },
  unsupportedHelp: {
    id: 'dashboard.wealth.unsupportedHelp',
    defaultMessage: 'Nous ne savons pas encore analyser ce type de contrat : il compte dans votre patrimoine, sans analyse détaillée.',
  },
  closed: { id: 'dashboard.wealth.closed', defaultMessage: 'Clôturé' },
  hideContract: { id: 'dashboard.wealth.hideContract', defaultMessage: 'Masquer' },
  showContract: { id: 'dashboard.wealth.showContract', defaultMessage: 'Afficher' },
  statusFailed: {
    id: 'dashboard.wealth.statusFailed',
    defaultMessage: 'La modification n’a pas pu être enregistrée. Réessayez dans un instant.',
  },
  manualBank: { id: 'dashboard.wealth.manualBank', defaultMessage: 'Saisi manuellement' },
  loansLine: { id: 'dashboard.wealth.loansLine', defaultMessage: 'Vos crédits ont leur propre page.' },
  linkOverview: { id: 'dashboard.wealth.linkOverview', defaultMessage: 'Vue d’ensemble' },
  linkContracts: { id: 'dashboard.wealth.linkContracts', defaultMessage: 'Vos contrats' },
  linkLoans: { id: 'dashboard.wealth.linkLoans', defaultMessage: 'Vos crédits' },
  linkAddAccount: { id: 'dashboard.wealth.linkAddAccount', defaultMessage: 'Ajouter un compte' },
  linksLabel: { id: 'dashboard.wealth.linksLabel', defaultMessage: 'Pages du tableau de bord' },
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
    defaultMessage: 'Plafonds de versement : les intérêts capitalisés peuvent porter le solde au-delà.',
  },
});

export const simulatedNoteMessage = defineMessage<{ date: string }>({
  id: 'dashboard.wealth.simulatedNote',
  defaultMessage:
    'À partir du {date}, les valeurs en pointillés sont une simulation : nos données de marché s’arrêtent à cette date, et les cours suivants sont estimés à partir de la tendance et de la volatilité passées de chaque fonds.',
});

export const rangeHelpMessage = defineMessage<{ from: string; to: string }>({
  id: 'dashboard.wealth.rangeHelp',
  defaultMessage: 'Du {from} au {to}',
});

export const hiddenGroupMessage = defineMessage<{ count: number }>({
  id: 'dashboard.wealth.hiddenGroup',
  defaultMessage: '{count, plural, one {# contrat masqué} other {# contrats masqués}}',
});

export const hideContractLabelMessage = defineMessage<{ name: string }>({
  id: 'dashboard.wealth.hideContractLabel',
  defaultMessage: 'Masquer « {name} » du patrimoine',
});

export const showContractLabelMessage = defineMessage<{ name: string }>({
  id: 'dashboard.wealth.showContractLabel',
  defaultMessage: 'Afficher « {name} » dans le patrimoine',
});

export const contractsCountMessage = defineMessage<{ count: number }>({
  id: 'dashboard.wealth.contractsCount',
  defaultMessage: '{count, plural, one {# contrat} other {# contrats}}',
});

export const capsAgesMessage = defineMessage<{ min: number; max: number }>({
  id: 'dashboard.wealth.capsAges',
  defaultMessage: 'Réservé aux {min}-{max} ans',
});
