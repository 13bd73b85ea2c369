import { defineMessages } from 'react-intl';

/** French text of this remote's own frame (not of a feature). */
export const appMessages = defineMessages({
  loading: { id: 'analysis.app.loading', defaultMessage: 'Chargement de l’écran…' },
});
