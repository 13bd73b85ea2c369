import { defineMessage, defineMessages } from 'react-intl';

/** French text of the bank-connection flow: choose an institution, log in, load, risk per envelope. */
export const bankConnectionMessages = defineMessages({
  addTitle: { id: 'lobby.bank.addTitle', defaultMessage: 'Connecter vos comptes' },
  newTitle: { id: 'lobby.bank.newTitle', defaultMessage: 'Ajouter un établissement' },
  newDescription: {
    id: 'lobby.bank.newDescription',
    defaultMessage: 'Ajoutez une banque, un assureur ou un compte d’épargne salariale à votre espace : ses comptes et contrats rejoindront votre tableau de bord.',
  },
  searchInstitution: {
    id: 'lobby.bank.searchInstitution',
    defaultMessage: 'La recherche de votre établissement par son nom, avec les plus courants en accès direct',
  },
  demoRemoved: {
    id: 'lobby.bank.demoRemoved',
    defaultMessage: 'Le retrait automatique du compte « Démonstration » dès votre premier établissement ajouté',
  },
  realEstateChoice: {
    id: 'lobby.bank.realEstateChoice',
    defaultMessage: 'L’ajout d’un bien immobilier, estimé pour vous ou saisi à la main',
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
  syncTitle: { id: 'lobby.bank.syncTitle', defaultMessage: 'Récupérer vos données' },
  syncBody: {
    id: 'lobby.bank.syncBody',
    defaultMessage: 'Une fois vos identifiants saisis, la synchronisation interroge votre établissement en lecture seule. Elle peut durer quelques minutes.',
  },
  syncButton: { id: 'lobby.bank.syncButton', defaultMessage: 'Lancer la synchronisation' },

  loginTitle: { id: 'lobby.bank.loginTitle', defaultMessage: 'Connexion à votre établissement' },
  loginDescription: {
    id: 'lobby.bank.loginDescription',
    defaultMessage: 'Saisissez les identifiants que vous utilisez sur le site de votre établissement. Ils sont transmis chiffrés à notre partenaire d’agrégation et ne permettent que la consultation.',
  },
  loginFields: {
    id: 'lobby.bank.loginFields',
    defaultMessage: 'Les champs demandés par votre établissement (identifiant, code secret, date de naissance…), tous obligatoires',
  },
  loginAdditional: {
    id: 'lobby.bank.loginAdditional',
    defaultMessage: 'Les informations complémentaires que certains établissements demandent, dans un second temps',
  },
  loginErrors: {
    id: 'lobby.bank.loginErrors',
    defaultMessage: 'Un message précis en cas de refus : mot de passe erroné, site indisponible, action à mener sur le site de l’établissement',
  },
  otherInstitution: { id: 'lobby.bank.otherInstitution', defaultMessage: 'Choisir un autre établissement' },

  loadTitle: { id: 'lobby.bank.loadTitle', defaultMessage: 'Récupération de vos données' },
  loadDescription: {
    id: 'lobby.bank.loadDescription',
    defaultMessage: 'Nous interrogeons votre établissement. Selon le nombre de comptes et de contrats, cela peut prendre plusieurs minutes : vous pouvez garder cette page ouverte.',
  },
  loadProgress: { id: 'lobby.bank.loadProgress', defaultMessage: 'L’avancement de la synchronisation, en direct' },
  loadResult: {
    id: 'lobby.bank.loadResult',
    defaultMessage: 'Les comptes et contrats trouvés, avec leur montant',
  },
  loadFailure: {
    id: 'lobby.bank.loadFailure',
    defaultMessage: 'Que faire si la synchronisation échoue ou demande une action de votre part',
  },
  toRisk: { id: 'lobby.bank.toRisk', defaultMessage: 'Préciser le risque de mes contrats' },

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
