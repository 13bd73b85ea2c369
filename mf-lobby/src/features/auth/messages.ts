import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

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
  forgotPassword: { id: 'lobby.auth.forgotPassword', defaultMessage: 'Mot de passe oublié ?' },
  noAccount: { id: 'lobby.auth.noAccount', defaultMessage: 'Pas encore de compte ?' },
  createAccount: { id: 'lobby.auth.createAccount', defaultMessage: 'Créer un compte' },
  toAdvisor: { id: 'lobby.auth.toAdvisor', defaultMessage: 'Vous êtes conseiller ? Accéder à l’espace conseiller' },
  toSaver: { id: 'lobby.auth.toSaver', defaultMessage: 'Vous êtes épargnant ? Accéder à votre espace personnel' },
  advisorNoAccess: {
    id: 'lobby.auth.advisorNoAccess',
    defaultMessage: 'Les accès conseiller sont créés par l’administrateur de votre cabinet.',
  },
  discoverPros: { id: 'lobby.auth.discoverPros', defaultMessage: 'Découvrir l’offre professionnelle' },

  registerTitle: { id: 'lobby.auth.registerTitle', defaultMessage: 'Créer votre compte' },
  firstName: { id: 'lobby.auth.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'lobby.auth.lastName', defaultMessage: 'Nom' },
  registerSubmit: { id: 'lobby.auth.registerSubmit', defaultMessage: 'Créer mon compte' },
  registerErrorsTitle: { id: 'lobby.auth.registerErrorsTitle', defaultMessage: 'Création du compte impossible' },
  haveAccount: { id: 'lobby.auth.haveAccount', defaultMessage: 'Vous avez déjà un compte ?' },
  signIn: { id: 'lobby.auth.signIn', defaultMessage: 'Se connecter' },
  alreadyInvited: {
    id: 'lobby.auth.alreadyInvited',
    defaultMessage:
      "Cette adresse e-mail a déjà reçu une invitation de son conseiller : créez votre compte depuis le lien de l’e-mail d’invitation.",
  },
  registeredButSignInFailed: {
    id: 'lobby.auth.registeredButSignInFailed',
    defaultMessage: 'Votre compte est créé, mais la connexion automatique a échoué. Connectez-vous pour recevoir votre code de confirmation.',
  },
  invitationLoading: { id: 'lobby.auth.invitationLoading', defaultMessage: 'Vérification de votre invitation…' },
  invitationTitle: { id: 'lobby.auth.invitationTitle', defaultMessage: 'Vous avez été invité(e)' },
  invitationCheckFailed: {
    id: 'lobby.auth.invitationCheckFailed',
    defaultMessage: "Impossible de vérifier votre invitation pour l’instant. Vérifiez votre connexion internet puis réessayez.",
  },
  retry: { id: 'lobby.auth.retry', defaultMessage: 'Réessayer' },
  invitationInvalidTitle: { id: 'lobby.auth.invitationInvalidTitle', defaultMessage: "Ce lien d’invitation n’est pas / plus valide" },
  invitationInvalidText: {
    id: 'lobby.auth.invitationInvalidText',
    defaultMessage:
      "L’invitation a peut-être été annulée, ou un compte a déjà été créé avec elle. Demandez à votre conseiller de vous en envoyer une nouvelle, ou connectez-vous si vous avez déjà un compte.",
  },
  invitationIgnored: {
    id: 'lobby.auth.invitationIgnored',
    defaultMessage: "Ce lien d’invitation n’est pas / plus valide. Vous pouvez tout de même créer votre compte ci-dessous.",
  },
  invitationRequiredTitle: { id: 'lobby.auth.invitationRequiredTitle', defaultMessage: 'Inscription sur invitation' },

  resetTitle: { id: 'lobby.auth.resetTitle', defaultMessage: 'Réinitialiser votre mot de passe' },
  resetDescription: {
    id: 'lobby.auth.resetDescription',
    defaultMessage:
      'Vous avez oublié votre mot de passe ? Indiquez votre adresse e-mail : nous vous envoyons un lien pour en choisir un nouveau.',
  },
  resetRequestSubmit: { id: 'lobby.auth.resetRequestSubmit', defaultMessage: 'Envoyer le lien' },
  resetErrorsTitle: { id: 'lobby.auth.resetErrorsTitle', defaultMessage: 'Envoi impossible' },
  resetSentTitle: { id: 'lobby.auth.resetSentTitle', defaultMessage: 'Vérifiez votre messagerie' },
  resetSent: {
    id: 'lobby.auth.resetSent',
    defaultMessage:
      'Si un compte existe pour cette adresse, un e-mail contenant un lien pour choisir un nouveau mot de passe vient de lui être envoyé. Pensez à regarder dans vos courriers indésirables.',
  },
  resetSendAgain: { id: 'lobby.auth.resetSendAgain', defaultMessage: 'Utiliser une autre adresse' },
  newPasswordTitle: { id: 'lobby.auth.newPasswordTitle', defaultMessage: 'Choisissez un nouveau mot de passe' },
  newPasswordDescription: {
    id: 'lobby.auth.newPasswordDescription',
    defaultMessage: 'Il remplacera votre mot de passe actuel. Un mot de passe robuste protège vos données patrimoniales.',
  },
  newPasswordSubmit: { id: 'lobby.auth.newPasswordSubmit', defaultMessage: 'Enregistrer le mot de passe' },
  newPasswordErrorsTitle: { id: 'lobby.auth.newPasswordErrorsTitle', defaultMessage: 'Enregistrement impossible' },
  resetLinkInvalidTitle: { id: 'lobby.auth.resetLinkInvalidTitle', defaultMessage: "Ce lien n’est pas / plus valide" },
  resetLinkInvalidText: {
    id: 'lobby.auth.resetLinkInvalidText',
    defaultMessage:
      'Le lien de réinitialisation a peut-être expiré ou déjà servi. Demandez-en un nouveau : il vous parviendra par e-mail en quelques instants.',
  },
  askNewLink: { id: 'lobby.auth.askNewLink', defaultMessage: 'Demander un nouveau lien' },
  resetDoneTitle: { id: 'lobby.auth.resetDoneTitle', defaultMessage: 'Mot de passe modifié' },
  resetDone: {
    id: 'lobby.auth.resetDone',
    defaultMessage: 'Votre nouveau mot de passe est enregistré. Vous pouvez dès maintenant vous connecter avec.',
  },
  passwordUpdatedToast: { id: 'lobby.auth.passwordUpdatedToast', defaultMessage: 'Votre mot de passe a été mis à jour.' },
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

/** The checkbox label: its accessible name is the whole sentence, the link (`<link>`) being part of it. */
export const authTermsLabel = defineMessage<{ link: MessageTag }>({
  id: 'lobby.auth.termsLabel',
  defaultMessage: "J’accepte les <link>conditions générales d’utilisation</link>",
});

export const authInvitedBy = defineMessage<{ advisor: string; firm: string }>({
  id: 'lobby.auth.invitedBy',
  defaultMessage: 'Invité(e) par {advisor} du cabinet {firm}',
});

export const authInvitationRequired = defineMessage<{ brand: string }>({
  id: 'lobby.auth.invitationRequired',
  defaultMessage:
    "L’ouverture d’un compte {brand} se fait sur invitation de votre conseiller. Suivez le lien de l’e-mail d’invitation que vous avez reçu ; si vous ne le retrouvez pas, demandez à votre conseiller de vous le renvoyer.",
});
