import { defineMessages } from 'react-intl';

export const insightsMessages = defineMessages({
  title: { id: 'advisory.insights.title', defaultMessage: 'Analyses de votre clientèle' },
  description: {
    id: 'advisory.insights.description',
    defaultMessage: 'Ce que le patrimoine de vos clients dit de leurs besoins, pour cibler vos prochains rendez-vous.',
  },
  composition: {
    id: 'advisory.insights.composition',
    defaultMessage: 'La répartition du patrimoine de vos clients par type de contrat, par établissement et par niveau de risque',
  },
  riskGap: {
    id: 'advisory.insights.riskGap',
    defaultMessage: 'Les clients dont le risque pris s’écarte de leur profil recommandé',
  },
  liquidity: {
    id: 'advisory.insights.liquidity',
    defaultMessage: 'Les clients qui disposent de liquidités importantes à placer',
  },
  linkCustomers: { id: 'advisory.insights.linkCustomers', defaultMessage: 'Vos clients' },
});
