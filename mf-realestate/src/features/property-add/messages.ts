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
  addressSearch: {
    id: 'realestate.add.addressSearch',
    defaultMessage: 'Son adresse, proposée au fil de la saisie par le service public de recherche d’adresses',
  },
  kind: { id: 'realestate.add.kind', defaultMessage: 'Son type : appartement ou maison' },
  usage: {
    id: 'realestate.add.usage',
    defaultMessage: 'Son usage : résidence principale, résidence secondaire ou investissement locatif',
  },
  required: {
    id: 'realestate.add.required',
    defaultMessage: 'Tous les champs sont obligatoires : un champ oublié est signalé avant de passer à l’étape suivante',
  },

  characteristicsTitle: { id: 'realestate.estimator.characteristicsTitle', defaultMessage: 'Ajouter un bien : caractéristiques' },
  characteristicsLead: { id: 'realestate.estimator.characteristicsLead', defaultMessage: 'Ce qui fait la valeur de votre bien.' },
  characteristicsAge: {
    id: 'realestate.estimator.characteristicsAge',
    defaultMessage: 'Ancien ou neuf, année de construction, surface habitable et surface du jardin',
  },
  characteristicsFeatures: {
    id: 'realestate.estimator.characteristicsFeatures',
    defaultMessage: 'Ses atouts : ascenseur, garage, balcon, piscine, terrasse, dépendance, parking, jardin',
  },
  characteristicsPurchase: {
    id: 'realestate.estimator.characteristicsPurchase',
    defaultMessage: 'Son prix et son année d’achat, et les frais de notaire',
  },

  conditionTitle: { id: 'realestate.estimator.conditionTitle', defaultMessage: 'Ajouter un bien : état actuel' },
  conditionLead: {
    id: 'realestate.estimator.conditionLead',
    defaultMessage: 'L’état de votre bien, poste par poste, affine l’estimation.',
  },
  conditionRatings: {
    id: 'realestate.estimator.conditionRatings',
    defaultMessage: 'L’état du bâtiment, de la cuisine, de la salle de bains, des chambres et de l’isolation',
  },
  conditionRent: { id: 'realestate.estimator.conditionRent', defaultMessage: 'Les loyers perçus, s’il est loué' },

  confirmationTitle: { id: 'realestate.estimator.confirmationTitle', defaultMessage: 'Ajouter un bien : confirmation' },
  confirmationLead: {
    id: 'realestate.estimator.confirmationLead',
    defaultMessage: 'Le récapitulatif de votre bien, avant de l’ajouter à votre patrimoine avec sa première estimation.',
  },
  confirmationSummary: {
    id: 'realestate.add.confirmationSummary',
    defaultMessage: 'Le récapitulatif de ce que vous avez saisi, à corriger avant de valider',
  },
  confirmationEstimate: {
    id: 'realestate.estimator.confirmationEstimate',
    defaultMessage: 'La première estimation : une fourchette de valeur et le prix moyen au mètre carré',
  },

  loansTitle: { id: 'realestate.add.loansTitle', defaultMessage: 'Rattacher un crédit à votre bien' },
  loansLead: {
    id: 'realestate.add.loansLead',
    defaultMessage: 'Étape facultative : indiquez le crédit qui finance ce bien, pour suivre sa valeur nette.',
  },
  loansList: {
    id: 'realestate.add.loansList',
    defaultMessage: 'Vos crédits immobiliers connectés, à rattacher d’un clic, avec le montant et la date du financement',
  },

  manualDescriptionTitle: { id: 'realestate.manual.descriptionTitle', defaultMessage: 'Ajouter un bien sans estimation' },
  manualDescriptionLead: {
    id: 'realestate.manual.descriptionLead',
    defaultMessage: 'Vous préférez indiquer vous-même la valeur de votre bien : décrivez-le en quelques champs.',
  },
  manualValue: {
    id: 'realestate.manual.value',
    defaultMessage: 'Sa valeur actuelle, son prix et son année d’achat',
  },
  manualConfirmationTitle: { id: 'realestate.manual.confirmationTitle', defaultMessage: 'Ajouter un bien sans estimation : confirmation' },
  manualConfirmationLead: {
    id: 'realestate.manual.confirmationLead',
    defaultMessage: 'Le récapitulatif de votre bien, avant de l’ajouter à votre patrimoine.',
  },
  manualLoans: {
    id: 'realestate.manual.loans',
    defaultMessage: 'Le rattachement facultatif du crédit qui le finance',
  },

  linkPrevious: { id: 'realestate.add.linkPrevious', defaultMessage: 'Étape précédente' },
  linkNext: { id: 'realestate.add.linkNext', defaultMessage: 'Étape suivante' },
});

export const loanRefusalMessage = defineMessage<{ message: string }>({
  id: 'realestate.add.loanRefusal',
  defaultMessage: 'Un rattachement impossible est expliqué : « {message} »',
});
