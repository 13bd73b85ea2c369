import { defineMessage, defineMessages } from 'react-intl';

export const arbitrationMessages = defineMessages({
  stepsLabel: { id: 'arbitration.frame.stepsLabel', defaultMessage: 'Étapes de l’arbitrage' },
  stepStart: { id: 'arbitration.frame.stepStart', defaultMessage: 'Point de départ' },
  stepStartSummary: { id: 'arbitration.frame.stepStartSummary', defaultMessage: 'L’allocation d’où partir' },
  stepMarket: { id: 'arbitration.frame.stepMarket', defaultMessage: 'Choix des fonds' },
  stepMarketSummary: { id: 'arbitration.frame.stepMarketSummary', defaultMessage: 'Les supports à envisager' },
  stepOptimize: { id: 'arbitration.frame.stepOptimize', defaultMessage: 'Optimisation' },
  stepOptimizeSummary: { id: 'arbitration.frame.stepOptimizeSummary', defaultMessage: 'La nouvelle allocation' },

  startTitle: { id: 'arbitration.start.title', defaultMessage: 'Arbitrage : point de départ' },
  startDescription: {
    id: 'arbitration.start.description',
    defaultMessage: 'Un arbitrage redistribue l’épargne de votre contrat entre ses supports. Choisissez d’abord l’allocation d’où partir.',
  },
  startRecommended: {
    id: 'arbitration.start.recommended',
    defaultMessage: 'Partir de l’allocation que nous recommandons pour votre profil de risque',
  },
  startCurrent: { id: 'arbitration.start.current', defaultMessage: 'Partir de votre allocation actuelle, fonds par fonds' },
  startBlank: { id: 'arbitration.start.blank', defaultMessage: 'Partir d’une allocation vierge et composer la vôtre' },

  marketTitle: { id: 'arbitration.market.title', defaultMessage: 'Arbitrage : choix des fonds' },
  marketDescription: {
    id: 'arbitration.market.description',
    defaultMessage: 'Composez la sélection de fonds entre lesquels répartir votre épargne, parmi ceux que propose votre contrat.',
  },
  marketBasket: {
    id: 'arbitration.market.basket',
    defaultMessage: 'Votre sélection, où chaque fonds ne figure qu’une fois (un même code ISIN n’y entre pas deux fois)',
  },
  marketSheet: {
    id: 'arbitration.market.sheet',
    defaultMessage: 'Pour chaque fonds : son indicateur de risque SRRI, ses frais et ses performances',
  },

  optimizeTitle: { id: 'arbitration.optimize.title', defaultMessage: 'Arbitrage : optimisation' },
  optimizeDescription: {
    id: 'arbitration.optimize.description',
    defaultMessage: 'Nous calculons la meilleure répartition de votre sélection pour votre profil de risque ; vous gardez la main à chaque étape.',
  },
  optimizeStrategy: { id: 'arbitration.optimize.strategy', defaultMessage: 'Le choix de la stratégie d’optimisation' },
  optimizeAllocation: { id: 'arbitration.optimize.allocation', defaultMessage: 'Le choix de l’allocation parmi celles que nous proposons' },
  optimizeDetails: {
    id: 'arbitration.optimize.details',
    defaultMessage: 'Le détail des mouvements : ce qui est vendu, ce qui est acheté, et pour quel montant',
  },
  optimizeResult: {
    id: 'arbitration.optimize.result',
    defaultMessage: 'Le résultat : l’allocation finale, son niveau de risque et ses frais',
  },
  outcomesTitle: { id: 'arbitration.optimize.outcomesTitle', defaultMessage: 'Ce qui peut arrêter l’optimisation' },
  outcomesLead: {
    id: 'arbitration.optimize.outcomesLead',
    defaultMessage: 'Votre sélection doit permettre de respecter votre profil de risque ; sinon, l’un de ces messages vous dit quoi faire :',
  },
  outcomeNoEuroFund: { id: 'arbitration.optimize.outcomeNoEuroFund', defaultMessage: 'Aucun fonds euros dans la sélection' },
  outcomeNoLowRiskFund: { id: 'arbitration.optimize.outcomeNoLowRiskFund', defaultMessage: 'Aucun fonds peu risqué dans la sélection' },
  outcomeFailure: { id: 'arbitration.optimize.outcomeFailure', defaultMessage: 'Le calcul n’a pas abouti' },

  linkStart: { id: 'arbitration.link.start', defaultMessage: 'Point de départ' },
  linkMarket: { id: 'arbitration.link.market', defaultMessage: 'Choix des fonds' },
  linkOptimize: { id: 'arbitration.link.optimize', defaultMessage: 'Optimisation' },
  linkAdvice: { id: 'arbitration.link.advice', defaultMessage: 'Revoir nos conseils' },
});

export const marketSearchMessage = defineMessage<{ limit: number }>({
  id: 'arbitration.market.search',
  defaultMessage: 'La recherche de fonds par nom, code ISIN ou thème, {limit} résultats à la fois, les mieux adaptés à votre profil de risque en tête',
});

export const optimizeRequirementsMessage = defineMessage<{ srri: number }>({
  id: 'arbitration.optimize.requirements',
  defaultMessage: 'Une sélection qui contient au moins un fonds euros et un fonds de SRRI inférieur à {srri}',
});
