import { defineMessage, defineMessages } from 'react-intl';

export const valuationMessages = defineMessages({
  estimateTitle: { id: 'realestate.estimate.title', defaultMessage: 'Estimation' },
  value: { id: 'realestate.estimate.value', defaultMessage: 'Valeur estimée' },
  range: { id: 'realestate.estimate.range', defaultMessage: 'Fourchette' },
  pricePerSquareMetre: { id: 'realestate.estimate.pricePerSquareMetre', defaultMessage: 'Prix médian du secteur' },
  adjustedPrice: { id: 'realestate.estimate.adjustedPrice', defaultMessage: 'Prix retenu pour votre bien' },
  reliability: { id: 'realestate.estimate.reliability', defaultMessage: 'Fiabilité' },
  reliabilityHigh: { id: 'realestate.estimate.reliabilityHigh', defaultMessage: 'Élevée' },
  reliabilityMedium: { id: 'realestate.estimate.reliabilityMedium', defaultMessage: 'Moyenne' },
  reliabilityLow: { id: 'realestate.estimate.reliabilityLow', defaultMessage: 'Faible' },
  reliabilityLowWarning: { id: 'realestate.estimate.reliabilityLowWarning', defaultMessage: 'Fiabilité faible : prenez cette estimation avec prudence, la fourchette est large.' },
  source: { id: 'realestate.estimate.source', defaultMessage: 'D’où vient ce chiffre' },
  sourceCommune: { id: 'realestate.estimate.sourceCommune', defaultMessage: 'Les ventes de la commune' },
  sourceNeighbours: { id: 'realestate.estimate.sourceNeighbours', defaultMessage: 'Les ventes des communes voisines' },
  sourceDepartement: { id: 'realestate.estimate.sourceDepartement', defaultMessage: 'Les ventes de tout le département' },
  sourceSimilarCommunes: { id: 'realestate.estimate.sourceSimilarCommunes', defaultMessage: 'Les ventes des communes de taille semblable du département' },
  sourceBigCity: { id: 'realestate.estimate.sourceBigCity', defaultMessage: 'Le prix publié par les notaires pour la ville' },
  communesTitle: { id: 'realestate.estimate.communesTitle', defaultMessage: 'Communes prises en compte' },
  adjustments: { id: 'realestate.estimate.adjustments', defaultMessage: 'Ajustements selon votre bien' },
  noAdjustments: { id: 'realestate.estimate.noAdjustments', defaultMessage: 'Aucun ajustement : le prix médian s’applique tel quel.' },
  neighbourhood: { id: 'realestate.estimate.neighbourhood', defaultMessage: 'Le quartier' },
  historyTitle: { id: 'realestate.estimate.historyTitle', defaultMessage: 'Évolution de la valeur' },
  seriesValue: { id: 'realestate.estimate.seriesValue', defaultMessage: 'Valeur estimée' },
  seriesPurchase: { id: 'realestate.estimate.seriesPurchase', defaultMessage: 'Prix d’achat' },
  noEstimate: { id: 'realestate.estimate.none', defaultMessage: 'Ce bien n’a pas d’estimation : sa valeur est celle que vous avez indiquée.' },
  refusedUnknownCommune: { id: 'realestate.estimate.refusedUnknownCommune', defaultMessage: 'Nous ne connaissons pas la commune de ce bien : il ne peut pas être estimé. Indiquez sa valeur vous-même dans les paramètres.' },
  refusedNoSales: { id: 'realestate.estimate.refusedNoSales', defaultMessage: 'Aucune vente comparable n’est connue autour de ce bien : il ne peut pas être estimé. Indiquez sa valeur vous-même dans les paramètres.' },

  evaluateTitle: { id: 'realestate.valuation.evaluateTitle', defaultMessage: 'Estimer un bien' },
  manualTitle: { id: 'realestate.valuation.manualTitle', defaultMessage: 'Indiquer la valeur d’un bien' },
});

export const rangeMessage = defineMessage<{ low: string; high: string }>({ id: 'realestate.estimate.rangeValue', defaultMessage: 'de {low} à {high}' });
export const perSquareMetreMessage = defineMessage<{ price: string }>({ id: 'realestate.estimate.perSquareMetre', defaultMessage: '{price} / m²' });
export const salesMessage = defineMessage<{ count: number }>({
  id: 'realestate.estimate.sales',
  defaultMessage: '{count, plural, =0 {aucune vente} one {# vente} other {# ventes}} prises en compte',
});
export const communeLineMessage = defineMessage<{ name: string; distance: string; sales: number; price: string }>({
  id: 'realestate.estimate.communeLine',
  defaultMessage: '{name} ({distance} km) : {sales, plural, one {# vente} other {# ventes}}, {price} / m²',
});
export const moreCommunesMessage = defineMessage<{ count: number }>({
  id: 'realestate.estimate.moreCommunes',
  defaultMessage: '{count, plural, one {et # autre commune} other {et # autres communes}}',
});
export const themesWithoutDataMessage = defineMessage<{ themes: string }>({
  id: 'realestate.estimate.themesWithoutData',
  defaultMessage: 'Patrimo ne dispose d’aucune donnée sur {themes} : nous ne disons donc rien de ces points forts ou faibles du quartier plutôt que de les inventer.',
});
export const themeListMessage = defineMessage<{ strengths: string; weaknesses: string }>({
  id: 'realestate.estimate.themes',
  defaultMessage: 'Points forts : {strengths}. Points faibles : {weaknesses}.',
});
export const historySummaryMessage = defineMessage<{ from: string; to: string; since: string; purchase: string }>({
  id: 'realestate.estimate.historySummary',
  defaultMessage: 'La valeur estimée du bien est passée de {from} à {to} depuis {since}{purchase}.',
});
export const purchaseSummaryMessage = defineMessage<{ price: string; year: string }>({
  id: 'realestate.estimate.purchaseSummary',
  defaultMessage: ', pour un prix d’achat de {price} en {year}',
});

export const themeLabels = defineMessages({
  culture: { id: 'realestate.theme.culture', defaultMessage: 'la culture' },
  education: { id: 'realestate.theme.education', defaultMessage: 'l’éducation' },
  food: { id: 'realestate.theme.food', defaultMessage: 'l’alimentation' },
  health: { id: 'realestate.theme.health', defaultMessage: 'la santé' },
  noise: { id: 'realestate.theme.noise', defaultMessage: 'le bruit' },
  pollution: { id: 'realestate.theme.pollution', defaultMessage: 'la pollution' },
  safety: { id: 'realestate.theme.safety', defaultMessage: 'la sécurité' },
  services: { id: 'realestate.theme.services', defaultMessage: 'les services' },
  shopping: { id: 'realestate.theme.shopping', defaultMessage: 'les commerces' },
  sun: { id: 'realestate.theme.sun', defaultMessage: 'l’ensoleillement' },
  transportation: { id: 'realestate.theme.transportation', defaultMessage: 'les transports' },
});
export const estimatedAtMessage = defineMessage<{ date: string }>({ id: 'realestate.estimate.estimatedAt', defaultMessage: 'Estimé le {date}' });
