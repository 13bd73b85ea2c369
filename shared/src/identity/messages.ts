import { defineMessage, defineMessages } from 'react-intl';

/** The French texts of the identity components, one catalogue for the five of them (ids unchanged). */
export const identityMessages = defineMessages({
  sectionIdentity: { id: 'shared.identity.profile.sectionIdentity', defaultMessage: 'Identité' },
  // Not « Situation familiale »: that is the label of the select inside, and one name must mean one thing.
  sectionFamily: { id: 'shared.identity.profile.sectionFamily', defaultMessage: 'Famille' },
  sectionWork: { id: 'shared.identity.profile.sectionWork', defaultMessage: 'Situation professionnelle' },
  sectionMoney: { id: 'shared.identity.profile.sectionMoney', defaultMessage: 'Revenus et patrimoine' },
  mobile: { id: 'shared.identity.profile.mobile', defaultMessage: 'Téléphone mobile' },
  mobilePlaceholder: { id: 'shared.identity.profile.mobilePlaceholder', defaultMessage: '06 12 34 56 78' },
  birthdate: { id: 'shared.identity.profile.birthdate', defaultMessage: 'Date de naissance' },
  birthplace: { id: 'shared.identity.profile.birthplace', defaultMessage: 'Lieu de naissance' },
  nationality: { id: 'shared.identity.profile.nationality', defaultMessage: 'Nationalité' },
  nationalityPlaceholder: { id: 'shared.identity.profile.nationalityPlaceholder', defaultMessage: 'Française' },
  maritalStatus: { id: 'shared.identity.profile.maritalStatus', defaultMessage: 'Situation familiale' },
  children: { id: 'shared.identity.profile.children', defaultMessage: "Nombre d’enfants" },
  childrenHelp: { id: 'shared.identity.profile.childrenHelp', defaultMessage: 'Enfants à charge ou non ; 0 si vous n’en avez pas' },
  scp: { id: 'shared.identity.profile.scp', defaultMessage: 'Catégorie socio-professionnelle' },
  professionnalStatus: { id: 'shared.identity.profile.professionnalStatus', defaultMessage: 'Statut professionnel' },
  jobTitle: { id: 'shared.identity.profile.jobTitle', defaultMessage: 'Métier' },
  incomeRange: { id: 'shared.identity.profile.incomeRange', defaultMessage: 'Revenus annuels nets' },
  moneySource: { id: 'shared.identity.profile.moneySource', defaultMessage: 'Source principale de revenus' },
  investableAssets: { id: 'shared.identity.profile.investableAssets', defaultMessage: 'Estimation du patrimoine total' },
  investableAssetsHelp: {
    id: 'shared.identity.profile.investableAssetsHelp',
    defaultMessage: 'Tous vos biens, y compris ceux que vous n’avez pas connectés ; au moins le patrimoine que nous agrégeons',
  },
  annualSavings: { id: 'shared.identity.profile.annualSavings', defaultMessage: "Capacité d’épargne annuelle" },
  monthlyCharges: { id: 'shared.identity.profile.monthlyCharges', defaultMessage: 'Charges mensuelles' },
  choose: { id: 'shared.identity.profile.choose', defaultMessage: 'Choisir…' },
  requiredHint: { id: 'shared.identity.profile.requiredHint', defaultMessage: 'Les champs marqués d’un astérisque (*) sont obligatoires.' },
  readOnlyHint: {
    id: 'shared.identity.profile.readOnlyHint',
    defaultMessage: 'Consultation seule : seul votre client peut modifier ces informations.',
  },
  save: { id: 'shared.identity.profile.save', defaultMessage: 'Enregistrer' },
  saveFailed: { id: 'shared.identity.profile.saveFailed', defaultMessage: "L’enregistrement n’a pas abouti" },

  surveyLoading: { id: 'shared.identity.risk.loading', defaultMessage: 'Chargement du questionnaire…' },
  surveyLoadFailed: { id: 'shared.identity.risk.loadFailed', defaultMessage: 'Le questionnaire n’a pas pu être chargé' },
  retry: { id: 'shared.identity.risk.retry', defaultMessage: 'Réessayer' },
  progressLabel: { id: 'shared.identity.risk.progressLabel', defaultMessage: 'Progression du questionnaire' },
  previous: { id: 'shared.identity.risk.previous', defaultMessage: 'Question précédente' },
  next: { id: 'shared.identity.risk.next', defaultMessage: 'Question suivante' },
  submit: { id: 'shared.identity.risk.submit', defaultMessage: 'Voir mon profil' },
  cancel: { id: 'shared.identity.risk.cancel', defaultMessage: 'Annuler' },
  answerRequired: { id: 'shared.identity.risk.answerRequired', defaultMessage: 'Choisissez une réponse pour continuer.' },
  submitFailed: { id: 'shared.identity.risk.submitFailed', defaultMessage: "Vos réponses n’ont pas pu être enregistrées" },
  infosRequiredTitle: { id: 'shared.identity.risk.infosRequiredTitle', defaultMessage: 'Complétez d’abord votre profil' },
  infosRequired: {
    id: 'shared.identity.risk.infosRequired',
    defaultMessage:
      'Le questionnaire tient compte de votre situation : renseignez d’abord vos informations personnelles et financières (situation familiale, revenus, patrimoine…).',
  },
  infosLink: { id: 'shared.identity.risk.infosLink', defaultMessage: 'Compléter mes informations' },

  resultEyebrow: { id: 'shared.identity.result.eyebrow', defaultMessage: 'Votre profil d’investisseur recommandé' },
  scaleLabel: { id: 'shared.identity.result.scaleLabel', defaultMessage: 'Échelle des profils, du plus prudent au plus dynamique' },
  reasonsTitle: { id: 'shared.identity.result.reasonsTitle', defaultMessage: 'Ce qui a déterminé votre profil' },

  currentPassword: { id: 'shared.identity.passwordChange.current', defaultMessage: 'Mot de passe actuel' },
  newPassword: { id: 'shared.identity.passwordChange.new', defaultMessage: 'Nouveau mot de passe' },
  newPasswordConfirmation: { id: 'shared.identity.passwordChange.confirmation', defaultMessage: 'Confirmation du nouveau mot de passe' },
  changePassword: { id: 'shared.identity.passwordChange.submit', defaultMessage: 'Changer mon mot de passe' },
  showPassword: { id: 'shared.identity.passwordChange.show', defaultMessage: 'Afficher ou masquer le mot de passe' },
  changePasswordFailed: { id: 'shared.identity.passwordChange.failed', defaultMessage: "Le mot de passe n’a pas été changé" },

  deletionIntro: {
    id: 'shared.identity.deletion.intro',
    defaultMessage:
      'La suppression efface définitivement votre profil, vos établissements connectés, vos biens et leur historique. Nous vous enverrons un e-mail contenant le lien qui la confirme.',
  },
  deleteAccount: { id: 'shared.identity.deletion.button', defaultMessage: 'Supprimer mon compte' },
  deletionModalTitle: { id: 'shared.identity.deletion.modalTitle', defaultMessage: 'Supprimer votre compte ?' },
  deletionModalText: {
    id: 'shared.identity.deletion.modalText',
    defaultMessage:
      'Vous allez recevoir un e-mail avec un lien de confirmation. Votre compte et toutes vos données seront supprimés lorsque vous ouvrirez ce lien ; rien n’est effacé avant.',
  },
  deletionConfirm: { id: 'shared.identity.deletion.confirm', defaultMessage: 'M’envoyer le lien de suppression' },
  deletionFailed: { id: 'shared.identity.deletion.failed', defaultMessage: "La demande n’a pas pu être envoyée" },
  deletionSentTitle: { id: 'shared.identity.deletion.sentTitle', defaultMessage: 'Demande de suppression envoyée' },
  deletionSentNoEmail: {
    id: 'shared.identity.deletion.sentNoEmail',
    defaultMessage: 'Un e-mail de confirmation vous a été envoyé. Ouvrez le lien qu’il contient pour supprimer définitivement votre compte.',
  },
});

export const questionProgress = defineMessage<{ number: number; total: number }>({
  id: 'shared.identity.risk.progress',
  defaultMessage: 'Question {number} sur {total}',
});

export const resultLevel = defineMessage<{ level: number; max: number }>({
  id: 'shared.identity.result.level',
  defaultMessage: 'Niveau {level} sur {max}',
});

export const resultScore = defineMessage<{ score: number; maxScore: number }>({
  id: 'shared.identity.result.score',
  defaultMessage: 'Score de vos réponses : {score} points sur {maxScore}',
});

export const deletionSent = defineMessage<{ email: string }>({
  id: 'shared.identity.deletion.sent',
  defaultMessage:
    'Un e-mail de confirmation vous a été envoyé à {email}. Ouvrez le lien qu’il contient pour supprimer définitivement votre compte.',
});
