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
  skipToContent: { id: 'host.skipToContent', defaultMessage: 'Aller au contenu' },
  navMain: { id: 'host.nav.main', defaultMessage: 'Navigation principale' },
  navLegal: { id: 'host.nav.legal', defaultMessage: 'Informations légales' },
  logout: { id: 'host.header.logout', defaultMessage: 'Se déconnecter' },
  openMenu: { id: 'host.header.menu', defaultMessage: 'Ouvrir le menu' },
});

export const footerClaim = defineMessage<{ brand: string; count: number }>({
  id: 'host.footer.claim',
  defaultMessage: '{brand} — plus de {count} établissements couverts, données actualisées chaque jour.',
});

