import { defineMessage, defineMessages } from 'react-intl';

export const analysisMessages = defineMessages({
  stepperLabel: { id: 'analysis.frame.stepperLabel', defaultMessage: 'Étapes de l’analyse' },
  substepsLabel: { id: 'analysis.frame.substepsLabel', defaultMessage: 'Points de cette étape' },
  previous: { id: 'analysis.frame.previous', defaultMessage: 'Précédent' },
  next: { id: 'analysis.frame.next', defaultMessage: 'Suivant' },
  toArbitration: { id: 'analysis.frame.toArbitration', defaultMessage: 'Passer à l’arbitrage' },
  backToContract: { id: 'analysis.frame.backToContract', defaultMessage: 'Revenir au contrat' },
  contractSettings: { id: 'analysis.frame.contractSettings', defaultMessage: 'Compléter les paramètres du contrat' },

  allocationLabel: { id: 'analysis.allocation.label', defaultMessage: 'Allocation' },
  allocationIntro: {
    id: 'analysis.allocation.intro',
    defaultMessage: 'Ce dans quoi votre contrat est réellement investi, fonds par fonds, et l’écart avec l’allocation qui vous correspond.',
  },
  allocation1Title: { id: 'analysis.allocation.1.title', defaultMessage: 'Classes d’actifs' },
  allocation1Split: {
    id: 'analysis.allocation.1.split',
    defaultMessage: 'La répartition du contrat entre fonds euros, actions, obligations, immobilier et liquidités',
  },
  allocation1Lock: {
    id: 'analysis.allocation.1.lock',
    defaultMessage:
      'Tant que votre profil de risque manque, une partie de l’analyse reste verrouillée : le questionnaire la débloque en quelques minutes',
  },
  allocation2Title: { id: 'analysis.allocation.2.title', defaultMessage: 'Zones géographiques' },
  allocation2Regions: {
    id: 'analysis.allocation.2.regions',
    defaultMessage: 'L’exposition par zone : Amérique du Nord, Europe, Asie, Amérique latine, Afrique, Océanie, autres',
  },
  allocation3Title: { id: 'analysis.allocation.3.title', defaultMessage: 'Secteurs d’activité' },
  allocation4Title: { id: 'analysis.allocation.4.title', defaultMessage: 'Supports' },
  allocation4Funds: {
    id: 'analysis.allocation.4.funds',
    defaultMessage: 'Le poids de chaque fonds dans le contrat, avec sa classe d’actifs et son indicateur de risque',
  },
  allocation5Title: { id: 'analysis.allocation.5.title', defaultMessage: 'Allocation cible' },
  allocation5Target: {
    id: 'analysis.allocation.5.target',
    defaultMessage: 'L’allocation qui correspond à votre profil de risque, face à celle d’aujourd’hui',
  },

  performancesLabel: { id: 'analysis.performances.label', defaultMessage: 'Performances' },
  performancesIntro: {
    id: 'analysis.performances.intro',
    defaultMessage: 'Ce que votre contrat et chacun de ses fonds ont rapporté, face à leurs indices de référence.',
  },
  performances1Title: { id: 'analysis.performances.1.title', defaultMessage: 'Historique' },
  performances2Title: { id: 'analysis.performances.2.title', defaultMessage: 'Face aux indices' },
  performances3Title: { id: 'analysis.performances.3.title', defaultMessage: 'Régularité' },
  performances5Title: { id: 'analysis.performances.5.title', defaultMessage: 'Surperformance' },

  riskLabel: { id: 'analysis.risk.label', defaultMessage: 'Risque' },
  riskIntro: {
    id: 'analysis.risk.intro',
    defaultMessage: 'Le risque que porte votre contrat, comparé à celui que votre profil d’investisseur vous recommande.',
  },
  risk1Title: { id: 'analysis.risk.1.title', defaultMessage: 'Votre profil' },
  risk1Profile: {
    id: 'analysis.risk.1.profile',
    defaultMessage: 'Votre profil recommandé, de « prudent » à « agressif », issu du questionnaire de risque',
  },
  risk2Title: { id: 'analysis.risk.2.title', defaultMessage: 'Niveau du contrat' },
  risk3Title: { id: 'analysis.risk.3.title', defaultMessage: 'Risque des fonds' },
  risk4Title: { id: 'analysis.risk.4.title', defaultMessage: 'Ratios de risque' },
  risk4Ratios: {
    id: 'analysis.risk.4.ratios',
    defaultMessage: 'Les ratios de risque du contrat, chacun situé dans une plage basse, normale ou élevée',
  },
  risk5Title: { id: 'analysis.risk.5.title', defaultMessage: 'Écart au profil' },
  risk5Gap: {
    id: 'analysis.risk.5.gap',
    defaultMessage: 'L’écart entre le risque pris et votre profil, et ce qu’il faudrait changer pour le combler',
  },

  feesLabel: { id: 'analysis.fees.label', defaultMessage: 'Frais' },
  feesIntro: {
    id: 'analysis.fees.intro',
    defaultMessage: 'Tous les frais de votre contrat, ce qu’ils vous coûtent aujourd’hui et sur la durée.',
  },
  fees1Title: { id: 'analysis.fees.1.title', defaultMessage: 'Frais du contrat' },
  fees1Kinds: {
    id: 'analysis.fees.1.kinds',
    defaultMessage:
      'Les frais d’entrée, de sortie, sur versement, de courtage, sur fonds euros, sur unités de compte, de rachat, de gestion, de garde et de transfert',
  },
  fees2Title: { id: 'analysis.fees.2.title', defaultMessage: 'Frais à venir' },
  fees3Title: { id: 'analysis.fees.3.title', defaultMessage: 'Frais des fonds' },
  fees4Title: { id: 'analysis.fees.4.title', defaultMessage: 'Projection' },
  fees5Title: { id: 'analysis.fees.5.title', defaultMessage: 'Économies possibles' },
  fees5Savings: {
    id: 'analysis.fees.5.savings',
    defaultMessage: 'Ce que vous économiseriez en remplaçant les supports les plus chers par des équivalents moins coûteux',
  },

  advicesLabel: { id: 'analysis.advices.label', defaultMessage: 'Conseils' },
  advicesIntro: {
    id: 'analysis.advices.intro',
    defaultMessage: 'Notre recommandation pour ce contrat, tirée des quatre étapes précédentes, et la manière de la mettre en œuvre.',
  },
  advices1Title: { id: 'analysis.advices.1.title', defaultMessage: 'Notre recommandation' },
  advices1Summary: {
    id: 'analysis.advices.1.summary',
    defaultMessage: 'La synthèse de l’analyse : allocation, performances, risque et frais, et ce que nous vous conseillons',
  },
  advices2Title: { id: 'analysis.advices.2.title', defaultMessage: 'Allocation optimisée' },
  advices3Title: { id: 'analysis.advices.3.title', defaultMessage: 'Passer à l’action' },
  advices3Arbitration: {
    id: 'analysis.advices.3.arbitration',
    defaultMessage: 'L’arbitrage qui met en œuvre la recommandation : allocation de départ, choix des fonds puis optimisation',
  },
});

