import { defineMessage, defineMessages } from 'react-intl';

/** The customer list (/advisory/customers). */
export const listMessages = defineMessages({
  title: { id: 'advisory.list.title', defaultMessage: 'Vos clients' },
  add: { id: 'advisory.list.add', defaultMessage: 'Ajouter un client' },
  filters: { id: 'advisory.list.filters', defaultMessage: 'Filtrer la liste' },
  search: { id: 'advisory.list.search', defaultMessage: 'Rechercher un client' },
  searchHelp: { id: 'advisory.list.searchHelp', defaultMessage: 'Nom, prénom, adresse e-mail ou numéro client' },
  wealth: { id: 'advisory.list.wealth', defaultMessage: 'Patrimoine' },
  risk: { id: 'advisory.list.risk', defaultMessage: 'Risque moyen' },
  inactive: { id: 'advisory.list.inactive', defaultMessage: 'Sans interaction depuis' },
  invitation: { id: 'advisory.list.invitation', defaultMessage: 'Invitation' },
  advisor: { id: 'advisory.list.advisor', defaultMessage: 'Conseiller' },
  all: { id: 'advisory.list.all', defaultMessage: 'Tous' },
  allAdvisors: { id: 'advisory.list.allAdvisors', defaultMessage: 'Tous les conseillers' },
  reset: { id: 'advisory.list.reset', defaultMessage: 'Effacer les filtres' },
  loading: { id: 'advisory.list.loading', defaultMessage: 'Chargement de vos clients…' },
  empty: { id: 'advisory.list.empty', defaultMessage: 'Vous n’avez pas encore de client. Ajoutez-en un à la main, par invitation ou par un fichier CSV.' },
  noMatch: { id: 'advisory.list.noMatch', defaultMessage: 'Aucun client ne correspond à ces filtres.' },
  ascending: { id: 'advisory.list.ascending', defaultMessage: 'ordre croissant' },
  descending: { id: 'advisory.list.descending', defaultMessage: 'ordre décroissant' },
  never: { id: 'advisory.list.never', defaultMessage: 'Jamais' },
  pagination: { id: 'advisory.list.pagination', defaultMessage: 'Pages de la liste des clients' },
  previousPage: { id: 'advisory.list.previousPage', defaultMessage: 'Page précédente' },
  nextPage: { id: 'advisory.list.nextPage', defaultMessage: 'Page suivante' },
  firstPage: { id: 'advisory.list.firstPage', defaultMessage: 'Première page' },
  lastPage: { id: 'advisory.list.lastPage', defaultMessage: 'Dernière page' },
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'advisory.list.count',
  defaultMessage: '{count, plural, =0 {Aucun client} one {# client} other {# clients}}',
});

export const pageMessage = defineMessage<{ page: number }>({ id: 'advisory.list.page', defaultMessage: 'Page {page}' });

export const sortByMessage = defineMessage<{ column: string }>({ id: 'advisory.list.sortBy', defaultMessage: 'Trier par {column}' });

export const inactiveChoiceMessage = defineMessage<{ days: number }>({
  id: 'advisory.list.inactiveChoice',
  defaultMessage: 'plus de {days, plural, one {# jour} other {# jours}}',
});

export const riskChoiceMessage = defineMessage<{ level: number; label: string }>({
  id: 'advisory.list.riskChoice',
  defaultMessage: '{level} – {label}',
});

export const riskValueMessage = defineMessage<{ value: string }>({ id: 'advisory.list.riskValue', defaultMessage: '{value}/5' });

/** Labels of the wealth bands (`WEALTH_BANDS`), amounts formatted in fr-FR. */
export const bandBelowMessage = defineMessage<{ max: string }>({ id: 'advisory.list.bandBelow', defaultMessage: 'Moins de {max}' });
export const bandBetweenMessage = defineMessage<{ min: string; max: string }>({ id: 'advisory.list.bandBetween', defaultMessage: 'De {min} à {max}' });
export const bandAboveMessage = defineMessage<{ min: string }>({ id: 'advisory.list.bandAbove', defaultMessage: 'Plus de {min}' });

/** Column headers of the list (spec §3 "Client list fields"). */
export const columnMessages = defineMessages({
  lastName: { id: 'advisory.list.col.lastName', defaultMessage: 'Nom' },
  wealthAmount: { id: 'advisory.list.col.wealthAmount', defaultMessage: 'Patrimoine' },
  availableLiquidities: { id: 'advisory.list.col.availableLiquidities', defaultMessage: 'Liquidités disponibles' },
  contractsCount: { id: 'advisory.list.col.contractsCount', defaultMessage: 'Contrats' },
  internalContracts: { id: 'advisory.list.col.internalContracts', defaultMessage: 'Contrats internes' },
  currentRiskAvg: { id: 'advisory.list.col.currentRiskAvg', defaultMessage: 'Risque moyen' },
  lastInteractionAt: { id: 'advisory.list.col.lastInteractionAt', defaultMessage: 'Dernière interaction' },
  favoriteContract: { id: 'advisory.list.col.favoriteContract', defaultMessage: 'Contrat phare' },
  invitationState: { id: 'advisory.list.col.invitationState', defaultMessage: 'Invitation / accès' },
});

export const captionMessage = defineMessage<{ column: string; order: string }>({
  id: 'advisory.list.caption',
  defaultMessage: 'Vos clients, triés par {column} ({order})',
});

export const followedByMessage = defineMessage<{ name: string }>({ id: 'advisory.list.followedBy', defaultMessage: 'Suivi par {name}' });
