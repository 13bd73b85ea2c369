import { defineMessages } from 'react-intl';

/**
 * The page title of each screen of the route table (`<title>`, followed by the brand's title, e.g.
 * « Tableau de bord — Patrimo »): what a person hears first when a page opens, and what tells tabs apart.
 */
export const routeTitles = defineMessages({
  landing: { id: 'host.title.landing', defaultMessage: 'Votre patrimoine réuni' },
  features: { id: 'host.title.features', defaultMessage: 'Fonctionnalités' },
  commitments: { id: 'host.title.commitments', defaultMessage: 'Nos engagements' },
  forAdvisors: { id: 'host.title.forAdvisors', defaultMessage: 'Pour les professionnels du patrimoine' },
  advisor: { id: 'host.title.advisor', defaultMessage: 'Conseillers en gestion de patrimoine' },
  customers: { id: 'host.title.customers', defaultMessage: 'Nos clients professionnels' },
  cgu: { id: 'host.title.cgu', defaultMessage: 'Conditions générales d’utilisation' },
  legalNotice: { id: 'host.title.legalNotice', defaultMessage: 'Mentions légales' },
  publicContract: { id: 'host.title.publicContract', defaultMessage: 'Fiche contrat' },
  deleteProfile: { id: 'host.title.deleteProfile', defaultMessage: 'Suppression du compte' },
  login: { id: 'host.title.login', defaultMessage: 'Connexion' },
  register: { id: 'host.title.register', defaultMessage: 'Création de compte' },
  passwordReset: { id: 'host.title.passwordReset', defaultMessage: 'Mot de passe oublié' },
  advisoryLogin: { id: 'host.title.advisoryLogin', defaultMessage: 'Connexion conseillers' },
  accountsAdd: { id: 'host.title.accountsAdd', defaultMessage: 'Ajout de vos premiers comptes' },
  propertyEstimator: { id: 'host.title.propertyEstimator', defaultMessage: 'Ajout d’un bien immobilier' },
  propertyManual: { id: 'host.title.propertyManual', defaultMessage: 'Ajout manuel d’un bien immobilier' },
  evaluate: { id: 'host.title.evaluate', defaultMessage: 'Estimation du bien immobilier' },
  evaluateManual: { id: 'host.title.evaluateManual', defaultMessage: 'Valeur du bien immobilier' },
  accountsLoad: { id: 'host.title.accountsLoad', defaultMessage: 'Synchronisation des comptes' },
  onboardingProfile: { id: 'host.title.onboardingProfile', defaultMessage: 'Votre profil' },
  accountsRisk: { id: 'host.title.accountsRisk', defaultMessage: 'Questionnaire de risque' },
  confirmation: { id: 'host.title.confirmation', defaultMessage: 'Confirmation de l’adresse e-mail' },
  subscribe: { id: 'host.title.subscribe', defaultMessage: 'Choix de l’abonnement' },
  pay: { id: 'host.title.pay', defaultMessage: 'Paiement' },
  dashboard: { id: 'host.title.dashboard', defaultMessage: 'Tableau de bord' },
  dashboardLoans: { id: 'host.title.dashboardLoans', defaultMessage: 'Crédits' },
  contract: { id: 'host.title.contract', defaultMessage: 'Contrat' },
  analysis: { id: 'host.title.analysis', defaultMessage: 'Analyse du contrat' },
  reco: { id: 'host.title.reco', defaultMessage: 'Recommandations du contrat' },
  arbitration: { id: 'host.title.arbitration', defaultMessage: 'Arbitrage du contrat' },
  propertyContract: { id: 'host.title.propertyContract', defaultMessage: 'Bien immobilier' },
  user: { id: 'host.title.user', defaultMessage: 'Mon compte' },
  payment: { id: 'host.title.payment', defaultMessage: 'Mon abonnement' },
  accountsNew: { id: 'host.title.accountsNew', defaultMessage: 'Ajout d’un compte' },
  advisoryCustomers: { id: 'host.title.advisoryCustomers', defaultMessage: 'Clients' },
  stats: { id: 'host.title.stats', defaultMessage: 'Statistiques' },
  insights: { id: 'host.title.insights', defaultMessage: 'Analyses' },
  profile: { id: 'host.title.profile', defaultMessage: 'Mon profil de conseiller' },
  notFound: { id: 'host.title.notFound', defaultMessage: 'Page introuvable' },
  serverError: { id: 'host.title.serverError', defaultMessage: 'Erreur inattendue' },
});

export type RouteTitle = keyof typeof routeTitles;

/** The document's title: the screen's, then the brand's (« Tableau de bord — Patrimo »); the brand's alone without one. */
export function documentTitle(screenTitle: string | null, brandTitle: string): string {
  return screenTitle ? `${screenTitle} — ${brandTitle}` : brandTitle;
}
