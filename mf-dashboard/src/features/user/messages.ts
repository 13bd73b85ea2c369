import { defineMessages } from 'react-intl';

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
  accountsList: {
    id: 'dashboard.user.accountsList',
    defaultMessage: 'Chaque connexion avec ses contrats, sa dernière synchronisation et son état',
  },
  accountsErrors: {
    id: 'dashboard.user.accountsErrors',
    defaultMessage:
      'Une marche à suivre claire quand une connexion échoue : mot de passe erroné, action requise sur le site de l’établissement, informations complémentaires demandées, site indisponible',
  },
  accountsActions: {
    id: 'dashboard.user.accountsActions',
    defaultMessage: 'La synchronisation à la demande et la suppression d’une connexion',
  },
  accountsDemo: {
    id: 'dashboard.user.accountsDemo',
    defaultMessage: 'Le compte « Démonstration », retiré dès que vous ajoutez votre premier établissement',
  },
  goodsTitle: { id: 'dashboard.user.goodsTitle', defaultMessage: 'Vos biens immobiliers' },
  goodsDescription: {
    id: 'dashboard.user.goodsDescription',
    defaultMessage: 'Les biens que vous avez ajoutés à votre patrimoine, et leur valeur estimée.',
  },
  goodsList: {
    id: 'dashboard.user.goodsList',
    defaultMessage:
      'Chaque bien avec son adresse, son type (appartement ou maison), son usage (résidence principale, secondaire, investissement locatif) et sa valeur',
  },
  goodsEstimate: {
    id: 'dashboard.user.goodsEstimate',
    defaultMessage: 'Son estimation, entre une valeur basse et une valeur haute, et le prix moyen au mètre carré',
  },
  goodsLoans: { id: 'dashboard.user.goodsLoans', defaultMessage: 'Les crédits qui le financent' },
  goodsActions: { id: 'dashboard.user.goodsActions', defaultMessage: 'L’ajout d’un bien, estimé ou saisi à la main, et sa suppression' },
  notificationsTitle: { id: 'dashboard.user.notificationsTitle', defaultMessage: 'Notifications' },
  notificationsDescription: {
    id: 'dashboard.user.notificationsDescription',
    defaultMessage: 'Ce qui s’est passé sur vos comptes, et les e-mails que vous acceptez de recevoir.',
  },
  notificationsGroups: {
    id: 'dashboard.user.notificationsGroups',
    defaultMessage: 'Vos notifications regroupées : aujourd’hui, hier, cette semaine, ce mois-ci, plus anciennes',
  },
  notificationsUnread: {
    id: 'dashboard.user.notificationsUnread',
    defaultMessage: 'Le nombre de notifications non lues, à marquer comme lues une à une ou toutes à la fois',
  },
  notificationsEmails: {
    id: 'dashboard.user.notificationsEmails',
    defaultMessage: 'Vos préférences d’e-mails : lettre d’information, rapport mensuel, messages du service, actualité financière',
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
  retry: { id: 'dashboard.user.retry', defaultMessage: 'Réessayer' },
  tabsLabel: { id: 'dashboard.user.tabsLabel', defaultMessage: 'Rubriques de votre compte' },
  toastProfileUpdated: { id: 'dashboard.user.toastProfileUpdated', defaultMessage: 'Profil mis à jour' },
  toastPasswordUpdated: { id: 'dashboard.user.toastPasswordUpdated', defaultMessage: 'Mot de passe mis à jour' },
  linkInfos: { id: 'dashboard.user.linkInfos', defaultMessage: 'Informations' },
  linkAccounts: { id: 'dashboard.user.linkAccounts', defaultMessage: 'Établissements' },
  linkGoods: { id: 'dashboard.user.linkGoods', defaultMessage: 'Biens immobiliers' },
  linkNotifications: { id: 'dashboard.user.linkNotifications', defaultMessage: 'Notifications' },
  linkProfile: { id: 'dashboard.user.linkProfile', defaultMessage: 'Profil' },
  linkPayment: { id: 'dashboard.user.linkPayment', defaultMessage: 'Abonnement et factures' },
  linkAddAccount: { id: 'dashboard.user.linkAddAccount', defaultMessage: 'Connecter un établissement' },
  linkAddProperty: { id: 'dashboard.user.linkAddProperty', defaultMessage: 'Ajouter un bien' },
});
