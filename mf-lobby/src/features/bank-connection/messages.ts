import { defineMessage, defineMessages } from 'react-intl';

/** French text of the bank-connection flow: choose an institution, log in, load, risk per envelope. */
export const bankConnectionMessages = defineMessages({
  addTitle: { id: 'lobby.bank.addTitle', defaultMessage: 'Connecter vos comptes' },
  newTitle: { id: 'lobby.bank.newTitle', defaultMessage: 'Ajouter un établissement' },
  newDescription: {
    id: 'lobby.bank.newDescription',
    defaultMessage: 'Ajoutez une banque, un assureur ou un compte d’épargne salariale à votre espace : ses comptes et contrats rejoindront votre tableau de bord.',
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
    defaultMessage: 'Pour chaque contrat investi que vous venez d’ajouter, indiquez le niveau de risque que vous acceptez. Les analyses et les recommandations s’y référeront.',
  },
  riskContracts: {
    id: 'lobby.bank.riskContracts',
    defaultMessage: 'Vos contrats concernés : assurance-vie, capitalisation, PEA, compte-titres et épargne salariale ou retraite',
  },
  riskScale: {
    id: 'lobby.bank.riskScale',
    defaultMessage: 'Pour chacun, un niveau de prudent à agressif, ou le questionnaire du contrat en sept questions',
  },
  riskLater: { id: 'lobby.bank.riskLater', defaultMessage: 'La possibilité de le faire plus tard depuis la page du contrat' },
  toDashboard: { id: 'lobby.bank.toDashboard', defaultMessage: 'Accéder à mon tableau de bord' },

  loadingBank: { id: 'lobby.bank.loadingBank', defaultMessage: 'Chargement de l’établissement' },
  bankNotFound: {
    id: 'lobby.bank.bankNotFound',
    defaultMessage: 'Établissement introuvable. Il a peut-être changé de nom : cherchez-le dans la liste.',
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
    defaultMessage: 'Connexion en cours : votre établissement peut mettre un peu de temps à répondre.',
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
    defaultMessage: 'Selon le nombre de comptes et de contrats, cela peut prendre plusieurs minutes. Vous pouvez quitter cette page : la récupération continue et vos comptes apparaîtront sur votre tableau de bord.',
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
  defaultMessage: 'Et {count, plural, one {# autre} other {# autres}} : tapez le nom de votre établissement pour le trouver.',
});


/** « Se connecter à BoursoBank » on the login form's button. */
export const connectToBankMessage = defineMessage<{ bank: string }>({
  id: 'lobby.bank.connectTo',
  defaultMessage: 'Se connecter à {bank}',
});
