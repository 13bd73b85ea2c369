import { defineMessage, defineMessages } from 'react-intl';

export const customersMessages = defineMessages({
  listTitle: { id: 'advisory.customers.listTitle', defaultMessage: 'Vos clients' },
  listDescription: {
    id: 'advisory.customers.listDescription',
    defaultMessage: 'Tous vos clients et leur situation, pour savoir qui accompagner en priorité.',
  },
  listColumns: {
    id: 'advisory.customers.listColumns',
    defaultMessage:
      'Pour chaque client : son nom, son patrimoine, ses liquidités disponibles, son nombre de contrats (dont ceux de votre établissement), son risque moyen, sa dernière interaction et son contrat principal',
  },
  listFilters: {
    id: 'advisory.customers.listFilters',
    defaultMessage: 'Des filtres et un tri sur ces colonnes, et une liste paginée',
  },
  listInvitations: {
    id: 'advisory.customers.listInvitations',
    defaultMessage: 'L’état de chaque invitation : envoyée, lue, acceptée ou annulée',
  },
  addTitle: { id: 'advisory.customers.addTitle', defaultMessage: 'Inviter des clients' },
  addDescription: {
    id: 'advisory.customers.addDescription',
    defaultMessage: 'Invitez vos clients à rejoindre votre espace, un par un ou en nombre.',
  },
  addSingle: {
    id: 'advisory.customers.addSingle',
    defaultMessage: 'L’invitation d’un client : civilité, nom, prénom, adresse e-mail et message personnalisé',
  },
  addFollowUp: {
    id: 'advisory.customers.addFollowUp',
    defaultMessage: 'Le suivi de chaque invitation : relance, annulation et retrait de l’accès',
  },
  overviewTitle: { id: 'advisory.customers.overviewTitle', defaultMessage: 'Fiche client' },
  overviewDescription: {
    id: 'advisory.customers.overviewDescription',
    defaultMessage: 'L’essentiel sur votre client : son identité, son patrimoine et vos notes.',
  },
  overviewIdentity: {
    id: 'advisory.customers.overviewIdentity',
    defaultMessage:
      'Son identité : civilité, nom, prénom, numéro client, date et lieu de naissance, situation familiale, enfants, client depuis',
  },
  overviewWealth: {
    id: 'advisory.customers.overviewWealth',
    defaultMessage: 'Son patrimoine : comptes, contrats, composition et biens immobiliers',
  },
  overviewProfile: { id: 'advisory.customers.overviewProfile', defaultMessage: 'Son profil d’investisseur et son profil de risque recommandé' },
  overviewNotes: { id: 'advisory.customers.overviewNotes', defaultMessage: 'Vos notes de conseiller, modifiables à tout moment' },
  insightsTitle: { id: 'advisory.customers.insightsTitle', defaultMessage: 'Analyses du client' },
  insightsDescription: {
    id: 'advisory.customers.insightsDescription',
    defaultMessage: 'Les analyses du patrimoine de votre client, pour préparer vos rendez-vous.',
  },
  insightsComposition: {
    id: 'advisory.customers.insightsComposition',
    defaultMessage: 'La composition de son patrimoine par type de contrat, établissement, niveau de risque et classe d’actifs',
  },
  insightsRisk: {
    id: 'advisory.customers.insightsRisk',
    defaultMessage: 'L’écart entre le risque de ses contrats et son profil recommandé',
  },
  insightsAdvice: {
    id: 'advisory.customers.insightsAdvice',
    defaultMessage: 'Les contrats pour lesquels nous avons une recommandation',
  },
  interactionsTitle: { id: 'advisory.customers.interactionsTitle', defaultMessage: 'Interactions' },
  interactionsDescription: {
    id: 'advisory.customers.interactionsDescription',
    defaultMessage: 'L’historique de vos échanges avec ce client.',
  },
  interactionsList: {
    id: 'advisory.customers.interactionsList',
    defaultMessage: 'Les notes, appels entrants et appels sortants, datés, avec le conseiller et le numéro de téléphone',
  },
  interactionsEdit: {
    id: 'advisory.customers.interactionsEdit',
    defaultMessage: 'L’ajout, la modification et la suppression d’une interaction',
  },
  viewNotice: {
    id: 'advisory.customers.viewNotice',
    defaultMessage: 'Vous consultez l’espace de votre client tel qu’il le voit. Le mode privé de votre espace conseiller s’applique aux montants.',
  },
  viewTitle: { id: 'advisory.customers.viewTitle', defaultMessage: 'Vue client' },
  viewUnavailableTitle: {
    id: 'advisory.customers.viewUnavailableTitle',
    defaultMessage: 'L’espace du client est momentanément indisponible',
  },
  viewUnavailableBody: {
    id: 'advisory.customers.viewUnavailableBody',
    defaultMessage: 'Le reste de votre espace conseiller fonctionne normalement. Vous pouvez réessayer dans un instant.',
  },
  retry: { id: 'advisory.customers.retry', defaultMessage: 'Réessayer' },
  loadingView: { id: 'advisory.customers.loadingView', defaultMessage: 'Chargement de l’espace du client…' },
  linkList: { id: 'advisory.customers.linkList', defaultMessage: 'Liste des clients' },
  linkAdd: { id: 'advisory.customers.linkAdd', defaultMessage: 'Inviter des clients' },
  linkOverview: { id: 'advisory.customers.linkOverview', defaultMessage: 'Fiche client' },
  linkInsights: { id: 'advisory.customers.linkInsights', defaultMessage: 'Analyses' },
  linkInteractions: { id: 'advisory.customers.linkInteractions', defaultMessage: 'Interactions' },
  linkView: { id: 'advisory.customers.linkView', defaultMessage: 'Voir son espace' },
});

export const csvImportMessage = defineMessage<{ extension: string; size: string }>({
  id: 'advisory.customers.addCsv',
  defaultMessage: 'L’import d’une liste de clients : un fichier {extension} de {size} au plus',
});

export const csvErrorMessage = defineMessage<{ message: string }>({
  id: 'advisory.customers.addCsvError',
  defaultMessage: 'Un envoi qui échoue est signalé : « {message} »',
});
