import { defineMessages } from 'react-intl';

export const propertyMessages = defineMessages({
  overviewTitle: { id: 'realestate.property.overviewTitle', defaultMessage: 'Votre bien immobilier' },
  overviewDescription: {
    id: 'realestate.property.overviewDescription',
    defaultMessage: 'La fiche de votre bien : sa valeur estimée, son évolution, son quartier et le crédit qui le finance.',
  },
  overviewValue: {
    id: 'realestate.property.overviewValue',
    defaultMessage: 'Sa valeur actuelle, entre une estimation basse et une estimation haute, et le prix moyen au mètre carré',
  },
  overviewHistory: { id: 'realestate.property.overviewHistory', defaultMessage: 'L’évolution de sa valeur dans le temps' },
  overviewNeighbourhood: {
    id: 'realestate.property.overviewNeighbourhood',
    defaultMessage:
      'Les points forts et les points faibles du quartier : culture, éducation, alimentation, santé, bruit, pollution, sécurité, services, commerces, ensoleillement, transports',
  },
  overviewLoan: {
    id: 'realestate.property.overviewLoan',
    defaultMessage: 'Le crédit qui le finance, et sa valeur nette une fois le capital restant dû déduit',
  },
  overviewRent: { id: 'realestate.property.overviewRent', defaultMessage: 'Les loyers perçus, s’il est loué' },
  settingsTitle: { id: 'realestate.property.settingsTitle', defaultMessage: 'Paramètres du bien' },
  settingsDescription: {
    id: 'realestate.property.settingsDescription',
    defaultMessage: 'Les informations de votre bien, à tenir à jour pour une estimation juste.',
  },
  settingsEdit: {
    id: 'realestate.property.settingsEdit',
    defaultMessage: 'Sa description, ses caractéristiques et son état, modifiables à tout moment',
  },
  settingsLoan: { id: 'realestate.property.settingsLoan', defaultMessage: 'Le crédit rattaché, à changer ou à retirer' },
  settingsDelete: {
    id: 'realestate.property.settingsDelete',
    defaultMessage: 'La suppression du bien, qui le retire de votre patrimoine',
  },
  linkOverview: { id: 'realestate.property.linkOverview', defaultMessage: 'Synthèse du bien' },
  linkSettings: { id: 'realestate.property.linkSettings', defaultMessage: 'Paramètres' },
});
