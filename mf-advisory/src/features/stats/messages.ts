import { defineMessage, defineMessages } from 'react-intl';

/** /advisory/stats. */
export const statsMessages = defineMessages({
  title: { id: 'advisory.stats.title', defaultMessage: 'Statistiques' },
  scopeOwn: { id: 'advisory.stats.scopeOwn', defaultMessage: 'Les chiffres de vos clients.' },
  scopeFirm: { id: 'advisory.stats.scopeFirm', defaultMessage: 'Les chiffres de tous les clients du cabinet.' },
  loading: { id: 'advisory.stats.loading', defaultMessage: 'Chargement des statistiques…' },
  keyFigures: { id: 'advisory.stats.keyFigures', defaultMessage: 'Chiffres clés' },
  customers: { id: 'advisory.stats.customers', defaultMessage: 'Clients' },
  assets: { id: 'advisory.stats.assets', defaultMessage: 'Actifs conseillés' },
  averageWealth: { id: 'advisory.stats.averageWealth', defaultMessage: 'Patrimoine moyen' },
  interactions30: { id: 'advisory.stats.interactions30', defaultMessage: 'Interactions des 30 derniers jours' },
  assetsChart: { id: 'advisory.stats.assetsChart', defaultMessage: 'Actifs conseillés sur 12 mois' },
  invitationsChart: { id: 'advisory.stats.invitationsChart', defaultMessage: 'Invitations par état' },
  interactionsChart: { id: 'advisory.stats.interactionsChart', defaultMessage: 'Interactions par type' },
  riskChart: { id: 'advisory.stats.riskChart', defaultMessage: 'Risque actuel et risque recommandé' },
  kindChart: { id: 'advisory.stats.kindChart', defaultMessage: 'Patrimoine par type de contrat' },
  byAdvisor: { id: 'advisory.stats.byAdvisor', defaultMessage: 'Par conseiller' },
  advisor: { id: 'advisory.stats.advisor', defaultMessage: 'Conseiller' },
  unassigned: { id: 'advisory.stats.unassigned', defaultMessage: 'Sans conseiller' },
  count: { id: 'advisory.stats.count', defaultMessage: 'Nombre' },
  current: { id: 'advisory.stats.current', defaultMessage: 'Risque actuel' },
  recommended: { id: 'advisory.stats.recommended', defaultMessage: 'Risque recommandé' },
  noData: { id: 'advisory.stats.noData', defaultMessage: 'Pas encore de données à afficher.' },
  assetsEmpty: { id: 'advisory.stats.assetsEmpty', defaultMessage: 'Aucun actif conseillé sur la période.' },
});

export const customersWithAccessMessage = defineMessage<{ count: number }>({
  id: 'advisory.stats.customersWithAccess',
  defaultMessage: '{count, plural, =0 {aucun n’a encore ouvert l’accès à ses données} one {dont # avec accès à ses données} other {dont # avec accès à leurs données}}',
});

export const assetsChangeMessage = defineMessage<{ from: string; to: string; since: string }>({
  id: 'advisory.stats.assetsChange',
  defaultMessage: 'Les actifs conseillés sont passés de {from} à {to} depuis {since}.',
});

export const assetsOneMessage = defineMessage<{ value: string; date: string }>({
  id: 'advisory.stats.assetsOne',
  defaultMessage: 'Les actifs conseillés s’élèvent à {value} le {date}.',
});

export const countsSummaryMessage = defineMessage<{ what: string; parts: string }>({
  id: 'advisory.stats.countsSummary',
  defaultMessage: '{what}\u202f: {parts}.',
});

export const countPartMessage = defineMessage<{ label: string; count: number }>({
  id: 'advisory.stats.countPart',
  defaultMessage: '{label} {count}',
});

export const riskSummaryMessage = defineMessage<{ current: string; recommended: string; parts: string }>({
  id: 'advisory.stats.riskSummary',
  defaultMessage: 'Risque moyen actuel {current} pour un risque recommandé moyen de {recommended}. Clients par niveau, actuel contre recommandé\u202f: {parts}.',
});

export const riskPartMessage = defineMessage<{ label: string; current: number; recommended: number }>({
  id: 'advisory.stats.riskPart',
  defaultMessage: '{label} {current} contre {recommended}',
});

export const riskValueMessage = defineMessage<{ value: string }>({ id: 'advisory.stats.riskValue', defaultMessage: '{value}/5' });

export const notAvailableMessage = defineMessage({ id: 'advisory.stats.notAvailable', defaultMessage: 'non disponible' });
