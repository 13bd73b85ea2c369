import { defineMessages } from 'react-intl';

/**
 * French text of the onboarding screens: the investor profile in three steps (situation, questionnaire,
 * result) and the e-mail confirmation.
 */
export const onboardingMessages = defineMessages({
  stepRisk: { id: 'lobby.onboarding.stepRisk', defaultMessage: 'Questionnaire' },
  stepInfos: { id: 'lobby.onboarding.stepInfos', defaultMessage: 'Votre situation' },
  stepResult: { id: 'lobby.onboarding.stepResult', defaultMessage: 'Votre profil' },
  stepperLabel: { id: 'lobby.onboarding.stepperLabel', defaultMessage: 'Les étapes de votre profil d’investisseur' },
  pageTitle: { id: 'lobby.onboarding.pageTitle', defaultMessage: 'Votre profil d’investisseur' },
  loadingProfile: { id: 'lobby.onboarding.loadingProfile', defaultMessage: 'Chargement de votre profil…' },
  loadFailed: { id: 'lobby.onboarding.loadFailed', defaultMessage: 'Votre profil n’a pas pu être chargé' },
  retry: { id: 'lobby.onboarding.retry', defaultMessage: 'Réessayer' },

  riskTitle: { id: 'lobby.onboarding.riskTitle', defaultMessage: 'Le questionnaire' },
  riskDescription: {
    id: 'lobby.onboarding.riskDescription',
    defaultMessage: 'Sept questions sur votre horizon de placement, votre expérience et votre réaction face aux baisses des marchés. Il n’y a pas de bonne ou de mauvaise réponse.',
  },
  riskWhy: {
    id: 'lobby.onboarding.riskWhy',
    defaultMessage: 'Sans profil d’investisseur, une partie des analyses de vos contrats reste verrouillée.',
  },

  infosTitle: { id: 'lobby.onboarding.infosTitle', defaultMessage: 'Votre situation' },
  infosDescription: {
    id: 'lobby.onboarding.infosDescription',
    defaultMessage: 'Quelques informations sur votre situation personnelle et financière, pour que nos recommandations vous correspondent.',
  },

  resultTitle: { id: 'lobby.onboarding.resultTitle', defaultMessage: 'Votre profil recommandé' },
  resultDescription: {
    id: 'lobby.onboarding.resultDescription',
    defaultMessage: 'D’après vos réponses, voici où nous vous situons. Vous pourrez refaire le questionnaire à tout moment depuis votre espace.',
  },
  addAccounts: { id: 'lobby.onboarding.addAccounts', defaultMessage: 'Ajouter mes comptes' },
  toDashboard: { id: 'lobby.onboarding.toDashboard', defaultMessage: 'Accéder à mon tableau de bord' },
  backWhereYouWere: { id: 'lobby.onboarding.backWhereYouWere', defaultMessage: 'Revenir à la page que je consultais' },
  editAnswers: { id: 'lobby.onboarding.editAnswers', defaultMessage: 'Modifier mes réponses' },

  confirmationTitle: { id: 'lobby.onboarding.confirmationTitle', defaultMessage: 'Confirmez votre adresse e-mail' },
  confirmationDescription: {
    id: 'lobby.onboarding.confirmationDescription',
    defaultMessage: 'Nous venons de vous envoyer un code de huit caractères. Saisissez-le pour activer votre compte.',
  },
  confirmationCode: { id: 'lobby.onboarding.confirmationCode', defaultMessage: 'La saisie du code à huit caractères reçu par e-mail' },
  confirmationResend: { id: 'lobby.onboarding.confirmationResend', defaultMessage: 'Le renvoi d’un nouveau code si vous ne l’avez pas reçu' },
  confirmationLock: {
    id: 'lobby.onboarding.confirmationLock',
    defaultMessage: 'Par sécurité, un blocage de trente minutes après plusieurs codes erronés',
  },
});

/** French text of the e-mail confirmation screen (`/app/confirmation`, spec §4 "Confirmation"). */
export const confirmationMessages = defineMessages({
  title: { id: 'lobby.confirmation.title', defaultMessage: 'Confirmez votre adresse e-mail' },
  sentToUnknown: {
    id: 'lobby.confirmation.sentToUnknown',
    defaultMessage: 'Nous vous avons envoyé par e-mail un code de confirmation de 8 caractères. Saisissez-le ci-dessous pour activer votre compte.',
  },
  hint: {
    id: 'lobby.confirmation.hint',
    defaultMessage: "Majuscules ou minuscules, peu importe. Pensez à regarder dans vos courriers indésirables si vous ne le trouvez pas.",
  },
  codeLabel: { id: 'lobby.confirmation.codeLabel', defaultMessage: 'Code de confirmation' },
  codeLength: { id: 'lobby.confirmation.codeLength', defaultMessage: 'Le code de confirmation comporte 8 caractères' },
  submit: { id: 'lobby.confirmation.submit', defaultMessage: 'Valider' },
  errorsTitle: { id: 'lobby.confirmation.errorsTitle', defaultMessage: 'Confirmation impossible' },
  resendQuestion: { id: 'lobby.confirmation.resendQuestion', defaultMessage: "Vous n’avez rien reçu ?" },
  resend: { id: 'lobby.confirmation.resend', defaultMessage: 'Renvoyer le code' },
  resendErrorsTitle: { id: 'lobby.confirmation.resendErrorsTitle', defaultMessage: "Le code n’a pas pu être renvoyé" },
  resentUnknown: { id: 'lobby.confirmation.resentUnknown', defaultMessage: 'Un nouveau code de confirmation vous a été envoyé par e-mail.' },
});

/** The confirmation screen's messages that name the address (values checked by react-intl). */
export const confirmationEmailMessages = defineMessages<{ sentTo: { email: string }; resent: { email: string } }>({
  sentTo: {
    id: 'lobby.confirmation.sentTo',
    defaultMessage: 'Nous avons envoyé un code de confirmation de 8 caractères à {email}. Saisissez-le ci-dessous pour activer votre compte.',
  },
  resent: { id: 'lobby.confirmation.resent', defaultMessage: 'Un nouveau code de confirmation a été envoyé à {email}.' },
});
