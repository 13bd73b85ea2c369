import { isErrorCode, type ErrorCode } from '../errors/error-codes';

/**
 * French text of every error code (spec §8). Typed against the vocabulary: a code without a message
 * is a compile error. The UI shows these and never writes its own.
 */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  unknown: 'Une erreur est survenue. Veuillez réessayer.',
  not_found: 'Élément introuvable.',
  unauthorized: 'Veuillez vous connecter pour continuer.',
  forbidden: "Vous n’avez pas accès à cette ressource.",
  validation: 'Certains champs sont invalides. Veuillez les corriger.',
  rate_limited: 'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.',
  server_error: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
  route_not_found: "Cette adresse n’existe pas.",
  network_error: 'Impossible de joindre nos serveurs. Vérifiez votre connexion internet puis réessayez.',

  malformed_request: 'La requête est mal formée et n’a pas pu être lue.',
  too_deep: 'Les données envoyées sont trop imbriquées pour être traitées.',
  payload_too_large: 'Les données envoyées sont trop volumineuses.',
  uri_too_long: 'L’adresse demandée est trop longue.',
  headers_too_large: 'Les en-têtes de la requête sont trop volumineux.',
  method_not_allowed: 'Cette opération n’est pas permise à cette adresse.',
  request_timeout: 'La requête a mis trop de temps à arriver. Veuillez réessayer.',

  blank: 'Ce champ est obligatoire.',
  required: 'Ce champ est obligatoire.',
  taken: 'Cette valeur est déjà utilisée.',
  invalid: "Cette valeur n’est pas valide.",
  too_short: 'Cette valeur est trop courte.',
  too_long: 'Cette valeur est trop longue.',
  not_a_number: 'Veuillez saisir un nombre.',
  must_be_positive: 'Veuillez saisir un nombre positif.',
  out_of_range: "Cette valeur est en dehors de l’intervalle autorisé.",
  after_today: "La date ne peut pas être postérieure à aujourd’hui.",
  match_error: 'Les deux valeurs ne correspondent pas.',
  not_accepted: 'Veuillez cocher cette case pour continuer.',
  not_secure: "Ce mot de passe n’est pas assez sécurisé.",
  not_invited: 'Une invitation est nécessaire pour créer un compte.',
  below_aggregated: 'Le patrimoine déclaré ne peut pas être inférieur au patrimoine agrégé.',
  inconsistent: 'Ces informations sont incohérentes avec votre patrimoine agrégé.',
  duplicate: 'Cet élément figure déjà dans la liste.',
  invalid_file: 'Ce fichier est invalide : seul un fichier .csv de 2 Mo maximum est accepté.',
  file_too_large: 'Ce fichier est trop volumineux (2 Mo maximum).',

  wrongpass: 'Identifiant ou mot de passe bancaire incorrect.',
  client_error: 'Identifiant ou mot de passe bancaire incorrect.',
  config: 'Identifiant ou mot de passe bancaire incorrect.',
  additionalInformationNeeded: 'Votre banque demande des informations complémentaires.',
  missing_fields: 'Veuillez remplir tous les champs.',
  websiteUnavailable: 'Le site de votre banque est momentanément indisponible. Veuillez réessayer plus tard.',
  bug: 'La synchronisation avec votre banque a rencontré un problème, signalé à notre partenaire.',
  actionNeeded: 'Une action est requise sur le site de votre banque (validation de conditions, message à lire…).',
  scrapping_failed: 'La récupération de vos données bancaires a échoué. Veuillez réessayer plus tard.',
  sync_failed: 'La synchronisation de ce compte a échoué.',
  sync_wrongpass: 'La synchronisation a échoué : votre mot de passe bancaire a changé.',
  sync_auth_failed: "La synchronisation a échoué : l’authentification auprès de votre banque n’a pas abouti.",
  sync_need_additional_information: "La synchronisation a besoin d’informations complémentaires.",
  sync_unavailable: 'La synchronisation est impossible : le site de votre banque est indisponible.',
  sync_scrapping_failed: 'La synchronisation a échoué lors de la récupération de vos données.',
  sync_action_needed: 'La synchronisation attend une action de votre part sur le site de votre banque.',
  demo_account: 'Le compte de démonstration ne peut pas être connecté à une banque.',

  wrong_token: 'Le code saisi est incorrect.',
  too_many_attempts: 'Trop de tentatives : votre compte est bloqué pendant 30 minutes.',
  invalid_grant: 'Adresse e-mail ou mot de passe incorrect.',
  not_found_in_database: 'Adresse e-mail ou mot de passe incorrect.',
  missing_email: 'Veuillez saisir votre adresse e-mail.',
  timeout: 'Votre session a expiré, veuillez vous reconnecter.',
  user_already_invited: 'Une invitation a déjà été envoyée à cette adresse : utilisez le lien reçu par e-mail.',
  is_admin: "Ce compte est un compte conseiller : connectez-vous depuis l’espace conseiller.",
  not_admin: "Ce compte n’a pas accès à l’espace conseiller.",

  wrong_password: 'Le mot de passe actuel est incorrect.',

  insufficient_funds: 'Le solde de votre carte est insuffisant.',
  bank_account_unusable: 'Ce compte bancaire ne peut pas être utilisé.',
  bank_account_unverified: "Ce compte bancaire n’a pas encore été vérifié.",
  country_unsupported: "Ce pays n’est pas pris en charge.",
  coupon_expired: 'Ce code promo a expiré.',
  expired_card: 'Votre carte a expiré.',
  incorrect_cvc: 'Le cryptogramme visuel est incorrect.',
  invalid_cvc: "Le cryptogramme visuel n’est pas valide.",
  incorrect_number: 'Le numéro de carte est incorrect.',
  invalid_number: "Le numéro de carte n’est pas valide.",
  incorrect_zip: 'Le code postal est incorrect.',
  card_not_supported: "Ce type de carte n’est pas accepté.",
  invalid_expiry_month: "Le mois d’expiration n’est pas valide.",
  invalid_expiry_year: "L’année d’expiration n’est pas valide.",
  approve_with_id: "Le paiement n’a pas pu être autorisé. Veuillez réessayer ou contacter votre banque.",
  card_velocity_exceeded: 'Vous avez dépassé le plafond de votre carte. Veuillez contacter votre banque.',
  currency_not_supported: 'Votre carte ne permet pas de payer dans cette devise.',
  duplicate_transaction: "Un paiement identique vient déjà d’être effectué.",
  generic_decline: 'Votre carte a été refusée.',
  issuer_not_available: 'Votre banque est injoignable. Veuillez réessayer dans quelques instants.',
  card_declined: 'Votre carte a été refusée.',
  do_not_honor: 'Votre carte a été refusée. Veuillez contacter votre banque.',
  fraudulent: 'Votre carte a été refusée.',
  lost_card: 'Votre carte a été refusée.',
  stolen_card: 'Votre carte a été refusée.',
  pickup_card: 'Votre carte a été refusée. Veuillez contacter votre banque.',
  restricted_card: 'Votre carte ne peut pas être utilisée pour ce paiement.',
  call_issuer: 'Votre carte a été refusée. Veuillez contacter votre banque.',
  processing_error: 'Une erreur est survenue lors du traitement de votre carte. Veuillez réessayer.',
  try_again_later: "Le paiement n’a pas abouti. Veuillez réessayer plus tard.",
  transaction_not_allowed: "Ce paiement n’est pas autorisé par votre carte.",
  authentication_required: 'Votre banque demande une authentification pour ce paiement.',
  payment_intent_authentication_failure: 'L’authentification demandée par votre banque a échoué : aucun montant n’a été débité.',

  valid: 'Code promo validé.',

  already_subscribed: 'Vous êtes déjà abonné à l’offre Premium.',
  premium_required: 'Cette fonctionnalité fait partie de l’offre Premium.',
  access_withdrawn: 'Ce client a retiré l’accès à ses données : elles ne sont plus consultables.',
  already_customer: 'Cette personne est déjà cliente du cabinet.',
  invalid_state: 'Cette invitation ne permet plus cette action : rechargez la page.',
  invitation_email_mismatch: 'Cette invitation a été envoyée à une autre adresse e-mail.',

  loan_zero: "Ce prêt n’a pas assez d’informations pour être rattaché à un bien.",
  loan_already_connected: 'Ce prêt est déjà rattaché à un autre bien.',
  feature_disabled: "Cette fonctionnalité n’est pas disponible sur ce site.",
  estimate_unavailable: "Nous ne disposons pas de ventes comparables pour estimer ce bien. Indiquez sa valeur vous-même.",

  no_euro_fund: 'Ajoutez un fonds euro pour respecter votre profil de risque',
  no_low_risk_fund: 'Ajoutez au moins un fonds SRRI < 4 pour respecter votre profil de risque',
  optimisation_failed: "Une erreur est survenue lors de l’optimisation de votre allocation",
  profile_required: 'Complétez votre profil investisseur pour optimiser votre allocation.',
  shares_do_not_sum: 'La somme des parts de l’allocation de départ doit faire 100 %.',
  not_holdable: 'Ce fonds n’est pas disponible dans ce contrat.',

  unsupported_kind: 'L’analyse n’est pas disponible pour ce type de contrat.',

  recommendation_unavailable: 'Impossible de récupérer notre recommandation pour ce contrat',
  csv_upload_failed: "Une erreur est survenue lors de l’envoi du fichier",
  deletion_link_invalid: "Ce lien n’est pas / plus valide",
  page_not_found: "La page que vous cherchez n’existe pas.",
  unexpected_error: 'Une erreur inattendue est survenue.',
};

