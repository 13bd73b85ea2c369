import { defineMessage, defineMessages } from 'react-intl';

export const advicesMessages = defineMessages({
  recommendationTitle: { id: 'analysis.advices.recommendation.title', defaultMessage: 'Ce que nous vous conseillons pour ce contrat' },
  recommendationDescription: {
    id: 'analysis.advices.recommendation.description',
    defaultMessage: 'Nos conseils, du plus important au moins pressant, tirés des quatre étapes précédentes.',
  },
  recommendationMethod: {
    id: 'analysis.advices.recommendation.method',
    defaultMessage:
      'Chaque conseil naît d’un chiffre de l’analyse comparé à une référence : le niveau de risque du contrat face à votre profil, son taux de frais face à un taux de référence, le plus grand écart d’allocation face au seuil qui justifie un arbitrage, le nombre de fonds face à une diversification minimale.',
  },
  recommendationNone: { id: 'analysis.advices.recommendation.none', defaultMessage: 'Votre contrat correspond à ce que nous recommandons : aucun changement n’est nécessaire aujourd’hui.' },
  unavailableTitle: { id: 'analysis.advices.unavailable.title', defaultMessage: 'Recommandation indisponible' },
  unavailableNoHoldings: {
    id: 'analysis.advices.unavailable.noHoldings',
    defaultMessage: 'Le détail des supports de ce contrat n’est pas connu : il faut le connaître pour recommander une allocation.',
  },
  unavailableNoRisk: {
    id: 'analysis.advices.unavailable.noRisk',
    defaultMessage: 'Les cours de ses fonds ne permettent pas encore de mesurer le risque du contrat.',
  },
  completeProfileAction: { id: 'analysis.advices.completeProfile.action', defaultMessage: 'Remplir le questionnaire de risque' },
  currentTitle: { id: 'analysis.advices.current.title', defaultMessage: 'Votre allocation aujourd’hui' },
  currentMethod: { id: 'analysis.advices.current.method', defaultMessage: 'La part de chaque classe d’actifs dans la valeur du contrat, fonds euro compris (étape Allocation).' },
  recommendedTitle: { id: 'analysis.advices.recommended.title', defaultMessage: 'L’allocation que nous visons pour vous' },
  recommendedMethod: {
    id: 'analysis.advices.recommended.method',
    defaultMessage: 'L’allocation modèle de votre profil recommandé : la cible vers laquelle l’arbitrage rapproche le contrat.',
  },
  recommendedEmpty: { id: 'analysis.advices.recommended.empty', defaultMessage: 'Aucune allocation cible n’est disponible pour ce contrat.' },
  startTitle: { id: 'analysis.advices.start.title', defaultMessage: 'Le point de départ de l’arbitrage' },
  startMethod: {
    id: 'analysis.advices.start.method',
    defaultMessage: 'L’arbitrage part de l’allocation recommandée quand votre profil est connu, de l’allocation actuelle sinon ; vous pouvez en changer à la première étape.',
  },
  wayTitle: { id: 'analysis.advices.way.title', defaultMessage: 'Mettre la recommandation en œuvre' },
  wayDescription: {
    id: 'analysis.advices.way.description',
    defaultMessage: 'L’arbitrage vous guide en trois temps, sans rien changer au contrat avant votre validation.',
  },
  wayStart: { id: 'analysis.advices.way.start', defaultMessage: 'Choisir l’allocation de départ : recommandée, actuelle ou vierge.' },
  wayMarket: { id: 'analysis.advices.way.market', defaultMessage: 'Sélectionner les fonds à considérer parmi ceux du contrat, dont un fonds euro et au moins un fonds de SRRI inférieur à 4.' },
  wayOptimise: {
    id: 'analysis.advices.way.optimise',
    defaultMessage: 'Choisir une stratégie, puis une allocation optimisée pour votre profil, avec sa fourchette de rendement à 95 % sur un an.',
  },
  wayAction: { id: 'analysis.advices.way.action', defaultMessage: 'Passer à l’arbitrage' },
  wayAdvisor: {
    id: 'analysis.advices.way.advisor',
    defaultMessage: 'Vous pouvez préparer l’arbitrage avec votre client : lui seul enregistre le plan sur son contrat.',
  },
  planTitle: { id: 'analysis.advices.plan.title', defaultMessage: 'Votre plan d’arbitrage enregistré' },
  planStale: { id: 'analysis.advices.plan.stale', defaultMessage: 'Le contrat a changé depuis l’enregistrement de ce plan, qui n’est peut-être plus à jour.' },
  planOpen: { id: 'analysis.advices.plan.open', defaultMessage: 'Ouvrir le plan' },
  planDelete: { id: 'analysis.advices.plan.delete', defaultMessage: 'Supprimer le plan' },
  inputRiskLevel: { id: 'analysis.advices.input.riskLevel', defaultMessage: 'Niveau de risque du contrat' },
  inputProfile: { id: 'analysis.advices.input.profile', defaultMessage: 'Profil recommandé' },
  inputFeeRate: { id: 'analysis.advices.input.feeRate', defaultMessage: 'Taux de frais du contrat (par an)' },
  inputReferenceFeeRate: { id: 'analysis.advices.input.referenceFeeRate', defaultMessage: 'Taux de frais de référence' },
  inputGapThreshold: { id: 'analysis.advices.input.gapThreshold', defaultMessage: 'Écart d’allocation qui justifie un arbitrage' },
  inputFundCount: { id: 'analysis.advices.input.fundCount', defaultMessage: 'Nombre de fonds' },
  loadingAllocation: { id: 'analysis.advices.loadingAllocation', defaultMessage: 'Chargement de l’allocation…' },
});

export const adviceFigureMessages = {
  riskLevel: defineMessage<{ value: string; reference: string }>({
    id: 'analysis.advices.figure.riskLevel',
    defaultMessage: 'Le contrat est au niveau de risque {value}, votre profil au niveau {reference}.',
  }),
  feeRate: defineMessage<{ value: string; reference: string }>({
    id: 'analysis.advices.figure.feeRate',
    defaultMessage: 'Le contrat coûte {value} par an, pour une référence de {reference}.',
  }),
  allocationGap: defineMessage<{ value: string; reference: string; assetClass: string }>({
    id: 'analysis.advices.figure.allocationGap',
    defaultMessage: 'L’écart sur « {assetClass} » atteint {value}, au-delà du seuil de {reference}.',
  }),
  fundCount: defineMessage<{ value: string; reference: string }>({
    id: 'analysis.advices.figure.fundCount',
    defaultMessage: 'Le contrat compte {value} fonds, pour au moins {reference} conseillés.',
  }),
  profile: defineMessage({
    id: 'analysis.advices.figure.profile',
    defaultMessage: 'Sans votre profil de risque, nous ne pouvons pas comparer le contrat à ce qui vous convient.',
  }),
};

export const priorityMessage = defineMessage<{ priority: number }>({
  id: 'analysis.advices.priority',
  defaultMessage: 'Priorité {priority}',
});

export const startValueMessage = defineMessage<{ start: string }>({
  id: 'analysis.advices.start.value',
  defaultMessage: 'L’arbitrage partira de : {start}.',
});

export const planSavedMessage = defineMessage<{ date: string; strategy: string; count: number }>({
  id: 'analysis.advices.plan.saved',
  defaultMessage: 'Enregistré le {date} · {strategy} · {count, plural, =0 {aucun mouvement} one {# mouvement} other {# mouvements}}',
});
