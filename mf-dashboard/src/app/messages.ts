import { defineMessages } from 'react-intl';

/** French text of this remote's own frame (not of a feature). */
export const appMessages = defineMessages({
  loading: { id: 'dashboard.app.loading', defaultMessage: 'Chargement de l’écran…' },
});
