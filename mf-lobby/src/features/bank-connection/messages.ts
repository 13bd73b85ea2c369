import { defineMessage, defineMessages } from 'react-intl';

/** French text of the bank-connection flow: choose an institution, log in, load, risk per envelope. */
export const bankConnectionMessages = defineMessages({
  addTitle: { id: 'lobby.bank.addTitle', defaultMessage: 'Connecter vos comptes' },
  newTitle: { id: 'lobby.bank.newTitle', defaultMessage: 'Ajouter un établissement' },
  newDescription: {
    id: 'lobby.bank.newDescription',
    defaultMessage: 'Ajoutez une banque, un assureur ou un compte d’épargne salariale à votre espace : ses comptes et contrats rejoindront votre tableau de bord.',
  },
  estimateProperty: { id: 'lobby.bank.estimateProperty', defaultMessage: 'Estimer un bien immobilier' },
  addPropertyManually: { id: 'lobby.bank.addPropertyManually', defaultMessage: 'Ajouter un bien à la main' },
  searchLabel: { id: 'lobby.bank.searchLabel', defaultMessage: 'Rechercher votre établissement' },
  searchPlaceholder: { id: 'lobby.bank.searchPlaceholder', defaultMessage: 'Banque, assureur, courtier…' },
  loadingInstitutions: { id: 'lobby.bank.loadingInstitutions', defaultMessage: 'Chargement des établissements' },
  institutionsFailed: {
    id: 'lobby.bank.institutionsFailed',
    defaultMessage: 'La liste des établissements n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.',
  },
  retry: { id: 'lobby.bank.retry', defaultMessage: 'Réessayer' },
  noInstitution: {
    id: 'lobby.bank.noInstitution',
    defaultMessage: 'Aucun établissement ne correspond à votre recherche. Essayez une partie du nom, sans sigle.',
  },

  loginTitle: { id: 'lobby.bank.loginTitle', defaultMessage: 'Connexion à votre établissement' },
  loginDescription: {
    id: 'lobby.bank.loginDescription',
    defaultMessage: 'Saisissez les identifiants que vous utilisez sur le site de votre établissement. Ils sont transmis chiffrés à notre partenaire d’agrégation et ne permettent que la consultation.',
  },
  otherInstitution: { id: 'lobby.bank.otherInstitution', defaultMessage: 'Choisir un autre établissement' },


  riskTitle: { id: 'lobby.bank.riskTitle', defaultMessage: 'Le risque de chacune de vos enveloppes' },
  riskDescription: {
    id: 'lobby.bank.riskDescription',
    defaultMessage: 'Pour chacun de vos contrats investis, répondez à sept questions sur ce que vous en attendez : le niveau de risque qui en ressort guidera ses analyses et ses recommandations.',
  },
  riskLoading: { id: 'lobby.bank.riskLoading', defaultMessage: 'Chargement de vos contrats' },
  riskLoadFailed: {
    id: 'lobby.bank.riskLoadFailed',
    defaultMessage: 'Vos contrats n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.',
  },
  riskNothingToDo: {
    id: 'lobby.bank.riskNothingToDo',
    defaultMessage: 'Aucun de vos contrats investis n’attend de niveau de risque : tout est prêt.',
  },
  riskListLabel: { id: 'lobby.bank.riskListLabel', defaultMessage: 'Vos enveloppes' },
  riskPending: { id: 'lobby.bank.riskPending', defaultMessage: 'À définir' },
  riskSkipped: { id: 'lobby.bank.riskSkipped', defaultMessage: 'Plus tard' },
  riskSavedShort: { id: 'lobby.bank.riskSavedShort', defaultMessage: 'Enregistré' },
  riskSubmit: { id: 'lobby.bank.riskSubmit', defaultMessage: 'Enregistrer le profil de ce contrat' },
  riskSkipContract: { id: 'lobby.bank.riskSkipContract', defaultMessage: 'Passer ce contrat' },
  riskLater: { id: 'lobby.bank.riskLater', defaultMessage: 'Plus tard' },
  riskLaterHelp: {
    id: 'lobby.bank.riskLaterHelp',
    defaultMessage: 'Vous pourrez répondre plus tard depuis la page de chaque contrat.',
  },
  riskNextContract: { id: 'lobby.bank.riskNextContract', defaultMessage: 'Contrat suivant' },
  riskFinish: { id: 'lobby.bank.riskFinish', defaultMessage: 'Terminer' },
  riskSavedTitle: { id: 'lobby.bank.riskSavedTitle', defaultMessage: 'Profil enregistré pour ce contrat' },
  riskAllDone: {
    id: 'lobby.bank.riskAllDone',
    defaultMessage: 'Chacune de vos enveloppes a son niveau de risque. Vos analyses s’y référeront.',
  },
  toDashboard: { id: 'lobby.bank.toDashboard', defaultMessage: 'Accéder à mon tableau de bord' },

  loadingBank: { id: 'lobby.bank.loadingBank', defaultMessage: 'Chargement de l’établissement' },
  bankNotFound: {
    id: 'lobby.bank.bankNotFound',
    defaultMessage: 'Établissement introuvable. Il a peut-être changé de nom : cherchez-le dans la liste.',
  },
  bankFailed: {
    id: 'lobby.bank.bankFailed',
    defaultMessage: 'Cet établissement n’a pas pu être chargé. Vérifiez votre connexion puis réessayez.',
  },
  allRequired: { id: 'lobby.bank.allRequired', defaultMessage: 'Tous les champs sont obligatoires.' },
  chooseValue: { id: 'lobby.bank.chooseValue', defaultMessage: 'Choisir…' },
  errorsTitle: { id: 'lobby.bank.errorsTitle', defaultMessage: 'La connexion n’a pas abouti' },
  additionalTitle: { id: 'lobby.bank.additionalTitle', defaultMessage: 'Informations complémentaires' },
  additionalDescription: {
    id: 'lobby.bank.additionalDescription',
    defaultMessage: 'Votre établissement demande une information de plus pour terminer la connexion (code reçu par SMS, question de sécurité…).',
  },
  additionalSubmit: { id: 'lobby.bank.additionalSubmit', defaultMessage: 'Valider' },
  connecting: {
    id: 'lobby.bank.connecting',
    defaultMessage: 'Connexion en cours : votre établissement peut mettre un peu de temps à répondre.',
  },
  accountsFoundTitle: { id: 'lobby.bank.accountsFoundTitle', defaultMessage: 'Les comptes trouvés' },
  accountsFoundDescription: {
    id: 'lobby.bank.accountsFoundDescription',
    defaultMessage: 'Décochez ceux que vous ne souhaitez pas suivre. Vous pourrez en ajouter d’autres plus tard.',
  },
  noAccountFound: {
    id: 'lobby.bank.noAccountFound',
    defaultMessage: 'Aucun compte n’a été trouvé chez cet établissement avec ces identifiants.',
  },
  addAccounts: { id: 'lobby.bank.addAccounts', defaultMessage: 'Ajouter ces comptes' },
  noAccountChecked: { id: 'lobby.bank.noAccountChecked', defaultMessage: 'Cochez au moins un compte à ajouter.' },
  addAccountsFailed: { id: 'lobby.bank.addAccountsFailed', defaultMessage: 'Les comptes n’ont pas pu être ajoutés' },

  loadInProgress: { id: 'lobby.bank.loadInProgress', defaultMessage: 'Récupération de vos données…' },
  loadDone: { id: 'lobby.bank.loadDone', defaultMessage: 'Vos comptes sont à jour' },
  loadDoneWithErrors: { id: 'lobby.bank.loadDoneWithErrors', defaultMessage: 'Synchronisation terminée' },
  loadPatience: {
    id: 'lobby.bank.loadPatience',
    defaultMessage: 'Selon le nombre de comptes et de contrats, cela peut prendre plusieurs minutes. Vous pouvez quitter cette page : la récupération continue et vos comptes apparaîtront sur votre tableau de bord.',
  },
  loadDoneDescription: {
    id: 'lobby.bank.loadDoneDescription',
    defaultMessage: 'Vos comptes et contrats ont été récupérés. Ils seront ensuite actualisés chaque jour.',
  },
  loadFailed: {
    id: 'lobby.bank.loadFailed',
    defaultMessage: 'L’état de vos comptes n’a pas pu être chargé. Nous réessayons…',
  },
  accountSyncing: { id: 'lobby.bank.accountSyncing', defaultMessage: 'En cours de récupération' },
  accountReady: { id: 'lobby.bank.accountReady', defaultMessage: 'À jour' },
  accountFailed: { id: 'lobby.bank.accountFailed', defaultMessage: 'Échec' },
  loadNextRisk: {
    id: 'lobby.bank.loadNextRisk',
    defaultMessage: 'Vous avez ajouté des contrats investis : indiquez pour chacun le niveau de risque que vous acceptez.',
  },
  autoNextRisk: { id: 'lobby.bank.autoNextRisk', defaultMessage: 'Suite dans quelques secondes : le risque de vos contrats.' },
  autoNextDashboard: { id: 'lobby.bank.autoNextDashboard', defaultMessage: 'Suite dans quelques secondes : votre tableau de bord.' },
  stayHere: { id: 'lobby.bank.stayHere', defaultMessage: 'Rester sur cette page' },
  toRisk: { id: 'lobby.bank.toRisk', defaultMessage: 'Définir le risque de mes contrats' },
  actionDoneDescription: {
    id: 'lobby.bank.actionDoneDescription',
    defaultMessage: 'Une fois l’action faite sur le site de votre établissement, reprenez la connexion ici.',
  },
  actionDone: { id: 'lobby.bank.actionDone', defaultMessage: 'C’est fait, réessayer' },
  noAccountToLoad: { id: 'lobby.bank.noAccountToLoad', defaultMessage: 'Aucune synchronisation en cours.' },
  addAnother: { id: 'lobby.bank.addAnother', defaultMessage: 'Ajouter un autre établissement' },
});

