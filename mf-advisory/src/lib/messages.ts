import { defineMessages } from 'react-intl';

/** French text of the load states every screen of this remote shares. */
export const loadMessages = defineMessages({
  loading: { id: 'advisory.load.loading', defaultMessage: 'Chargement…' },
  failedTitle: { id: 'advisory.load.failedTitle', defaultMessage: 'Ces données n’ont pas pu être chargées' },
  retry: { id: 'advisory.load.retry', defaultMessage: 'Réessayer' },
});

/** Whether the advisor may read a customer's data (`CustomerAccess`), as a badge says it. */
export const accessMessages = defineMessages({
  none: { id: 'advisory.access.none', defaultMessage: 'Sans compte' },
  invited: { id: 'advisory.access.invited', defaultMessage: 'Invitation envoyée' },
  granted: { id: 'advisory.access.granted', defaultMessage: 'Accès accordé' },
  withdrawn: { id: 'advisory.access.withdrawn', defaultMessage: 'Accès retiré' },
});

/** Figures of customers. */
export const figureMessages = defineMessages({
  noFigure: { id: 'advisory.figure.none', defaultMessage: 'Non communiqué' },
});
