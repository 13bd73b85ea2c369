import { defineMessage, defineMessages } from 'react-intl';

/** « Ajouter un client » (/advisory/customers/add): by hand, by invitation, by a CSV file. */
export const addMessages = defineMessages({
  title: { id: 'advisory.add.title', defaultMessage: 'Ajouter un client' },
  intro: {
    id: 'advisory.add.intro',
    defaultMessage: 'Saisissez un client vous-même, invitez-le à créer son compte, ou invitez-en plusieurs d’un coup avec un fichier CSV.',
  },
  back: { id: 'advisory.add.back', defaultMessage: 'Retour à la liste des clients' },
  tabs: { id: 'advisory.add.tabs', defaultMessage: 'Façons d’ajouter un client' },
  tabManual: { id: 'advisory.add.tabManual', defaultMessage: 'Saisir un client' },
  tabInvite: { id: 'advisory.add.tabInvite', defaultMessage: 'Inviter un client' },
  tabCsv: { id: 'advisory.add.tabCsv', defaultMessage: 'Importer un fichier CSV' },
  requiredHint: { id: 'advisory.add.requiredHint', defaultMessage: 'Les champs marqués d’un astérisque sont obligatoires.' },
  civilTitle: { id: 'advisory.add.civilTitle', defaultMessage: 'Civilité' },
  choose: { id: 'advisory.add.choose', defaultMessage: 'Choisir…' },
  firstName: { id: 'advisory.add.firstName', defaultMessage: 'Prénom' },
  lastName: { id: 'advisory.add.lastName', defaultMessage: 'Nom' },
  email: { id: 'advisory.add.email', defaultMessage: 'Adresse e-mail' },
  emailOptional: { id: 'advisory.add.emailOptional', defaultMessage: 'Facultative\u202f: vous pourrez l’inviter plus tard.' },
  clientId: { id: 'advisory.add.clientId', defaultMessage: 'Numéro client' },
  birthDate: { id: 'advisory.add.birthDate', defaultMessage: 'Date de naissance' },
  birthplace: { id: 'advisory.add.birthplace', defaultMessage: 'Lieu de naissance' },
  maritalStatus: { id: 'advisory.add.maritalStatus', defaultMessage: 'Situation familiale' },
  children: { id: 'advisory.add.children', defaultMessage: 'Nombre d’enfants' },
  identity: { id: 'advisory.add.identity', defaultMessage: 'Identité' },
  family: { id: 'advisory.add.family', defaultMessage: 'Naissance et famille' },
  saveCustomer: { id: 'advisory.add.saveCustomer', defaultMessage: 'Enregistrer le client' },
  saveFailed: { id: 'advisory.add.saveFailed', defaultMessage: 'Le client n’a pas été enregistré' },
  customerAdded: { id: 'advisory.add.customerAdded', defaultMessage: 'Client ajouté' },
  message: { id: 'advisory.add.message', defaultMessage: 'Message d’invitation' },
  messageHelp: { id: 'advisory.add.messageHelp', defaultMessage: 'Ajouté à l’e-mail d’invitation (facultatif).' },
  companyName: { id: 'advisory.add.companyName', defaultMessage: 'Société' },
  contactName: { id: 'advisory.add.contactName', defaultMessage: 'Contact' },
  promoCode: { id: 'advisory.add.promoCode', defaultMessage: 'Code promo' },
  sendInvitation: { id: 'advisory.add.sendInvitation', defaultMessage: 'Envoyer l’invitation' },
  inviteFailed: { id: 'advisory.add.inviteFailed', defaultMessage: 'L’invitation n’a pas été envoyée' },
  invitationSent: { id: 'advisory.add.invitationSent', defaultMessage: 'Invitation envoyée' },
  csvIntro: {
    id: 'advisory.add.csvIntro',
    defaultMessage:
      'Une ligne par client, avec au moins les colonnes Prénom, Nom et E-mail (Civilité, Message, Société, Contact et Code promo sont facultatives). Rien n’est envoyé avant votre confirmation.',
  },
  csvFile: { id: 'advisory.add.csvFile', defaultMessage: 'Fichier CSV' },
  csvTemplate: { id: 'advisory.add.csvTemplate', defaultMessage: 'Télécharger le modèle de fichier' },
  csvReading: { id: 'advisory.add.csvReading', defaultMessage: 'Lecture du fichier…' },
  csvFailed: { id: 'advisory.add.csvFailed', defaultMessage: 'Le fichier n’a pas pu être lu' },
  csvPreview: { id: 'advisory.add.csvPreview', defaultMessage: 'Aperçu de l’import' },
  csvLine: { id: 'advisory.add.csvLine', defaultMessage: 'Ligne' },
  csvStatus: { id: 'advisory.add.csvStatus', defaultMessage: 'État' },
  csvProblems: { id: 'advisory.add.csvProblems', defaultMessage: 'Problèmes' },
  csvNothingReady: { id: 'advisory.add.csvNothingReady', defaultMessage: 'Aucune ligne de ce fichier ne peut être importée.' },
  csvSendFailed: { id: 'advisory.add.csvSendFailed', defaultMessage: 'Les invitations n’ont pas été envoyées' },
  csvDone: { id: 'advisory.add.csvDone', defaultMessage: 'Import terminé' },
  csvAnother: { id: 'advisory.add.csvAnother', defaultMessage: 'Importer un autre fichier' },
  csvToList: { id: 'advisory.add.csvToList', defaultMessage: 'Voir la liste des clients' },
  csvCancel: { id: 'advisory.add.csvCancel', defaultMessage: 'Choisir un autre fichier' },
  csvSkipped: { id: 'advisory.add.csvSkipped', defaultMessage: 'Lignes non importées' },
});

export const csvFileHelpMessage = defineMessage<{ extension: string; size: string }>({
  id: 'advisory.add.csvFileHelp',
  defaultMessage: 'Un fichier {extension} de {size} au plus, séparé par des points-virgules ou des virgules.',
});

export const csvDetectedMessage = defineMessage<{ encoding: string; delimiter: string }>({
  id: 'advisory.add.csvDetected',
  defaultMessage: 'Encodage détecté\u202f: {encoding} · séparateur\u202f: {delimiter}',
});

export const csvCountMessage = defineMessage<{ label: string; count: number }>({
  id: 'advisory.add.csvCount',
  defaultMessage: '{label}\u202f: {count}',
});

export const csvSendMessage = defineMessage<{ count: number }>({
  id: 'advisory.add.csvSend',
  defaultMessage: '{count, plural, one {Envoyer l’invitation} other {Envoyer les # invitations}}',
});

export const csvSummaryMessage = defineMessage<{ sent: number; skipped: number }>({
  id: 'advisory.add.csvSummary',
  defaultMessage:
    '{sent, plural, =0 {Aucune invitation envoyée} one {# invitation envoyée} other {# invitations envoyées}}, {skipped, plural, =0 {aucune ligne ignorée} one {# ligne ignorée} other {# lignes ignorées}}.',
});

export const invitationSentToMessage = defineMessage<{ email: string }>({
  id: 'advisory.add.invitationSentTo',
  defaultMessage: 'Invitation envoyée à {email}',
});

/** Names of the delimiters the preview reports. */
export const delimiterMessages = defineMessages({
  semicolon: { id: 'advisory.add.delimiterSemicolon', defaultMessage: 'point-virgule' },
  comma: { id: 'advisory.add.delimiterComma', defaultMessage: 'virgule' },
  tab: { id: 'advisory.add.delimiterTab', defaultMessage: 'tabulation' },
});