export const pageTitleMessage = defineMessage<{ step: string; substep: string }>({
  id: 'analysis.frame.pageTitle',
  defaultMessage: '{step} : {substep}',
});

export const substepPositionMessage = defineMessage<{ current: number; total: number }>({
  id: 'analysis.frame.substepPosition',
  defaultMessage: 'Point {current} sur {total}',
});

export const allocationSectorsMessage = defineMessage<{ top: number }>({
  id: 'analysis.allocation.3.sectors',
  defaultMessage: 'Les {top} premiers secteurs d’activité de vos actions, les autres regroupés',
});

export const performancesHistoryMessage = defineMessage<{ base: number }>({
  id: 'analysis.performances.1.history',
  defaultMessage: 'La performance du contrat en base {base}, sur la période de votre choix',
});

export const performancesBenchmarkMessage = defineMessage<{ penalty: string }>({
  id: 'analysis.performances.2.benchmark',
  defaultMessage: 'La performance de chaque fonds face à son indice de référence, après une pénalité de {penalty} appliquée au fonds',
});

export const performancesRegularityMessage = defineMessage<{ years: number }>({
  id: 'analysis.performances.3.regularity',
  defaultMessage: 'Les fonds qui battent leur indice sur {years} ans, c’est-à-dire chacune des {years} dernières années',
});

export const performancesGaugesMessage = defineMessage<{ horizons: string }>({
  id: 'analysis.performances.5.gauges',
  defaultMessage: 'Les jauges de surperformance de chaque fonds à {horizons} ans',
});

export const riskLevelMessage = defineMessage<{ min: number; max: number }>({
  id: 'analysis.risk.2.level',
  defaultMessage: 'Le niveau de risque du contrat, sur l’échelle de {min} (garanti) à {max} (agressif)',
});

export const riskSrriMessage = defineMessage<{ min: number; max: number }>({
  id: 'analysis.risk.3.srri',
  defaultMessage: 'L’indicateur de risque SRRI de chaque fonds, de {min} à {max}, et sa part dans le contrat',
});

export const feesUpcomingMessage = defineMessage<{ months: number }>({
  id: 'analysis.fees.2.upcoming',
  defaultMessage: 'Les frais que vous paierez sur les {months} prochains mois, en euros',
});

export const feesFundsMessage = defineMessage<{ passive: string; active: string }>({
  id: 'analysis.fees.3.funds',
  defaultMessage:
    'Les frais courants de chaque fonds, face à un fonds indiciel (environ {passive} par an) et à un fonds géré activement (environ {active})',
});

export const feesProjectionMessage = defineMessage<{ years: number }>({
  id: 'analysis.fees.4.projection',
  defaultMessage: 'Le coût cumulé de vos frais sur {years} ans, et ce qu’il retire à votre épargne',
});

export const advicesOptimisationMessage = defineMessage<{ confidence: string }>({
  id: 'analysis.advices.2.optimisation',
  defaultMessage: 'L’allocation que nous proposons, optimisée pour votre profil de risque avec un niveau de confiance de {confidence}',
});

export const advicesErrorMessage = defineMessage<{ message: string }>({
  id: 'analysis.advices.1.error',
  defaultMessage: 'Si elle ne peut pas être calculée, vous le saurez par le message « {message} »',
});
