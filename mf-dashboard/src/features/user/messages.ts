import { defineMessage, defineMessages } from 'react-intl';

/** French text of the saver's account pages (`/app/user/…`). */
export const userMessages = defineMessages({
  infosTitle: { id: 'dashboard.user.infosTitle', defaultMessage: 'Vos informations' },
  infosDescription: {
    id: 'dashboard.user.infosDescription',
    defaultMessage: 'Votre identité et votre situation patrimoniale, sur lesquelles reposent nos recommandations.',
  },
  infosTitleCustomer: { id: 'dashboard.user.infosTitleCustomer', defaultMessage: 'Informations du client' },
  infosDescriptionCustomer: {
    id: 'dashboard.user.infosDescriptionCustomer',
    defaultMessage: 'L’identité et la situation patrimoniale déclarées par votre client.',
  },
  accountsTitle: { id: 'dashboard.user.accountsTitle', defaultMessage: 'Vos établissements connectés' },
  accountsDescription: {
    id: 'dashboard.user.accountsDescription',
    defaultMessage: 'Les connexions à vos banques, assureurs et courtiers, et leur état de synchronisation.',
  },
  accountsTitleCustomer: { id: 'dashboard.user.accountsTitleCustomer', defaultMessage: 'Établissements connectés du client' },
  accountsEmpty: {
    id: 'dashboard.user.accountsEmpty',
    defaultMessage: 'Aucun établissement connecté. Ajoutez votre banque, votre assureur ou votre courtier pour suivre vos contrats.',
  },
  accountsEmptyCustomer: { id: 'dashboard.user.accountsEmptyCustomer', defaultMessage: 'Votre client n’a connecté aucun établissement.' },
  loadingAccounts: { id: 'dashboard.user.loadingAccounts', defaultMessage: 'Chargement de vos établissements…' },
  demoBadge: { id: 'dashboard.user.demoBadge', defaultMessage: 'Démonstration' },
  demoHelp: {
    id: 'dashboard.user.demoHelp',
    defaultMessage: 'Un compte d’exemple pour découvrir Patrimo : il ne peut pas être synchronisé et disparaît dès que vous ajoutez votre premier établissement.',
  },
  neverSynced: { id: 'dashboard.user.neverSynced', defaultMessage: 'Jamais synchronisé' },
  syncing: { id: 'dashboard.user.syncing', defaultMessage: 'Synchronisation en cours…' },
  synchronize: { id: 'dashboard.user.synchronize', defaultMessage: 'Synchroniser' },
  fixCredentials: { id: 'dashboard.user.fixCredentials', defaultMessage: 'Corriger mes identifiants' },
  delete: { id: 'dashboard.user.delete', defaultMessage: 'Supprimer' },
  deleteTitle: { id: 'dashboard.user.deleteTitle', defaultMessage: 'Supprimer cet établissement ?' },
  deleteConfirm: { id: 'dashboard.user.deleteConfirm', defaultMessage: 'Supprimer' },
  cancel: { id: 'dashboard.user.cancel', defaultMessage: 'Annuler' },
  toastSyncStarted: { id: 'dashboard.user.toastSyncStarted', defaultMessage: 'Synchronisation lancée' },
  fixTitle: { id: 'dashboard.user.fixTitle', defaultMessage: 'Corriger mes identifiants' },
  fixPasswordLead: {
    id: 'dashboard.user.fixPasswordLead',
    defaultMessage: 'Votre banque a refusé le mot de passe enregistré. Saisissez celui que vous utilisez sur son site.',
  },
  fixFollowUpLead: { id: 'dashboard.user.fixFollowUpLead', defaultMessage: 'Votre banque demande des informations complémentaires.' },
  fixPassword: { id: 'dashboard.user.fixPassword', defaultMessage: 'Mot de passe bancaire' },
  fixSubmit: { id: 'dashboard.user.fixSubmit', defaultMessage: 'Valider' },
  fixDone: { id: 'dashboard.user.fixDone', defaultMessage: 'Connexion rétablie' },
  loadingFields: { id: 'dashboard.user.loadingFields', defaultMessage: 'Votre banque prépare ses questions…' },
  accountsListLabel: { id: 'dashboard.user.accountsListLabel', defaultMessage: 'Vos établissements' },
  goodsTitle: { id: 'dashboard.user.goodsTitle', defaultMessage: 'Vos biens immobiliers' },
  goodsDescription: {
    id: 'dashboard.user.goodsDescription',
    defaultMessage: 'Les biens que vous avez ajoutés à votre patrimoine, et leur valeur estimée.',
  },
  notificationsTitle: { id: 'dashboard.user.notificationsTitle', defaultMessage: 'Notifications' },
  notificationsDescription: {
    id: 'dashboard.user.notificationsDescription',
    defaultMessage: 'Ce qui s’est passé sur vos comptes, et les e-mails que vous acceptez de recevoir.',
  },
  notificationsEmpty: { id: 'dashboard.user.notificationsEmpty', defaultMessage: 'Aucune notification pour le moment.' },
  loadingNotifications: { id: 'dashboard.user.loadingNotifications', defaultMessage: 'Chargement des notifications…' },
  markAllRead: { id: 'dashboard.user.markAllRead', defaultMessage: 'Tout marquer comme lu' },
  markRead: { id: 'dashboard.user.markRead', defaultMessage: 'Marquer comme lu' },
  unread: { id: 'dashboard.user.unread', defaultMessage: 'Non lue' },
  seeMore: { id: 'dashboard.user.seeMore', defaultMessage: 'Voir plus' },
  notificationsCustomer: {
    id: 'dashboard.user.notificationsCustomer',
    defaultMessage: 'Les notifications sont personnelles : seul votre client peut les consulter.',
  },
  profileTitle: { id: 'dashboard.user.profileTitle', defaultMessage: 'Votre profil' },
  profileDescription: {
    id: 'dashboard.user.profileDescription',
    defaultMessage: 'Votre profil d’investisseur, votre mot de passe et la suppression de votre compte.',
  },
  profileTitleCustomer: { id: 'dashboard.user.profileTitleCustomer', defaultMessage: 'Profil d’investisseur du client' },
  profileDescriptionCustomer: {
    id: 'dashboard.user.profileDescriptionCustomer',
    defaultMessage: 'Le profil de risque recommandé d’après les réponses de votre client au questionnaire.',
  },
  riskSection: { id: 'dashboard.user.riskSection', defaultMessage: 'Profil d’investisseur' },
  riskRedo: { id: 'dashboard.user.riskRedo', defaultMessage: 'Refaire le questionnaire' },
  riskStart: { id: 'dashboard.user.riskStart', defaultMessage: 'Répondre au questionnaire' },
  riskNone: {
    id: 'dashboard.user.riskNone',
    defaultMessage:
      'Vous n’avez pas encore répondu au questionnaire. Sept questions suffisent pour connaître votre profil et déverrouiller toutes les analyses de vos contrats.',
  },
  riskNoneCustomer: { id: 'dashboard.user.riskNoneCustomer', defaultMessage: 'Votre client n’a pas encore répondu au questionnaire.' },
  passwordSection: { id: 'dashboard.user.passwordSection', defaultMessage: 'Mot de passe' },
  deletionSection: { id: 'dashboard.user.deletionSection', defaultMessage: 'Suppression du compte' },
  loadingProfile: { id: 'dashboard.user.loadingProfile', defaultMessage: 'Chargement du profil…' },
  loadFailed: { id: 'dashboard.user.loadFailed', defaultMessage: 'Le profil n’a pas pu être chargé' },
  tabsLabel: { id: 'dashboard.user.tabsLabel', defaultMessage: 'Rubriques de votre compte' },
  linkInfos: { id: 'dashboard.user.linkInfos', defaultMessage: 'Informations' },
  linkAccounts: { id: 'dashboard.user.linkAccounts', defaultMessage: 'Établissements' },
  linkGoods: { id: 'dashboard.user.linkGoods', defaultMessage: 'Biens immobiliers' },
  linkNotifications: { id: 'dashboard.user.linkNotifications', defaultMessage: 'Notifications' },
  linkProfile: { id: 'dashboard.user.linkProfile', defaultMessage: 'Profil' },
  linkPayment: { id: 'dashboard.user.linkPayment', defaultMessage: 'Abonnement et factures' },
  linkAddAccount: { id: 'dashboard.user.linkAddAccount', defaultMessage: 'Ajouter un compte' },
  linkAddProperty: { id: 'dashboard.user.linkAddProperty', defaultMessage: 'Ajouter un bien' },
  linkAddPropertyManual: { id: 'dashboard.user.linkAddPropertyManual', defaultMessage: 'Ajouter un bien sans estimation' },
  goodsEmpty: { id: 'dashboard.user.goodsEmpty', defaultMessage: 'Aucun bien immobilier pour le moment.' },
  goodsLoading: { id: 'dashboard.user.goodsLoading', defaultMessage: 'Chargement des biens…' },
  goodsLoadFailed: { id: 'dashboard.user.goodsLoadFailed', defaultMessage: 'Les biens n’ont pas pu être chargés. Réessayez dans un instant.' },
});

