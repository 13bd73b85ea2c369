import { defineMessages } from 'react-intl';

/** French text of the account deletion confirmation (`/delete-profile?token=…`, spec §4 "Account deletion"). */
export const profileDeletionMessages = defineMessages({
  checking: { id: 'lobby.deleteProfile.checking', defaultMessage: 'Vérification du lien de suppression…' },
  checkFailed: {
    id: 'lobby.deleteProfile.checkFailed',
    defaultMessage: "Impossible de vérifier ce lien pour l’instant. Vérifiez votre connexion internet puis réessayez.",
  },
  retry: { id: 'lobby.deleteProfile.retry', defaultMessage: 'Réessayer' },

  invalidText: {
    id: 'lobby.deleteProfile.invalidText',
    defaultMessage:
      'Le lien de suppression a peut-être expiré ou déjà servi. Vous pouvez refaire la demande depuis votre compte : un nouveau lien vous sera envoyé par e-mail.',
  },
  backToAccount: { id: 'lobby.deleteProfile.backToAccount', defaultMessage: 'Retour à mon compte' },

  title: { id: 'lobby.deleteProfile.title', defaultMessage: 'Supprimer définitivement votre compte' },
  description: {
    id: 'lobby.deleteProfile.description',
    defaultMessage: 'Vous avez demandé la suppression de votre compte. Une fois confirmée, elle efface :',
  },
  deletedProfile: {
    id: 'lobby.deleteProfile.deletedProfile',
    defaultMessage: 'votre profil, votre situation et vos réponses au questionnaire investisseur ;',
  },
  deletedAccounts: {
    id: 'lobby.deleteProfile.deletedAccounts',
    defaultMessage: 'vos connexions bancaires, vos comptes, contrats, crédits et leur historique ;',
  },
  deletedRealEstate: { id: 'lobby.deleteProfile.deletedRealEstate', defaultMessage: 'vos biens immobiliers et leurs estimations ;' },
  deletedAnalyses: {
    id: 'lobby.deleteProfile.deletedAnalyses',
    defaultMessage: 'vos analyses, recommandations, notifications et préférences de communication.',
  },
  irreversible: {
    id: 'lobby.deleteProfile.irreversible',
    defaultMessage: 'Cette action est irréversible : vos données ne pourront pas être récupérées.',
  },
  consent: {
    id: 'lobby.deleteProfile.consent',
    defaultMessage: 'Je comprends que la suppression de mon compte et de toutes mes données est définitive.',
  },
  submit: { id: 'lobby.deleteProfile.submit', defaultMessage: 'Supprimer définitivement mon compte' },
  errorsTitle: { id: 'lobby.deleteProfile.errorsTitle', defaultMessage: 'Suppression impossible' },

  goodbyeTitle: { id: 'lobby.deleteProfile.goodbyeTitle', defaultMessage: 'Votre compte a été supprimé' },
  backHome: { id: 'lobby.deleteProfile.backHome', defaultMessage: "Retour à l’accueil" },
});

export const profileDeletionGoodbye = defineMessages<{ text: { brand: string } }>({
  text: {
    id: 'lobby.deleteProfile.goodbyeText',
    defaultMessage:
      'Toutes vos données ont été effacées et vous avez été déconnecté(e). Merci de la confiance que vous avez accordée à {brand}.',
  },
});
