import { defineMessages } from 'react-intl';

/** French text of the onboarding screens: e-mail confirmation and the investor profile in three steps. */
export const onboardingMessages = defineMessages({
  stepRisk: { id: 'lobby.onboarding.stepRisk', defaultMessage: 'Questionnaire' },
  stepInfos: { id: 'lobby.onboarding.stepInfos', defaultMessage: 'Votre situation' },
  stepResult: { id: 'lobby.onboarding.stepResult', defaultMessage: 'Votre profil' },

  riskTitle: { id: 'lobby.onboarding.riskTitle', defaultMessage: 'Votre profil d’investisseur' },
  riskDescription: {
    id: 'lobby.onboarding.riskDescription',
    defaultMessage: 'Sept questions sur votre horizon de placement, votre expérience et votre réaction face aux baisses des marchés. Il n’y a pas de bonne ou de mauvaise réponse.',
  },
  riskQuestions: {
    id: 'lobby.onboarding.riskQuestions',
    defaultMessage: 'Les sept questions, une par écran, avec cinq réponses possibles (trois pour l’une d’elles)',
  },
  riskProgress: { id: 'lobby.onboarding.riskProgress', defaultMessage: 'Votre progression et le retour à la question précédente' },
  riskWhy: {
    id: 'lobby.onboarding.riskWhy',
    defaultMessage: 'Pourquoi nous posons ces questions : sans profil, une partie des analyses reste verrouillée',
  },

  infosTitle: { id: 'lobby.onboarding.infosTitle', defaultMessage: 'Votre situation' },
  infosDescription: {
    id: 'lobby.onboarding.infosDescription',
    defaultMessage: 'Quelques informations sur votre situation personnelle et financière, pour que nos recommandations vous correspondent.',
  },
  infosPersonal: {
    id: 'lobby.onboarding.infosPersonal',
    defaultMessage: 'Téléphone, date et lieu de naissance, nationalité, situation familiale et nombre d’enfants',
  },
  infosProfessional: {
    id: 'lobby.onboarding.infosProfessional',
    defaultMessage: 'Catégorie socioprofessionnelle et métier',
  },
  infosFinancial: {
    id: 'lobby.onboarding.infosFinancial',
    defaultMessage: 'Revenus annuels nets et leur origine, estimation de votre patrimoine total, capacité d’épargne et charges mensuelles',
  },

  resultTitle: { id: 'lobby.onboarding.resultTitle', defaultMessage: 'Votre profil recommandé' },
  resultDescription: {
    id: 'lobby.onboarding.resultDescription',
    defaultMessage: 'D’après vos réponses, nous vous situons sur une échelle allant de prudent à agressif. Vous pourrez refaire le questionnaire à tout moment.',
  },
  resultProfile: {
    id: 'lobby.onboarding.resultProfile',
    defaultMessage: 'Votre profil (prudent, défensif, équilibré, offensif ou agressif) et ce qu’il signifie',
  },
  resultAllocation: {
    id: 'lobby.onboarding.resultAllocation',
    defaultMessage: 'Le type d’allocation qui lui correspond',
  },
  resultNext: { id: 'lobby.onboarding.resultNext', defaultMessage: 'La suite : connecter vos comptes pour les confronter à ce profil' },

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
  connectAccounts: { id: 'lobby.onboarding.connectAccounts', defaultMessage: 'Connecter mes comptes' },
});