/** Shown for a code outside the vocabulary. */
export const FALLBACK_ERROR_MESSAGE = ERROR_MESSAGES.unknown;

/**
 * Field-specific wording where the generic one would be vague (spec §5 "Field messages are looked
 * up by error code"). Fields are the camelCase names of the forms.
 */
export const FIELD_ERROR_MESSAGES = {
  email: {
    blank: 'Veuillez saisir votre adresse e-mail',
    required: 'Veuillez saisir votre adresse e-mail',
    taken: 'Cette adresse e-mail est déjà utilisée',
    invalid: "Cette adresse e-mail n’est pas valide",
  },
  username: {
    blank: 'Veuillez saisir votre adresse e-mail',
    invalid: "Cette adresse e-mail n’est pas valide",
  },
  password: {
    blank: 'Veuillez saisir votre mot de passe',
    required: 'Veuillez saisir votre mot de passe',
    too_short: 'Le mot de passe doit contenir au moins 8 caractères',
    not_secure: "Ce mot de passe n’est pas assez sécurisé",
  },
  currentPassword: {
    blank: 'Veuillez saisir votre mot de passe actuel',
    wrong_password: 'Le mot de passe actuel est incorrect',
  },
  passwordConfirmation: {
    blank: 'Veuillez confirmer votre mot de passe',
    match_error: 'Les mots de passe ne correspondent pas',
  },
  firstName: { blank: 'Veuillez saisir votre prénom' },
  lastName: { blank: 'Veuillez saisir votre nom' },
  terms: { not_accepted: "Veuillez accepter les conditions générales d’utilisation" },
  token: {
    blank: 'Veuillez saisir le code reçu par e-mail',
    wrong_token: 'Le code saisi est incorrect',
  },
  birthdate: {
    after_today: "La date de naissance ne peut pas être postérieure à aujourd’hui",
    invalid: "La date de naissance n’est pas valide",
  },
  mobile: { invalid: "Ce numéro de téléphone n’est pas valide" },
  riskSurvey: {
    required: "Complétez d’abord vos informations personnelles pour répondre au questionnaire",
    out_of_range: "Cette réponse ne fait pas partie des choix proposés",
  },
  investableAssets: {
    below_aggregated: 'Votre patrimoine total ne peut pas être inférieur à celui que vous avez agrégé',
  },
  coupon: {
    invalid: 'Ce code promo est invalide',
    not_found: 'Ce code promo est invalide',
    coupon_expired: 'Ce code promo a expiré',
  },
  // A period (the contract statement, spec §5's date range 2017-01-01 … tomorrow).
  from: {
    required: 'Veuillez saisir la date de début',
    invalid: 'La date de début n’est pas valide (jj/mm/aaaa)',
    out_of_range: 'La date de début doit être comprise entre le 01/01/2017 et demain',
  },
  to: {
    required: 'Veuillez saisir la date de fin',
    invalid: 'La date de fin n’est pas valide (jj/mm/aaaa)',
    out_of_range: 'La date de fin doit être comprise entre le 01/01/2017 et demain',
    inconsistent: 'La date de fin ne peut pas précéder la date de début',
  },
  confirmDeletion: { not_accepted: 'Veuillez cocher la case pour confirmer la suppression' },
  // A property (spec §3 "Real estate", bounds in schemas/real-estate.ts).
  surface: {
    out_of_range: 'La surface doit être comprise entre 5 et 1 000 m² pour un appartement, 10 et 5 000 m² pour une maison',
    must_be_positive: 'La surface doit être supérieure à zéro',
  },
  gardenSurface: { out_of_range: 'La surface du jardin ne peut pas dépasser 1 000 000 m² (100 ha)' },
  constructionYear: {
    after_today: 'L’année de construction ne peut pas être dans le futur',
    out_of_range: 'L’année de construction doit être postérieure à l’an 1000',
  },
  purchaseYear: {
    after_today: 'L’année d’achat ne peut pas être dans le futur',
    out_of_range: 'L’année d’achat doit être postérieure à 1900',
    inconsistent: 'L’année d’achat précède de plus de cinq ans l’année de construction',
  },
  state: { inconsistent: 'Un bien neuf a été construit il y a moins de cinq ans' },
  bathrooms: { out_of_range: 'Le nombre de salles de bains doit être compris entre 0 et 20' },
  rentReceived: { out_of_range: 'Le loyer mensuel ne peut pas dépasser 1 000 000 €' },
  realEstateId: {
    loan_zero: "Ce prêt n’a pas assez d’informations (montant emprunté, capital restant dû) pour être rattaché à un bien",
    loan_already_connected: 'Ce prêt est déjà rattaché à un autre bien',
  },
  csv: {
    invalid_file: 'Seuls les fichiers .csv sont acceptés',
    file_too_large: 'Le fichier ne doit pas dépasser 2 Mo',
  },
} as const satisfies Record<string, Partial<Record<ErrorCode, string>>>;

export type FieldWithMessages = keyof typeof FIELD_ERROR_MESSAGES;

function fieldMessage(field: string, code: ErrorCode): string | undefined {
  if (!Object.hasOwn(FIELD_ERROR_MESSAGES, field)) return undefined;
  const messages: Partial<Record<ErrorCode, string>> = FIELD_ERROR_MESSAGES[field as FieldWithMessages];
  return messages[code];
}

/**
 * The French message of an error code, with the field's own wording when there is one.
 *
 * @example
 * messageForError('no_euro_fund'); // 'Ajoutez un fonds euro pour respecter votre profil de risque'
 * messageForError('blank', 'email'); // 'Veuillez saisir votre adresse e-mail'
 * messageForError('???'); // 'Une erreur est survenue. Veuillez réessayer.'
 */
export function messageForError(code: string, field?: string): string {
  if (!isErrorCode(code)) return FALLBACK_ERROR_MESSAGE;
  const specific = field === undefined ? undefined : fieldMessage(field.split('.').at(-1) ?? field, code);
  return specific ?? ERROR_MESSAGES[code];
}
