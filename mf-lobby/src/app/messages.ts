import { defineMessages } from 'react-intl';

/** French text of the remote's own frame (what shows while a page's chunk loads). */
export const appMessages = defineMessages({
  loading: { id: 'lobby.app.loading', defaultMessage: 'Chargement de la page…' },
});
