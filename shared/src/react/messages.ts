import { defineMessage, defineMessages } from 'react-intl';

/** French text of the shared React pieces (the default and only catalogue; ids are stable). */
export const sharedMessages = defineMessages({
  closeToast: { id: 'shared.toast.close', defaultMessage: 'Fermer la notification' },
  comingTitle: { id: 'shared.placeholder.coming', defaultMessage: 'Ce que vous trouverez ici' },
  comingBadge: { id: 'shared.placeholder.badge', defaultMessage: 'En construction' },
  screenLoading: { id: 'shared.screen.loading', defaultMessage: 'Chargement de l’écran…' },
  premiumBadge: { id: 'shared.premium.badge', defaultMessage: 'Premium' },
  premiumSubscribe: { id: 'shared.premium.subscribe', defaultMessage: 'Passer à Premium' },
  maskedAmount: { id: 'shared.amount.masked', defaultMessage: 'Montant masqué (mode privé)' },
  loading: { id: 'shared.load.loading', defaultMessage: 'Chargement…' },
  loadFailedTitle: { id: 'shared.load.failedTitle', defaultMessage: 'Ces données n’ont pas pu être chargées' },
  loadRetry: { id: 'shared.load.retry', defaultMessage: 'Réessayer' },
  // A message with values is declared with defineMessage<Values> so its arguments are type-checked.
  standaloneTitle: defineMessage<{ name: string }>({ id: 'shared.standalone.title', defaultMessage: 'Module {name} lancé seul' }),
  standaloneIntro: {
    id: 'shared.standalone.intro',
    defaultMessage: 'Ce module tourne hors de la coque principale, contre l’API. Choisissez un écran :',
  },
});
