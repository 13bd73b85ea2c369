import { defineMessage, defineMessages } from 'react-intl';

/** French text of the three professional pages (`/for-advisors`, `/advisor`, `/customers`). */
export const prosMessages = defineMessages({
  navLabel: { id: 'lobby.pros.navLabel', defaultMessage: 'Pages de l’offre professionnelle' },
  navOverview: { id: 'lobby.pros.navOverview', defaultMessage: 'Présentation' },
  navAdvisor: { id: 'lobby.pros.navAdvisor', defaultMessage: 'L’espace conseiller' },
  navCustomers: { id: 'lobby.pros.navCustomers', defaultMessage: 'Pour vos clients' },
  ctaLogin: { id: 'lobby.pros.ctaLogin', defaultMessage: 'Accéder à l’espace conseiller' },
  ctaDiscover: { id: 'lobby.pros.ctaDiscover', defaultMessage: 'Découvrir l’outil' },
  ctaCustomers: { id: 'lobby.pros.ctaCustomers', defaultMessage: 'Ce que vos clients y gagnent' },
  contact: { id: 'lobby.pros.contact', defaultMessage: 'Pour ouvrir un compte pour votre cabinet, écrivez-nous :' },

  overviewEyebrow: { id: 'lobby.pros.overviewEyebrow', defaultMessage: 'Offre professionnelle' },
  toolsTitle: { id: 'lobby.pros.toolsTitle', defaultMessage: 'Vos outils au quotidien' },
  toolsLead: {
    id: 'lobby.pros.toolsLead',
    defaultMessage: 'Tout ce qu’il faut pour suivre un portefeuille de clients, sans ressaisie et sans tableur.',
  },
  toolList: { id: 'lobby.pros.toolList', defaultMessage: 'Liste de clients filtrable' },
  toolListBody: {
    id: 'lobby.pros.toolListBody',
    defaultMessage: 'Patrimoine, liquidités disponibles, nombre de contrats, risque moyen, date du dernier échange : triez et filtrez pour savoir qui appeler en priorité.',
  },
  toolOverview: { id: 'lobby.pros.toolOverview', defaultMessage: 'Vue consolidée de chaque client' },
  toolOverviewBody: {
    id: 'lobby.pros.toolOverviewBody',
    defaultMessage: 'Comptes, contrats, crédits et immobilier réunis, avec la répartition et l’historique du patrimoine, actualisés chaque jour.',
  },
  toolInteractions: { id: 'lobby.pros.toolInteractions', defaultMessage: 'Journal des échanges' },
  toolInteractionsBody: {
    id: 'lobby.pros.toolInteractionsBody',
    defaultMessage: 'Notes, appels entrants et sortants : chaque échange est daté, attribué au conseiller concerné et retrouvé en un instant.',
  },
  toolInvitations: { id: 'lobby.pros.toolInvitations', defaultMessage: 'Invitations une à une ou par fichier' },
  toolInvitationsBody: {
    id: 'lobby.pros.toolInvitationsBody',
    defaultMessage: 'Invitez un client avec un message personnalisé, ou importez toute votre clientèle depuis un fichier CSV. Vous suivez l’état de chaque invitation.',
  },
  toolStats: { id: 'lobby.pros.toolStats', defaultMessage: 'Statistiques du cabinet' },
  toolStatsBody: {
    id: 'lobby.pros.toolStatsBody',
    defaultMessage: 'Invitations envoyées et acceptées, encours suivis, activité de l’équipe : le pilotage de votre cabinet sur un seul écran.',
  },
  startTitle: { id: 'lobby.pros.startTitle', defaultMessage: 'Démarrer en quatre étapes' },
  start1: { id: 'lobby.pros.start1', defaultMessage: 'Ouvrez l’espace de votre cabinet' },
  start1Body: {
    id: 'lobby.pros.start1Body',
    defaultMessage: 'Nous créons vos accès et ceux de vos collaborateurs, avec le rôle de chacun.',
  },
  start2: { id: 'lobby.pros.start2', defaultMessage: 'Invitez vos clients' },
  start2Body: {
    id: 'lobby.pros.start2Body',
    defaultMessage: 'Un par un, ou tous à la fois grâce à l’import CSV.',
  },
  start3: { id: 'lobby.pros.start3', defaultMessage: 'Ils connectent leurs comptes' },
  start3Body: {
    id: 'lobby.pros.start3Body',
    defaultMessage: 'Depuis leur propre espace, en lecture seule, et renseignent leur profil d’investisseur.',
  },
  start4: { id: 'lobby.pros.start4', defaultMessage: 'Vous conseillez' },
  start4Body: {
    id: 'lobby.pros.start4Body',
    defaultMessage: 'Avec une vision complète et à jour, et la trace de chaque échange.',
  },
  faqTitle: { id: 'lobby.pros.faqTitle', defaultMessage: 'Questions des conseillers' },
  faqConsentQ: { id: 'lobby.pros.faqConsentQ', defaultMessage: 'Est-ce que je vois les comptes d’un client sans son accord ?' },
  faqConsentA: {
    id: 'lobby.pros.faqConsentA',
    defaultMessage: 'Non. Vous ne voyez que les clients qui ont accepté votre invitation et créé leur compte. Ils peuvent vous retirer l’accès à tout moment, et vous pouvez aussi le rendre de votre côté.',
  },
  faqEditQ: { id: 'lobby.pros.faqEditQ', defaultMessage: 'Puis-je modifier les données de mes clients ?' },
  faqEditA: {
    id: 'lobby.pros.faqEditA',
    defaultMessage: 'Les données bancaires sont consultées en lecture seule, pour vous comme pour eux. Vos notes, votre journal d’échanges et les informations de suivi vous appartiennent et restent invisibles pour le client.',
  },
  faqCsvQ: { id: 'lobby.pros.faqCsvQ', defaultMessage: 'Quel fichier pour importer mes clients ?' },
  faqCsvA: {
    id: 'lobby.pros.faqCsvA',
    defaultMessage: 'Un fichier .csv de 2 Mo au plus, avec une ligne par client : civilité, nom, prénom et adresse e-mail. Chaque ligne devient une invitation que vous pouvez relire avant l’envoi.',
  },
  faqRolesQ: { id: 'lobby.pros.faqRolesQ', defaultMessage: 'Comment s’organisent les accès dans un cabinet ?' },
  faqRolesA: {
    id: 'lobby.pros.faqRolesA',
    defaultMessage: 'Trois rôles : administrateur (paramètres du cabinet et de tous les conseillers), responsable (supervision d’une équipe) et conseiller (ses propres clients).',
  },
  faqAdviceQ: { id: 'lobby.pros.faqAdviceQ', defaultMessage: 'Les analyses remplacent-elles mon conseil ?' },
  faqAdviceA: {
    id: 'lobby.pros.faqAdviceA',
    defaultMessage: 'Non : elles vous fournissent une base chiffrée et à jour. Le conseil, son adéquation au client et vos obligations réglementaires restent les vôtres.',
  },

  advisorEyebrow: { id: 'lobby.pros.advisorEyebrow', defaultMessage: 'L’espace conseiller' },
  advisorTitle: { id: 'lobby.pros.advisorTitle', defaultMessage: 'Un poste de travail pensé pour le conseil patrimonial' },
  listTitle: { id: 'lobby.pros.listTitle', defaultMessage: 'La liste de vos clients' },
  listLead: {
    id: 'lobby.pros.listLead',
    defaultMessage: 'Votre point de départ chaque matin : tous vos clients, avec les chiffres qui comptent pour décider qui contacter.',
  },
  listColumns: { id: 'lobby.pros.listColumns', defaultMessage: 'Ce que vous voyez pour chaque client' },
  colWealth: { id: 'lobby.pros.colWealth', defaultMessage: 'Patrimoine total et liquidités disponibles' },
  colContracts: { id: 'lobby.pros.colContracts', defaultMessage: 'Nombre de contrats, dont ceux de votre cabinet' },
  colRisk: { id: 'lobby.pros.colRisk', defaultMessage: 'Niveau de risque moyen des placements' },
  colLastInteraction: { id: 'lobby.pros.colLastInteraction', defaultMessage: 'Date du dernier échange' },
  colFavorite: { id: 'lobby.pros.colFavorite', defaultMessage: 'Contrat principal' },
  listFilters: {
    id: 'lobby.pros.listFilters',
    defaultMessage: 'Des filtres combinables — montant, liquidités, risque, ancienneté du dernier contact — isolent en un clic les clients à relancer ou les encours à réallouer.',
  },
  fileTitle: { id: 'lobby.pros.fileTitle', defaultMessage: 'La fiche client' },
  fileLead: {
    id: 'lobby.pros.fileLead',
    defaultMessage: 'Tout ce que vous savez d’un client, au même endroit.',
  },
  fileOverview: { id: 'lobby.pros.fileOverview', defaultMessage: 'Synthèse' },
  fileOverviewBody: {
    id: 'lobby.pros.fileOverviewBody',
    defaultMessage: 'Identité, situation familiale, patrimoine consolidé et sa répartition, profil de risque.',
  },
  fileInsights: { id: 'lobby.pros.fileInsights', defaultMessage: 'Analyses' },
  fileInsightsBody: {
    id: 'lobby.pros.fileInsightsBody',
    defaultMessage: 'Allocation, exposition géographique et sectorielle, performances et frais de ses contrats.',
  },
  fileInteractions: { id: 'lobby.pros.fileInteractions', defaultMessage: 'Échanges' },
  fileInteractionsBody: {
    id: 'lobby.pros.fileInteractionsBody',
    defaultMessage: 'Le journal daté des notes et des appels, et un bloc-notes libre pour ce qu’il ne faut pas oublier.',
  },
  fileView: { id: 'lobby.pros.fileView', defaultMessage: 'Vue client' },
  fileViewBody: {
    id: 'lobby.pros.fileViewBody',
    defaultMessage: 'L’espace de votre client tel qu’il le voit, pour préparer un rendez-vous ou le guider au téléphone.',
  },
  interactionsTitle: { id: 'lobby.pros.interactionsTitle', defaultMessage: 'Le journal des échanges' },
  interactionsBody: {
    id: 'lobby.pros.interactionsBody',
    defaultMessage: 'Chaque note, chaque appel entrant ou sortant est enregistré avec sa date, le conseiller concerné et le numéro utilisé. En cas de passage de relais, votre collègue sait exactement où en est le client.',
  },
  invitationsTitle: { id: 'lobby.pros.invitationsTitle', defaultMessage: 'Les invitations' },
  invitationsBody: {
    id: 'lobby.pros.invitationsBody',
    defaultMessage: 'Invitez un client avec un message à votre nom, ou importez un fichier CSV de 2 Mo au plus. Chaque invitation indique si elle a été envoyée, lue ou acceptée ; vous pouvez la relancer ou l’annuler.',
  },
  statsTitle: { id: 'lobby.pros.statsTitle', defaultMessage: 'Les statistiques' },
  statsBody: {
    id: 'lobby.pros.statsBody',
    defaultMessage: 'Taux d’acceptation des invitations, encours suivis, répartition des clients par niveau de risque, activité de chaque conseiller : de quoi piloter le cabinet.',
  },
  rolesTitle: { id: 'lobby.pros.rolesTitle', defaultMessage: 'Les rôles' },
  rolesBody: {
    id: 'lobby.pros.rolesBody',
    defaultMessage: 'Administrateur, responsable ou conseiller : chacun voit ce qui le concerne, et seul l’administrateur règle les paramètres du cabinet.',
  },

  customersEyebrow: { id: 'lobby.pros.customersEyebrow', defaultMessage: 'Pour vos clients' },
  customersTitle: { id: 'lobby.pros.customersTitle', defaultMessage: 'Un espace patrimonial complet pour chacun de vos clients' },
  gainsTitle: { id: 'lobby.pros.gainsTitle', defaultMessage: 'Ce qu’ils y trouvent' },
  gainConsolidation: { id: 'lobby.pros.gainConsolidation', defaultMessage: 'Tous leurs comptes réunis' },
  gainConsolidationBody: {
    id: 'lobby.pros.gainConsolidationBody',
    defaultMessage: 'Banque, épargne, assurance-vie, bourse, retraite, crédits et immobilier, sur un seul écran.',
  },
  gainAnalysis: { id: 'lobby.pros.gainAnalysis', defaultMessage: 'Des analyses claires' },
  gainAnalysisBody: {
    id: 'lobby.pros.gainAnalysisBody',
    defaultMessage: 'Répartition, performances, risque et frais de chaque contrat, expliqués en cinq étapes.',
  },
  gainProfile: { id: 'lobby.pros.gainProfile', defaultMessage: 'Leur profil d’investisseur' },
  gainProfileBody: {
    id: 'lobby.pros.gainProfileBody',
    defaultMessage: 'Un questionnaire court qui vous donne, à vous aussi, une base solide pour vos recommandations.',
  },
  gainProperty: { id: 'lobby.pros.gainProperty', defaultMessage: 'L’estimation de leurs biens' },
  gainPropertyBody: {
    id: 'lobby.pros.gainPropertyBody',
    defaultMessage: 'La valeur de leur résidence ou de leurs investissements locatifs, suivie dans le temps.',
  },
  gainAdvisor: { id: 'lobby.pros.gainAdvisor', defaultMessage: 'Leur conseiller à portée de main' },
  gainAdvisorBody: {
    id: 'lobby.pros.gainAdvisorBody',
    defaultMessage: 'Des rendez-vous mieux préparés, puisque vous regardez les mêmes chiffres qu’eux.',
  },
  gainNotifications: { id: 'lobby.pros.gainNotifications', defaultMessage: 'Un suivi régulier' },
  gainNotificationsBody: {
    id: 'lobby.pros.gainNotificationsBody',
    defaultMessage: 'Notifications et rapport mensuel par e-mail, selon leurs préférences.',
  },
  joinTitle: { id: 'lobby.pros.joinTitle', defaultMessage: 'Comment ils vous rejoignent' },
  join1: { id: 'lobby.pros.join1', defaultMessage: 'Ils reçoivent votre invitation' },
  join1Body: { id: 'lobby.pros.join1Body', defaultMessage: 'Un e-mail à votre nom, avec votre message personnel.' },
  join2: { id: 'lobby.pros.join2', defaultMessage: 'Ils créent leur compte' },
  join2Body: { id: 'lobby.pros.join2Body', defaultMessage: 'Depuis le lien de l’invitation, en deux minutes.' },
  join3: { id: 'lobby.pros.join3', defaultMessage: 'Ils connectent leurs établissements' },
  join3Body: { id: 'lobby.pros.join3Body', defaultMessage: 'En lecture seule ; la première synchronisation prend quelques minutes.' },
  join4: { id: 'lobby.pros.join4', defaultMessage: 'Ils complètent leur profil' },
  join4Body: { id: 'lobby.pros.join4Body', defaultMessage: 'Situation, objectifs et rapport au risque : votre conseil part de là.' },
  controlTitle: { id: 'lobby.pros.controlTitle', defaultMessage: 'Ils gardent la main' },
  controlBody: {
    id: 'lobby.pros.controlBody',
    defaultMessage: 'Vos clients choisissent les établissements qu’ils connectent, peuvent vous retirer l’accès à tout moment et supprimer leur compte quand ils le souhaitent. Leurs données ne sont jamais revendues.',
  },
  controlLink: { id: 'lobby.pros.controlLink', defaultMessage: 'Nos engagements' },
  ctaInvite: { id: 'lobby.pros.ctaInvite', defaultMessage: 'Inviter mes premiers clients' },
});

