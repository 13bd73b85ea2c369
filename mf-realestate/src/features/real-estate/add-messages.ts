import { defineMessage, defineMessages } from 'react-intl';

export const propertyAddMessages = defineMessages({
  stepsLabel: { id: 'realestate.add.stepsLabel', defaultMessage: 'Étapes de l’ajout du bien' },
  optional: { id: 'realestate.add.optional', defaultMessage: 'Facultatif' },
  stepDescription: { id: 'realestate.add.stepDescription', defaultMessage: 'Description' },
  stepCharacteristics: { id: 'realestate.add.stepCharacteristics', defaultMessage: 'Caractéristiques' },
  stepCondition: { id: 'realestate.add.stepCondition', defaultMessage: 'État actuel' },
  stepConfirmation: { id: 'realestate.add.stepConfirmation', defaultMessage: 'Confirmation' },
  stepLoans: { id: 'realestate.add.stepLoans', defaultMessage: 'Crédit' },

  estimatorDescriptionTitle: { id: 'realestate.estimator.descriptionTitle', defaultMessage: 'Ajouter un bien : description' },
  estimatorDescriptionLead: {
    id: 'realestate.estimator.descriptionLead',
    defaultMessage: 'Décrivez votre bien : notre estimateur en déduit sa valeur à partir des ventes comparables du secteur.',
  },
  characteristicsTitle: { id: 'realestate.estimator.characteristicsTitle', defaultMessage: 'Ajouter un bien : caractéristiques' },
  characteristicsLead: { id: 'realestate.estimator.characteristicsLead', defaultMessage: 'Ce qui fait la valeur de votre bien. Ces réponses sont facultatives mais affinent l’estimation.' },
  conditionTitle: { id: 'realestate.estimator.conditionTitle', defaultMessage: 'Ajouter un bien : état actuel' },
  conditionLead: { id: 'realestate.estimator.conditionLead', defaultMessage: 'L’état de votre bien, poste par poste, affine l’estimation.' },
  confirmationTitle: { id: 'realestate.estimator.confirmationTitle', defaultMessage: 'Ajouter un bien : confirmation' },
  confirmationLead: {
    id: 'realestate.estimator.confirmationLead',
    defaultMessage: 'Vérifiez votre saisie avant d’ajouter le bien à votre patrimoine avec sa première estimation.',
  },
  loansTitle: { id: 'realestate.add.loansTitle', defaultMessage: 'Rattacher un crédit à votre bien' },
  loansLead: {
    id: 'realestate.add.loansLead',
    defaultMessage: 'Étape facultative : indiquez le crédit qui finance ce bien, pour suivre sa valeur nette.',
  },
  manualDescriptionTitle: { id: 'realestate.manual.descriptionTitle', defaultMessage: 'Ajouter un bien sans estimation' },
  manualDescriptionLead: {
    id: 'realestate.manual.descriptionLead',
    defaultMessage: 'Vous préférez indiquer vous-même la valeur de votre bien : décrivez-le en quelques champs.',
  },
  manualConfirmationTitle: { id: 'realestate.manual.confirmationTitle', defaultMessage: 'Ajouter un bien sans estimation : confirmation' },
  manualConfirmationLead: {
    id: 'realestate.manual.confirmationLead',
    defaultMessage: 'Vérifiez votre saisie avant d’ajouter le bien à votre patrimoine.',
  },

  linkPrevious: { id: 'realestate.add.linkPrevious', defaultMessage: 'Étape précédente' },
  linkNext: { id: 'realestate.add.linkNext', defaultMessage: 'Étape suivante' },
  requiredHint: { id: 'realestate.add.requiredHint', defaultMessage: 'Les champs marqués d’un astérisque sont obligatoires.' },
  checkFailed: { id: 'realestate.add.checkFailed', defaultMessage: 'Certaines réponses sont à corriger' },
  create: { id: 'realestate.add.create', defaultMessage: 'Ajouter ce bien' },
  createFailed: { id: 'realestate.add.createFailed', defaultMessage: 'Le bien n’a pas pu être ajouté' },
  edit: { id: 'realestate.add.edit', defaultMessage: 'Modifier' },
  created: { id: 'realestate.add.created', defaultMessage: 'Votre bien est ajouté à votre patrimoine.' },
  openProperty: { id: 'realestate.add.openProperty', defaultMessage: 'Voir la fiche du bien' },
  linkLoans: { id: 'realestate.add.linkLoans', defaultMessage: 'Rattacher un crédit' },
  startOver: { id: 'realestate.add.startOver', defaultMessage: 'Ajouter un autre bien' },
  notCreatedYet: { id: 'realestate.add.notCreatedYet', defaultMessage: 'Ajoutez d’abord votre bien : le crédit se rattache à un bien existant.' },
  backToConfirmation: { id: 'realestate.add.backToConfirmation', defaultMessage: 'Revenir à la confirmation' },
  summaryTitle: { id: 'realestate.add.summaryTitle', defaultMessage: 'Votre saisie' },
  notGiven: { id: 'realestate.add.notGiven', defaultMessage: 'Non renseigné' },

  noLoans: { id: 'realestate.loans.none', defaultMessage: 'Aucun crédit n’est connecté à votre compte. Vous pourrez en rattacher un plus tard, depuis les paramètres du bien.' },
  loanAmount: { id: 'realestate.loans.amount', defaultMessage: 'Montant financé (€)' },
  loanDate: { id: 'realestate.loans.date', defaultMessage: 'Date du financement' },
  loanLink: { id: 'realestate.loans.link', defaultMessage: 'Rattacher ce crédit' },
  loanLinked: { id: 'realestate.loans.linked', defaultMessage: 'Rattaché à ce bien' },
  loanFailed: { id: 'realestate.loans.failed', defaultMessage: 'Ce crédit n’a pas pu être rattaché' },
  loanElsewhere: { id: 'realestate.loans.elsewhere', defaultMessage: 'Ce crédit finance déjà un autre de vos biens : détachez-le de ce bien avant de le rattacher ici.' },
  loanUnlink: { id: 'realestate.loans.unlink', defaultMessage: 'Détacher ce crédit' },
  loansListLabel: { id: 'realestate.loans.listLabel', defaultMessage: 'Vos crédits' },
  finish: { id: 'realestate.loans.finish', defaultMessage: 'Terminer' },

  chooseAddress: { id: 'realestate.field.chooseAddress', defaultMessage: 'Choisissez l’adresse parmi les propositions : l’estimateur a besoin de sa commune.' },
});

export const loanTitleMessage = defineMessage<{ name: string; bank: string }>({
  id: 'realestate.loans.title',
  defaultMessage: '{name} ({bank})',
});

export const loanRemainingMessage = defineMessage<{ amount: string }>({ id: 'realestate.loans.remaining', defaultMessage: 'Capital restant dû : {amount}' });

/** « Label : value », typeset (narrow no-break space before the colon). */
export const labelledMessage = defineMessage<{ label: string; value: string }>({ id: 'realestate.labelled', defaultMessage: '{label} : {value}' });
