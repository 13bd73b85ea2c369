import { defineMessages } from 'react-intl';

export const statsMessages = defineMessages({
  title: { id: 'advisory.stats.title', defaultMessage: 'Statistiques' },
  description: {
    id: 'advisory.stats.description',
    defaultMessage: 'L’activité de votre clientèle et de vos invitations, en un coup d’œil.',
  },
  customers: {
    id: 'advisory.stats.customers',
    defaultMessage: 'Le nombre de vos clients, et le patrimoine total que vous suivez pour eux',
  },
  invitations: {
    id: 'advisory.stats.invitations',
    defaultMessage: 'Vos invitations : envoyées, lues (lien ouvert), acceptées (compte créé) et annulées',
  },
  interactions: {
    id: 'advisory.stats.interactions',
    defaultMessage: 'Vos interactions : notes, appels entrants et appels sortants',
  },
  linkCustomers: { id: 'advisory.stats.linkCustomers', defaultMessage: 'Vos clients' },
});
