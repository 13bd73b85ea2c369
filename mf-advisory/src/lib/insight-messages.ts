import { defineMessage, defineMessages } from 'react-intl';

/** What stands out for a customer (`InsightKind`), as a heading of the book's insights. */
export const insightKindMessages = defineMessages({
  out_of_profile: { id: 'advisory.insight.kind.outOfProfile', defaultMessage: 'Contrats hors profil' },
  idle_liquidities: { id: 'advisory.insight.kind.idleLiquidities', defaultMessage: 'Liquidités au-delà des plafonds' },
  high_fees: { id: 'advisory.insight.kind.highFees', defaultMessage: 'Frais au-dessus de la moyenne' },
  analysis_not_done: { id: 'advisory.insight.kind.analysisNotDone', defaultMessage: 'Analyses jamais faites' },
  no_risk_profile: { id: 'advisory.insight.kind.noRiskProfile', defaultMessage: 'Sans profil de risque' },
});

/** The same kinds as the short badge next to one insight (« Hors profil », « Frais élevés »…). */
export const insightBadgeMessages = defineMessages({
  out_of_profile: { id: 'advisory.insight.badge.outOfProfile', defaultMessage: 'Hors profil' },
  idle_liquidities: { id: 'advisory.insight.badge.idleLiquidities', defaultMessage: 'Liquidités oisives' },
  high_fees: { id: 'advisory.insight.badge.highFees', defaultMessage: 'Frais élevés' },
  analysis_not_done: { id: 'advisory.insight.badge.analysisNotDone', defaultMessage: 'Analyse non faite' },
  no_risk_profile: { id: 'advisory.insight.badge.noRiskProfile', defaultMessage: 'Profil manquant' },
});

/** One insight as a sentence, with the figure behind it and the threshold it crossed. */
export const insightSentenceMessages = {
  outOfProfile: defineMessage<{ contract: string | number; level: string | number; figure: string | number; recommended: string | number; threshold: string | number }>({
    id: 'advisory.insight.outOfProfile',
    defaultMessage: '{contract} a un risque {level} ({figure} sur 5), au-dessus de son profil recommandé {recommended} ({threshold} sur 5).',
  }),
  idleSavings: defineMessage<{ contract: string | number; figure: string | number; threshold: string | number }>({
    id: 'advisory.insight.idleSavings',
    defaultMessage: '{contract} atteint {figure}, au-delà du plafond réglementaire de {threshold}\u202f: l’excédent ne rapporte rien.',
  }),
  idleChecking: defineMessage<{ figure: string | number; threshold: string | number }>({
    id: 'advisory.insight.idleChecking',
    defaultMessage: 'Ses comptes courants cumulent {figure}, au-delà de {threshold} de liquidités utiles.',
  }),
  highFees: defineMessage<{ contract: string | number; figure: string | number; threshold: string | number }>({
    id: 'advisory.insight.highFees',
    defaultMessage: '{contract} coûte {figure} de frais par an, au-dessus de la moyenne de {threshold} pour ce type de contrat.',
  }),
  analysisNotDone: defineMessage<{ contract: string | number; figure: string | number }>({
    id: 'advisory.insight.analysisNotDone',
    defaultMessage: '{contract} ({figure}) n’a jamais été analysé.',
  }),
  noRiskProfile: defineMessage({
    id: 'advisory.insight.noRiskProfile',
    defaultMessage: 'Ce client n’a pas encore de profil de risque recommandé\u202f: proposez-lui le questionnaire investisseur.',
  }),
  someContract: defineMessage({ id: 'advisory.insight.someContract', defaultMessage: 'Un contrat' }),
};