export const lastSyncMessage = defineMessage<{ date: string; time: string }>({
  id: 'dashboard.user.lastSync',
  defaultMessage: 'Dernière synchronisation le {date} à {time}',
});

export const deleteTextMessage = defineMessage<{ bank: string }>({
  id: 'dashboard.user.deleteText',
  defaultMessage: 'La connexion à {bank} et tous ses contrats seront retirés de votre patrimoine. Vous pourrez la reconnecter plus tard.',
});

export const contractsOfAccountMessage = defineMessage<{ count: number }>({
  id: 'dashboard.user.contractsOfAccount',
  defaultMessage: '{count, plural, =0 {Aucun contrat} one {# contrat} other {# contrats}}',
});

export const unreadCountMessage = defineMessage<{ count: number }>({
  id: 'dashboard.user.unreadCount',
  defaultMessage: '{count, plural, =0 {Tout est lu} one {# notification non lue} other {# notifications non lues}}',
});

export const notificationTimeMessage = defineMessage<{ date: string; time: string }>({
  id: 'dashboard.user.notificationTime',
  defaultMessage: '{date} à {time}',
});

export const goodsValueMessage = defineMessage<{ value: string; net: string }>({
  id: 'dashboard.user.goodsValue',
  defaultMessage: '{value} (valeur nette {net})',
});

