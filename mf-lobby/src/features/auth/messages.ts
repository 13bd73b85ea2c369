import { defineMessage, defineMessages } from 'react-intl';

/** French text of the lobby's sign-in screens (saver and advisor), registration and password reset. */
export const authMessages = defineMessages({
  saverTitle: { id: 'lobby.auth.saverTitle', defaultMessage: 'Connexion à votre espace' },
  advisorTitle: { id: 'lobby.auth.advisorTitle', defaultMessage: 'Connexion à l’espace conseiller' },
  advisorSubtitle: {
    id: 'lobby.auth.advisorSubtitle',
    defaultMessage: 'Retrouvez vos clients, vos échanges et vos invitations.',
  },
  email: { id: 'lobby.auth.email', defaultMessage: 'Adresse e-mail' },
  emailPlaceholder: { id: 'lobby.auth.emailPlaceholder', defaultMessage: 'prenom.nom@exemple.fr' },
  password: { id: 'lobby.auth.password', defaultMessage: 'Mot de passe' },
  submit: { id: 'lobby.auth.submit', defaultMessage: 'Se connecter' },
  errorsTitle: { id: 'lobby.auth.errorsTitle', defaultMessage: 'Connexion impossible' },
  forgotPassword: { id: 'lobby.auth.forgotPassword', defaultMessage: 'Mot de passe oublié ?' },
  noAccount: { id: 'lobby.auth.noAccount', defaultMessage: 'Pas encore de compte ?' },
  createAccount: { id: 'lobby.auth.createAccount', defaultMessage: 'Créer un compte' },
  toAdvisor: { id: 'lobby.auth.toAdvisor', defaultMessage: 'Vous êtes conseiller ? Accéder à l’espace conseiller' },
  toSaver: { id: 'lobby.auth.toSaver', defaultMessage: 'Vous êtes épargnant ? Accéder à votre espace personnel' },
  advisorNoAccess: {
    id: 'lobby.auth.advisorNoAccess',
    defaultMessage: 'Les accès conseiller sont créés par l’administrateur de votre cabinet.',
  },
  discoverPros: { id: 'lobby.auth.discoverPros', defaultMessage: 'Découvrir l’offre professionnelle' },

  registerTitle: { id: 'lobby.auth.registerTitle', defaultMessage: 'Créer votre compte' },
  registerIdentity: { id: 'lobby.auth.registerIdentity', defaultMessage: 'Votre prénom, votre nom et votre adresse e-mail' },
  registerPassword: {
    id: 'lobby.auth.registerPassword',
    defaultMessage: 'Un mot de passe, avec un indicateur de robustesse et des conseils pour l’améliorer',
  },
  registerTerms: {
    id: 'lobby.auth.registerTerms',
    defaultMessage: 'L’acceptation des conditions générales d’utilisation',
  },
  registerConfirmation: {
    id: 'lobby.auth.registerConfirmation',
    defaultMessage: 'L’envoi d’un code de confirmation à huit caractères sur votre adresse e-mail',
  },
  registerInvitation: {
    id: 'lobby.auth.registerInvitation',
    defaultMessage: 'L’inscription sur invitation : le lien reçu de votre conseiller pré-remplit le formulaire',
  },
  haveAccount: { id: 'lobby.auth.haveAccount', defaultMessage: 'J’ai déjà un compte' },
  readTerms: { id: 'lobby.auth.readTerms', defaultMessage: 'Conditions générales d’utilisation' },

  resetTitle: { id: 'lobby.auth.resetTitle', defaultMessage: 'Réinitialiser votre mot de passe' },
  resetDescription: {
    id: 'lobby.auth.resetDescription',
    defaultMessage: 'Vous avez oublié votre mot de passe ? Indiquez votre adresse e-mail : nous vous envoyons un lien pour en choisir un nouveau.',
  },
  resetRequest: { id: 'lobby.auth.resetRequest', defaultMessage: 'La demande de lien de réinitialisation, envoyé par e-mail' },
  resetForm: {
    id: 'lobby.auth.resetForm',
    defaultMessage: 'Depuis le lien reçu, la saisie du nouveau mot de passe et de sa confirmation',
  },
  resetExpired: {
    id: 'lobby.auth.resetExpired',
    defaultMessage: 'Un message clair si le lien a expiré, avec la possibilité d’en demander un nouveau',
  },
  backToLogin: { id: 'lobby.auth.backToLogin', defaultMessage: 'Retour à la connexion' },
});

// Messages with values are declared one by one so react-intl checks their arguments.
export const authSaverSubtitle = defineMessage<{ brand: string }>({
  id: 'lobby.auth.saverSubtitle',
  defaultMessage: 'Retrouvez l’ensemble de votre patrimoine sur {brand}.',
});

export const authRegisterDescription = defineMessage<{ brand: string; count: number }>({
  id: 'lobby.auth.registerDescription',
  defaultMessage:
    'Ouvrez votre espace {brand} en deux minutes, puis connectez vos comptes parmi plus de {count} établissements.',
});
