import { defineMessage, defineMessages } from 'react-intl';

export const userMessages = defineMessages({
  infosTitle: { id: 'dashboard.user.infosTitle', defaultMessage: 'Vos informations' },
  infosDescription: {
    id: 'dashboard.user.infosDescription',
    defaultMessage: 'Votre identité et votre situation patrimoniale, sur lesquelles reposent nos recommandations.',
  },
  infosIdentity: {
    id: 'dashboard.user.infosIdentity',
    defaultMessage: 'Votre identité : prénom, nom, adresse e-mail, téléphone mobile, date et lieu de naissance, nationalité',
  },
  infosSituation: {
    id: 'dashboard.user.infosSituation',
    defaultMessage: 'Votre situation : situation familiale, nombre d’enfants, catégorie socio-professionnelle et métier',
  },
  infosIncome: {
    id: 'dashboard.user.infosIncome',
    defaultMessage: 'Vos revenus : tranche de revenus nets annuels et source principale (salaires, pensions, revenus fonciers ou financiers, bénéfices, allocations)',
  },
  infosEstate: {
    id: 'dashboard.user.infosEstate',
    defaultMessage: 'Votre patrimoine : estimation totale, capacité d’épargne annuelle et charges mensuelles',
  },
  infosChecks: {
    id: 'dashboard.user.infosChecks',
    defaultMessage:
      'Des contrôles à la saisie : une date de naissance future, ou un patrimoine déclaré inférieur à celui que nous agrégeons, sont refusés',
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
  profilePassword: {
    id: 'dashboard.user.profilePassword',
    defaultMessage: 'Le changement de mot de passe, avec un indicateur de solidité de « très faible » à « excellent »',
  },
  profileDeletion: {
    id: 'dashboard.user.profileDeletion',
    defaultMessage:
      'La suppression de votre profil : après confirmation, un e-mail vous envoie le lien qui efface définitivement vos données',
  },
  linkInfos: { id: 'dashboard.user.linkInfos', defaultMessage: 'Informations' },
  linkAccounts: { id: 'dashboard.user.linkAccounts', defaultMessage: 'Établissements' },
  linkGoods: { id: 'dashboard.user.linkGoods', defaultMessage: 'Biens immobiliers' },
  linkNotifications: { id: 'dashboard.user.linkNotifications', defaultMessage: 'Notifications' },
  linkProfile: { id: 'dashboard.user.linkProfile', defaultMessage: 'Profil' },
  linkPayment: { id: 'dashboard.user.linkPayment', defaultMessage: 'Abonnement et factures' },
  linkAddAccount: { id: 'dashboard.user.linkAddAccount', defaultMessage: 'Connecter un établissement' },
  linkAddProperty: { id: 'dashboard.user.linkAddProperty', defaultMessage: 'Ajouter un bien' },
});

export const userRiskProfileMessage = defineMessage<{ questions: number }>({
  id: 'dashboard.user.profileRisk',
  defaultMessage: 'Votre profil de risque recommandé, de « prudent » à « agressif », et le questionnaire en {questions} questions pour le refaire',
});
