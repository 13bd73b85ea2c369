import { defineMessages } from 'react-intl';

export const valuationMessages = defineMessages({
  evaluateTitle: { id: 'realestate.valuation.evaluateTitle', defaultMessage: 'Estimation de votre bien' },
  evaluateDescription: {
    id: 'realestate.valuation.evaluateDescription',
    defaultMessage: 'Ce que vaut votre bien aujourd’hui selon notre estimateur, et ce qui explique ce prix.',
  },
  evaluateRange: { id: 'realestate.valuation.evaluateRange', defaultMessage: 'Une fourchette de valeur, basse et haute' },
  evaluatePrice: {
    id: 'realestate.valuation.evaluatePrice',
    defaultMessage: 'Le prix moyen au mètre carré des biens comparables du secteur',
  },
  evaluateHistory: { id: 'realestate.valuation.evaluateHistory', defaultMessage: 'L’historique de la valeur estimée' },
  evaluateNeighbourhood: {
    id: 'realestate.valuation.evaluateNeighbourhood',
    defaultMessage: 'Les points forts et les points faibles du quartier, thème par thème (transports, commerces, écoles, bruit…)',
  },
  manualTitle: { id: 'realestate.valuation.manualTitle', defaultMessage: 'Valeur de votre bien' },
  manualDescription: {
    id: 'realestate.valuation.manualDescription',
    defaultMessage: 'Vous connaissez la valeur de votre bien : indiquez-la, nous l’intégrerons à votre patrimoine.',
  },
  manualValue: { id: 'realestate.valuation.manualValue', defaultMessage: 'Votre estimation de sa valeur actuelle' },
  manualPurchase: {
    id: 'realestate.valuation.manualPurchase',
    defaultMessage: 'Son prix et son année d’achat, et les frais de notaire payés',
  },
  manualRent: { id: 'realestate.valuation.manualRent', defaultMessage: 'Les loyers perçus, s’il est loué' },
});
