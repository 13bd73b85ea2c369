import { defineMessages } from 'react-intl';

/** French text of the account deletion confirmation (`/delete-profile?token=…`). */
export const profileDeletionMessages = defineMessages({
  title: { id: 'lobby.deleteProfile.title', defaultMessage: 'Supprimer votre compte' },
  description: {
    id: 'lobby.deleteProfile.description',
    defaultMessage: 'Vous avez demandé la suppression de votre compte. Cette page, ouverte depuis le lien reçu par e-mail, vous permet de la confirmer définitivement.',
  },
  validity: {
    id: 'lobby.deleteProfile.validity',
    defaultMessage: 'La vérification du lien : s’il n’est pas ou plus valide, un message vous le dit et vous ramène à votre compte',
  },
  confirm: {
    id: 'lobby.deleteProfile.confirm',
    defaultMessage: 'La confirmation, en cochant une case, de l’effacement de vos données et de vos connexions bancaires',
  },
  signedOut: {
    id: 'lobby.deleteProfile.signedOut',
    defaultMessage: 'La déconnexion et l’effacement des données de ce navigateur une fois la suppression faite',
  },
  backToAccount: { id: 'lobby.deleteProfile.backToAccount', defaultMessage: 'Revenir à mon compte' },
  commitments: { id: 'lobby.deleteProfile.commitments', defaultMessage: 'Nos engagements sur vos données' },
});