// Messages with values are declared one by one so react-intl checks their arguments.
export const bankAddDescription = defineMessage<{ count: number }>({
  id: 'lobby.bank.addDescription',
  defaultMessage:
    'Choisissez votre premier établissement parmi plus de {count} banques, assureurs et gestionnaires d’épargne salariale. Vos comptes seront ensuite actualisés chaque jour.',
});

/** « 124 établissements disponibles » above the list. */
export const institutionsCountMessage = defineMessage<{ count: number }>({
  id: 'lobby.bank.institutionsCount',
  defaultMessage: '{count, plural, one {# établissement disponible} other {# établissements disponibles}}',
});

/** « 3 établissements trouvés » while searching. */
export const institutionsFoundMessage = defineMessage<{ count: number }>({
  id: 'lobby.bank.institutionsFound',
  defaultMessage: '{count, plural, =0 {Aucun établissement trouvé} one {# établissement trouvé} other {# établissements trouvés}}',
});

/** Under the first institutions shown before anything is typed. */
export const typeToSeeMoreMessage = defineMessage<{ count: number }>({
  id: 'lobby.bank.typeToSeeMore',
  defaultMessage: 'Et {count, plural, one {# autre} other {# autres}} : tapez le nom de votre établissement pour le trouver.',
});


/** « Se connecter à BoursoBank » on the login form's button. */
export const connectToBankMessage = defineMessage<{ bank: string }>({
  id: 'lobby.bank.connectTo',
  defaultMessage: 'Se connecter à {bank}',
});

/** The accessible name of an account's synchronisation bar. */
export const progressLabelMessage = defineMessage<{ bank: string }>({
  id: 'lobby.bank.progressLabel',
  defaultMessage: 'Avancement de la récupération : {bank}',
});

/** « Contrat 2 sur 3 » above the current envelope's questionnaire. */
export const riskContractPositionMessage = defineMessage<{ number: number; total: number }>({
  id: 'lobby.bank.riskContractPosition',
  defaultMessage: 'Contrat {number} sur {total}',
});
