import { defineMessage, defineMessages } from 'react-intl';

export const contractMessages = defineMessages({
  overviewTitle: { id: 'dashboard.contract.overviewTitle', defaultMessage: 'Votre contrat' },
  overviewDescription: {
    id: 'dashboard.contract.overviewDescription',
    defaultMessage: 'La fiche de votre contrat : sa valeur, son évolution et ce que nous en pensons.',
  },
  overviewValue: {
    id: 'dashboard.contract.overviewValue',
    defaultMessage: 'La valeur du contrat au jour le jour, et son historique depuis que nous le suivons',
  },
  overviewRepartition: {
    id: 'dashboard.contract.overviewRepartition',
    defaultMessage: 'Sa répartition entre fonds euros, actions, obligations, immobilier et liquidités',
  },
  overviewRisk: {
    id: 'dashboard.contract.overviewRisk',
    defaultMessage: 'Le niveau de risque du contrat, de « garanti » à « agressif », face au profil recommandé pour vous',
  },
  overviewAnalysis: {
    id: 'dashboard.contract.overviewAnalysis',
    defaultMessage: 'L’avancement de son analyse en cinq étapes : allocation, performances, risque, frais et conseils',
  },
  overviewAdvice: {
    id: 'dashboard.contract.overviewAdvice',
    defaultMessage: 'Notre recommandation pour ce contrat, et l’arbitrage qui permet de la mettre en œuvre',
  },
  projectTitle: { id: 'dashboard.contract.projectTitle', defaultMessage: 'Votre projet' },
  projectDescription: {
    id: 'dashboard.contract.projectDescription',
    defaultMessage: 'Le projet que finance ce contrat, pour savoir s’il est en bonne voie.',
  },
  projectKind: {
    id: 'dashboard.contract.projectKind',
    defaultMessage:
      'Le type de projet : épargne de précaution, faire fructifier un capital, retraite, immobilier, transmission, avenir des enfants ou autre',
  },
  projectGoal: { id: 'dashboard.contract.projectGoal', defaultMessage: 'Le montant visé et l’horizon de placement' },
  projectFlows: {
    id: 'dashboard.contract.projectFlows',
    defaultMessage: 'Vos versements et vos rachats mensuels, depuis la date d’ouverture du contrat',
  },
  projectProjection: {
    id: 'dashboard.contract.projectProjection',
    defaultMessage: 'La projection de votre épargne à l’horizon choisi, face à votre objectif',
  },
  allocationTitle: { id: 'dashboard.contract.allocationTitle', defaultMessage: 'Allocation du contrat' },
  allocationDescription: {
    id: 'dashboard.contract.allocationDescription',
    defaultMessage: 'Ce dans quoi votre contrat est réellement investi, à travers les fonds qu’il contient.',
  },
  allocationAssetClasses: {
    id: 'dashboard.contract.allocationAssetClasses',
    defaultMessage:
      'La répartition par classe d’actifs : fonds euros, actions françaises, européennes, américaines et autres, obligations, immobilier, liquidités, PEA garanti',
  },
  allocationRegions: {
    id: 'dashboard.contract.allocationRegions',
    defaultMessage: 'La répartition géographique : Amérique du Nord, Europe, Asie, Amérique latine, Afrique, Océanie, autres',
  },
  allocationSectors: {
    id: 'dashboard.contract.allocationSectors',
    defaultMessage: 'La répartition des actions entre les 11 grands secteurs d’activité',
  },
  allocationTarget: {
    id: 'dashboard.contract.allocationTarget',
    defaultMessage: 'L’écart avec l’allocation qui correspond à votre profil de risque',
  },
  investmentsTitle: { id: 'dashboard.contract.investmentsTitle', defaultMessage: 'Supports du contrat' },
  investmentsDescription: {
    id: 'dashboard.contract.investmentsDescription',
    defaultMessage: 'Les fonds et supports détenus dans ce contrat.',
  },
  investmentsRow: {
    id: 'dashboard.contract.investmentsRow',
    defaultMessage: 'Chaque support avec son code ISIN, son montant, sa part du contrat et sa performance',
  },
  investmentsSheet: {
    id: 'dashboard.contract.investmentsSheet',
    defaultMessage: 'La fiche détaillée de chaque fonds, d’un clic sur sa ligne',
  },
  settingsTitle: { id: 'dashboard.contract.settingsTitle', defaultMessage: 'Paramètres du contrat' },
  settingsDescription: {
    id: 'dashboard.contract.settingsDescription',
    defaultMessage: 'Ce que nous devons savoir de ce contrat pour l’analyser, et la façon dont il s’affiche.',
  },
  settingsDisplay: {
    id: 'dashboard.contract.settingsDisplay',
    defaultMessage: 'Son nom, et son affichage : un contrat masqué sort de vos totaux',
  },
  settingsGoal: {
    id: 'dashboard.contract.settingsGoal',
    defaultMessage: 'Votre objectif : date d’ouverture, type de projet, montant visé, horizon, versements et rachats mensuels',
  },
  settingsFees: {
    id: 'dashboard.contract.settingsFees',
    defaultMessage:
      'Ses frais : d’entrée, de sortie, sur versement, de courtage, sur fonds euros, sur unités de compte, de rachat, de gestion, de garde et de transfert',
  },
  settingsNumber: { id: 'dashboard.contract.settingsNumber', defaultMessage: 'Son numéro de contrat, facultatif' },
  settingsReset: {
    id: 'dashboard.contract.settingsReset',
    defaultMessage: 'Toute modification efface l’optimisation et les analyses déjà calculées : elles sont refaites avec vos nouvelles données',
  },
  detailsTitle: { id: 'dashboard.contract.detailsTitle', defaultMessage: 'Opérations' },
  detailsDescription: {
    id: 'dashboard.contract.detailsDescription',
    defaultMessage: 'Les mouvements de votre contrat, du plus récent au plus ancien.',
  },
  detailsList: {
    id: 'dashboard.contract.detailsList',
    defaultMessage: 'La liste de vos opérations, complétée au fil de la lecture',
  },
  detailsFilters: {
    id: 'dashboard.contract.detailsFilters',
    defaultMessage: 'Des filtres par période et par catégorie ; changer de filtre reprend la liste depuis le début',
  },
  detailsMovements: {
    id: 'dashboard.contract.detailsMovements',
    defaultMessage: 'Le graphique de vos versements et de vos retraits dans le temps',
  },
  documentsTitle: { id: 'dashboard.contract.documentsTitle', defaultMessage: 'Documents' },
  documentsDescription: {
    id: 'dashboard.contract.documentsDescription',
    defaultMessage: 'Les documents liés à ce contrat, rassemblés au même endroit.',
  },
  documentsBank: {
    id: 'dashboard.contract.documentsBank',
    defaultMessage: 'Les documents remis par votre établissement, à consulter et à télécharger',
  },
  documentsFunds: {
    id: 'dashboard.contract.documentsFunds',
    defaultMessage: 'Le document d’informations clés de chacun des fonds détenus',
  },
  informationsTitle: { id: 'dashboard.contract.informationsTitle', defaultMessage: 'Informations du contrat' },
  informationsDescription: {
    id: 'dashboard.contract.informationsDescription',
    defaultMessage: 'La carte d’identité de votre contrat.',
  },
  informationsKind: {
    id: 'dashboard.contract.informationsKind',
    defaultMessage:
      'Son type (assurance vie, capitalisation, PEA, compte-titres, PEE, PERCO, article 83, livret…) et son établissement',
  },
  informationsCategory: {
    id: 'dashboard.contract.informationsCategory',
    defaultMessage: 'Sa catégorie : épargne investie, épargne ou immobilier',
  },
  informationsSource: {
    id: 'dashboard.contract.informationsSource',
    defaultMessage: 'La connexion dont il provient et la date de sa dernière mise à jour',
  },
  infoNeededTitle: { id: 'dashboard.contract.infoNeededTitle', defaultMessage: 'Informations à compléter' },
  infoNeededDescription: {
    id: 'dashboard.contract.infoNeededDescription',
    defaultMessage: 'Il nous manque quelques informations pour analyser entièrement ce contrat.',
  },
  infoNeededList: {
    id: 'dashboard.contract.infoNeededList',
    defaultMessage: 'Ce qui manque : votre objectif, les frais du contrat ou votre profil de risque',
  },
  infoNeededLock: {
    id: 'dashboard.contract.infoNeededLock',
    defaultMessage: 'Tant que le profil de risque manque, une partie de l’analyse reste verrouillée',
  },
  linkOverview: { id: 'dashboard.contract.linkOverview', defaultMessage: 'Synthèse' },
  linkProject: { id: 'dashboard.contract.linkProject', defaultMessage: 'Projet' },
  linkAllocation: { id: 'dashboard.contract.linkAllocation', defaultMessage: 'Allocation' },
  linkInvestments: { id: 'dashboard.contract.linkInvestments', defaultMessage: 'Supports' },
  linkSettings: { id: 'dashboard.contract.linkSettings', defaultMessage: 'Paramètres' },
  linkDetails: { id: 'dashboard.contract.linkDetails', defaultMessage: 'Opérations' },
  linkDocuments: { id: 'dashboard.contract.linkDocuments', defaultMessage: 'Documents' },
  linkInformations: { id: 'dashboard.contract.linkInformations', defaultMessage: 'Informations' },
  linkInfoNeeded: { id: 'dashboard.contract.linkInfoNeeded', defaultMessage: 'À compléter' },
  linkAnalysis: { id: 'dashboard.contract.linkAnalysis', defaultMessage: 'Analyse en cinq étapes' },
  linkArbitration: { id: 'dashboard.contract.linkArbitration', defaultMessage: 'Arbitrage' },
});

export const contractSrriMessage = defineMessage<{ min: number; max: number }>({
  id: 'dashboard.contract.investmentsSrri',
  defaultMessage: 'L’indicateur de risque SRRI de chaque fonds, sur une échelle de {min} à {max}',
});

export const contractSurveyMessage = defineMessage<{ questions: number }>({
  id: 'dashboard.contract.infoNeededSurvey',
  defaultMessage: 'Le questionnaire de risque propre à ce contrat, en {questions} questions',
});
