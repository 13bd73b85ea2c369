import { defineMessage, defineMessages } from 'react-intl';

/**
 * French text of the signed-in frames (app and advisory navigation, header, session expiry): apart from the shell's
 * own (`hostMessages`) so that the public pages, which never show them, do not carry them.
 */
export const signedInMessages = defineMessages({
  menuDashboard: { id: 'host.menu.dashboard', defaultMessage: 'Tableau de bord' },
  menuLoans: { id: 'host.menu.loans', defaultMessage: 'Crédits' },
  menuAddAccount: { id: 'host.menu.addAccount', defaultMessage: 'Ajouter un compte' },
  menuAccount: { id: 'host.menu.account', defaultMessage: 'Mon compte' },
  menuNotifications: { id: 'host.menu.notifications', defaultMessage: 'Notifications' },
  menuPayment: { id: 'host.menu.payment', defaultMessage: 'Abonnement' },
  menuCustomers: { id: 'host.menu.customers', defaultMessage: 'Clients' },
  menuStats: { id: 'host.menu.stats', defaultMessage: 'Statistiques' },
  menuInsights: { id: 'host.menu.insights', defaultMessage: 'Analyses' },
  menuProfile: { id: 'host.menu.profile', defaultMessage: 'Mon profil' },
  privateModeOn: { id: 'host.header.privateOn', defaultMessage: 'Masquer les montants' },
  privateModeOff: { id: 'host.header.privateOff', defaultMessage: 'Afficher les montants' },
  themeToLight: { id: 'host.header.themeLight', defaultMessage: 'Passer au thème clair' },
  themeToDark: { id: 'host.header.themeDark', defaultMessage: 'Passer au thème sombre' },
  sidebarCollapse: { id: 'host.header.sidebarCollapse', defaultMessage: 'Masquer le menu' },
  sidebarExpand: { id: 'host.header.sidebarExpand', defaultMessage: 'Afficher le menu' },
  autoLogoutTitle: { id: 'host.autoLogout.title', defaultMessage: 'Votre session va expirer' },
  autoLogoutStay: { id: 'host.autoLogout.stay', defaultMessage: 'Rester connecté' },
  autoLogoutLeave: { id: 'host.autoLogout.leave', defaultMessage: 'Me déconnecter' },
  loggedOutToastTitle: { id: 'host.autoLogout.toastTitle', defaultMessage: 'Session expirée' },
  loggedOutToast: { id: 'host.autoLogout.toast', defaultMessage: 'Par sécurité, vous avez été déconnecté. Reconnectez-vous pour continuer.' },
});

export const autoLogoutBody = defineMessage<{ seconds: number }>({
  id: 'host.autoLogout.body',
  defaultMessage:
    'Sans action de votre part, vous serez déconnecté dans {seconds, plural, one {# seconde} other {# secondes}}, pour protéger vos données.',
});

/** The unread badge next to « Notifications » in the app menu, as a screen reader says it. */
export const unreadNotificationsMessage = defineMessage<{ count: number }>({
  id: 'host.menu.unreadNotifications',
  defaultMessage: '{count, plural, one {# notification non lue} other {# notifications non lues}}',
});