export const goodsRangeMessage = defineMessage<{ low: string; high: string }>({
  id: 'dashboard.user.goodsRange',
  defaultMessage: 'Estimé de {low} à {high}',
});

/** « Qui a consulté mes données » (issue 16), on the saver's informations page. */
export const dataAccessMessages = defineMessages({
  title: { id: 'dashboard.user.dataAccess.title', defaultMessage: 'Qui a consulté mes données' },
  intro: {
    id: 'dashboard.user.dataAccess.intro',
    defaultMessage: 'Chaque consultation de vos données par votre conseiller est enregistrée ici : qui, quoi et quand.',
  },
  none: { id: 'dashboard.user.dataAccess.none', defaultMessage: 'Aucun conseiller n’a accès à vos données.' },
  loading: { id: 'dashboard.user.dataAccess.loading', defaultMessage: 'Chargement des consultations…' },
  failed: { id: 'dashboard.user.dataAccess.failed', defaultMessage: 'Ces consultations n’ont pas pu être chargées' },
  granted: defineMessage<{ firm: string; advisor: string; date: string }>({
    id: 'dashboard.user.dataAccess.granted',
    defaultMessage: '{firm} ({advisor}) a accès à vos données depuis le {date}.',
  }),
  grantedNoAdvisor: defineMessage<{ firm: string; date: string }>({
    id: 'dashboard.user.dataAccess.grantedNoAdvisor',
    defaultMessage: '{firm} a accès à vos données depuis le {date}.',
  }),
  withdrawn: defineMessage<{ firm: string; date: string }>({
    id: 'dashboard.user.dataAccess.withdrawn',
    defaultMessage: 'Vous avez retiré à {firm} l’accès à vos données le {date}.',
  }),
  readsTitle: { id: 'dashboard.user.dataAccess.readsTitle', defaultMessage: 'Consultations' },
  readsEmpty: { id: 'dashboard.user.dataAccess.readsEmpty', defaultMessage: 'Vos données n’ont encore jamais été consultées.' },
  colAdvisor: { id: 'dashboard.user.dataAccess.colAdvisor', defaultMessage: 'Conseiller' },
  colWhat: { id: 'dashboard.user.dataAccess.colWhat', defaultMessage: 'Données consultées' },
  colWhen: { id: 'dashboard.user.dataAccess.colWhen', defaultMessage: 'Date' },
  pages: { id: 'dashboard.user.dataAccess.pages', defaultMessage: 'Pages des consultations' },
  pagePrevious: { id: 'dashboard.user.dataAccess.pagePrevious', defaultMessage: 'Page précédente' },
  pageNext: { id: 'dashboard.user.dataAccess.pageNext', defaultMessage: 'Page suivante' },
  pageFirst: { id: 'dashboard.user.dataAccess.pageFirst', defaultMessage: 'Première page' },
  pageLast: { id: 'dashboard.user.dataAccess.pageLast', defaultMessage: 'Dernière page' },
  pageNumber: defineMessage<{ page: number }>({ id: 'dashboard.user.dataAccess.pageNumber', defaultMessage: 'Page {page}' }),
  withdraw: { id: 'dashboard.user.dataAccess.withdraw', defaultMessage: 'Retirer l’accès à mon conseiller' },
  withdrawTitle: { id: 'dashboard.user.dataAccess.withdrawTitle', defaultMessage: 'Retirer l’accès à vos données ?' },
  withdrawBody: defineMessage<{ firm: string }>({
    id: 'dashboard.user.dataAccess.withdrawBody',
    defaultMessage:
      '{firm} ne pourra plus consulter vos comptes, vos contrats ni votre profil, dès maintenant. Vos données restent les vôtres ; seule une nouvelle invitation que vous accepteriez lui rendrait l’accès.',
  }),
  withdrawConfirm: { id: 'dashboard.user.dataAccess.withdrawConfirm', defaultMessage: 'Retirer l’accès' },
  keep: { id: 'dashboard.user.dataAccess.keep', defaultMessage: 'Garder l’accès' },
  withdrawDone: { id: 'dashboard.user.dataAccess.withdrawDone', defaultMessage: 'Votre conseiller n’a plus accès à vos données.' },
  whatCustomer: { id: 'dashboard.user.dataAccess.whatCustomer', defaultMessage: 'votre fiche client' },
  whatUser: { id: 'dashboard.user.dataAccess.whatUser', defaultMessage: 'votre compte' },
  whatProfile: { id: 'dashboard.user.dataAccess.whatProfile', defaultMessage: 'votre profil' },
  whatAccounts: { id: 'dashboard.user.dataAccess.whatAccounts', defaultMessage: 'vos comptes bancaires' },
  whatPortfolios: { id: 'dashboard.user.dataAccess.whatPortfolios', defaultMessage: 'vos contrats' },
  whatComposition: { id: 'dashboard.user.dataAccess.whatComposition', defaultMessage: 'la répartition de votre patrimoine' },
  whatSeries: { id: 'dashboard.user.dataAccess.whatSeries', defaultMessage: 'l’historique de votre patrimoine' },
  whatRealEstate: { id: 'dashboard.user.dataAccess.whatRealEstate', defaultMessage: 'vos biens immobiliers' },
  whatLoans: { id: 'dashboard.user.dataAccess.whatLoans', defaultMessage: 'vos crédits' },
  whatTransactions: { id: 'dashboard.user.dataAccess.whatTransactions', defaultMessage: 'vos opérations' },
  whatInsights: { id: 'dashboard.user.dataAccess.whatInsights', defaultMessage: 'l’analyse de votre situation' },
  whatInvitations: { id: 'dashboard.user.dataAccess.whatInvitations', defaultMessage: 'vos invitations' },
  whatDocuments: { id: 'dashboard.user.dataAccess.whatDocuments', defaultMessage: 'vos documents' },
  whatAnalyses: { id: 'dashboard.user.dataAccess.whatAnalyses', defaultMessage: 'les analyses de vos contrats' },
  whatOther: { id: 'dashboard.user.dataAccess.whatOther', defaultMessage: 'vos données' },
});
