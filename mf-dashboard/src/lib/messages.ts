import { defineMessages } from 'react-intl';

/** French text of the load states every screen of this remote shares. */
export const loadMessages = defineMessages({
  loading: { id: 'dashboard.load.loading', defaultMessage: 'Chargement…' },
  failedTitle: { id: 'dashboard.load.failedTitle', defaultMessage: 'Ces données n’ont pas pu être chargées' },
  retry: { id: 'dashboard.load.retry', defaultMessage: 'Réessayer' },
});
