import { defineMessage, defineMessages } from 'react-intl';

/** French text of the host shell. */
export const hostMessages = defineMessages({
  remoteUnavailableTitle: { id: 'host.remote.unavailableTitle', defaultMessage: 'Cette partie de Patrimo est momentanément indisponible' },
  remoteUnavailableBody: {
    id: 'host.remote.unavailableBody',
    defaultMessage: 'Le reste de l’application fonctionne normalement. Vous pouvez réessayer dans un instant.',
  },
  retry: { id: 'host.remote.retry', defaultMessage: 'Réessayer' },
  remoteSlowTitle: { id: 'host.remote.slowTitle', defaultMessage: 'Le chargement prend plus de temps que prévu' },
  remoteSlowBody: {
    id: 'host.remote.slowBody',
    defaultMessage: 'Votre connexion ou nos serveurs sont lents en ce moment. Vous pouvez patienter ou relancer le chargement.',
  },
  loading: { id: 'host.remote.loading', defaultMessage: 'Chargement…' },
  notFoundTitle: { id: 'host.error.notFoundTitle', defaultMessage: 'Page introuvable' },
  notFoundBody: {
    id: 'host.error.notFoundBody',
    defaultMessage: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  serverErrorTitle: { id: 'host.error.serverErrorTitle', defaultMessage: 'Une erreur inattendue est survenue' },
  serverErrorBody: {
    id: 'host.error.serverErrorBody',
    defaultMessage: 'Nos équipes en sont informées. Réessayez dans quelques instants.',
  },
  backHome: { id: 'host.error.backHome', defaultMessage: 'Revenir à l’accueil' },
  shellErrorTitle: { id: 'host.error.shellErrorTitle', defaultMessage: 'Cette page n’a pas pu se charger' },
  shellErrorBody: {
    id: 'host.error.shellErrorBody',
    defaultMessage: 'Une partie de l’application n’est pas arrivée, souvent à cause de la connexion. Rien n’est perdu : rechargez la page.',
  },
  shellErrorReload: { id: 'host.error.shellErrorReload', defaultMessage: 'Recharger la page' },
  shellErrorPageTitle: { id: 'host.error.shellErrorPageTitle', defaultMessage: 'Erreur de chargement' },
  cookieText: {
    id: 'host.cookies.text',
    defaultMessage:
      'Nous utilisons uniquement les cookies nécessaires au fonctionnement du service et à la mesure d’audience anonyme.',
  },
  cookieLink: { id: 'host.cookies.link', defaultMessage: 'En savoir plus dans les conditions d’utilisation' },
  cookieAccept: { id: 'host.cookies.accept', defaultMessage: 'J’ai compris' },
  cookieRegion: { id: 'host.cookies.region', defaultMessage: 'Information sur les cookies' },
  navFeatures: { id: 'host.nav.features', defaultMessage: 'Fonctionnalités' },
  navCommitments: { id: 'host.nav.commitments', defaultMessage: 'Nos engagements' },
  navPros: { id: 'host.nav.pros', defaultMessage: 'Professionnels' },
  navLogin: { id: 'host.nav.login', defaultMessage: 'Se connecter' },
  navRegister: { id: 'host.nav.register', defaultMessage: 'Créer un compte' },
  navApp: { id: 'host.nav.app', defaultMessage: 'Mon espace' },
  footerCgu: { id: 'host.footer.cgu', defaultMessage: 'Conditions générales d’utilisation' },
  footerLegal: { id: 'host.footer.legal', defaultMessage: 'Mentions légales' },
  footerAdvisors: { id: 'host.footer.advisors', defaultMessage: 'Espace conseillers' },
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
  skipToContent: { id: 'host.skipToContent', defaultMessage: 'Aller au contenu' },
  navMain: { id: 'host.nav.main', defaultMessage: 'Navigation principale' },
  navLegal: { id: 'host.nav.legal', defaultMessage: 'Informations légales' },
  logout: { id: 'host.header.logout', defaultMessage: 'Se déconnecter' },
  sidebarCollapse: { id: 'host.header.sidebarCollapse', defaultMessage: 'Masquer le menu' },
  sidebarExpand: { id: 'host.header.sidebarExpand', defaultMessage: 'Afficher le menu' },
  openMenu: { id: 'host.header.menu', defaultMessage: 'Ouvrir le menu' },
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

export const footerClaim = defineMessage<{ brand: string; count: number }>({
  id: 'host.footer.claim',
  defaultMessage: '{brand} — plus de {count} établissements couverts, données actualisées chaque jour.',
});

/** The unread badge next to « Notifications » in the app menu, as a screen reader says it. */
export const unreadNotificationsMessage = defineMessage<{ count: number }>({
  id: 'host.menu.unreadNotifications',
  defaultMessage: '{count, plural, one {# notification non lue} other {# notifications non lues}}',
});
