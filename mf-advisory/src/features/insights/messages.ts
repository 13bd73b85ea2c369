import { defineMessage, defineMessages } from 'react-intl';

/** /advisory/insights. */
export const insightsMessages = defineMessages({
  title: { id: 'advisory.insights.title', defaultMessage: 'Points d’attention' },
  intro: {
    id: 'advisory.insights.intro',
    defaultMessage: 'Ce qui ressort du patrimoine de vos clients, pour choisir qui appeler en premier. Les clients qui ont le plus de points viennent d’abord.',
  },
  loading: { id: 'advisory.insights.loading', defaultMessage: 'Analyse de vos clients…' },
  byKind: { id: 'advisory.insights.byKind', defaultMessage: 'Clients concernés par type de point' },
  customers: { id: 'advisory.insights.customers', defaultMessage: 'Clients à suivre' },
  nothing: { id: 'advisory.insights.nothing', defaultMessage: 'Rien à signaler pour l’instant chez vos clients.' },
});

export const examinedMessage = defineMessage<{ count: number }>({
  id: 'advisory.insights.examined',
  defaultMessage:
    '{count, plural, =0 {Aucun client ne vous a encore ouvert l’accès à ses données.} one {# client examiné (ceux qui vous ont ouvert l’accès à leurs données).} other {# clients examinés (ceux qui vous ont ouvert l’accès à leurs données).}}',
});

export const kindCountMessage = defineMessage<{ count: number }>({
  id: 'advisory.insights.kindCount',
  defaultMessage: '{count, plural, =0 {aucun client} one {# client} other {# clients}}',
});

export const customerLinkMessage = defineMessage<{ name: string }>({
  id: 'advisory.insights.customerLink',
  defaultMessage: 'Voir les points d’attention de {name}',
});