export const prosOverviewTitle = defineMessage<{ brand: string }>({
  id: 'lobby.pros.overviewTitle',
  defaultMessage: '{brand} pour les conseillers en gestion de patrimoine',
});

export const prosOverviewLead = defineMessage<{ count: number }>({
  id: 'lobby.pros.overviewLead',
  defaultMessage:
    'Le patrimoine complet de vos clients, consolidé automatiquement auprès de plus de {count} établissements et actualisé chaque jour. Moins de temps à collecter des relevés, plus de temps pour conseiller.',
});

export const prosCustomersSummary = defineMessage<{ brand: string }>({
  id: 'lobby.pros.customersSummary',
  defaultMessage:
    'Vos clients reçoivent leur propre espace {brand} : leur patrimoine réuni, des analyses compréhensibles et un lien direct avec vous. Un service de plus dans votre relation, sans travail supplémentaire.',
});

export const prosAdvisorLead = defineMessage<{ brand: string }>({
  id: 'lobby.pros.advisorLead',
  defaultMessage:
    'Liste de clients, fiches consolidées, journal des échanges, invitations et statistiques : l’espace conseiller de {brand} réunit ce dont vous avez besoin entre deux rendez-vous.',
});

export const prosCustomersLead = defineMessage<{ count: number }>({
  id: 'lobby.pros.customersLead',
  defaultMessage:
    'Vos clients retrouvent tous leurs comptes au même endroit — plus de {count} établissements couverts, données actualisées chaque jour — avec les mêmes analyses que vous.',
});
