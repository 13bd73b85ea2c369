import { defineMessage, defineMessages } from 'react-intl';

/** French text of the landing page (`/`). */
export const landingMessages = defineMessages({
  ctaRegister: { id: 'lobby.landing.ctaRegister', defaultMessage: 'Créer mon compte' },
  ctaLogin: { id: 'lobby.landing.ctaLogin', defaultMessage: 'J’ai déjà un compte' },
  ctaAdvisors: { id: 'lobby.landing.ctaAdvisors', defaultMessage: 'Vous êtes conseiller ?' },
  factDaily: { id: 'lobby.landing.factDaily', defaultMessage: 'Données actualisées chaque jour' },
  factReadOnly: { id: 'lobby.landing.factReadOnly', defaultMessage: 'Accès en lecture seule à vos comptes' },
  factEurope: { id: 'lobby.landing.factEurope', defaultMessage: 'Données hébergées dans l’Union européenne' },

  holdingsTitle: { id: 'lobby.landing.holdingsTitle', defaultMessage: 'Tout ce que vous possédez, et tout ce que vous devez' },
  holdingsBank: { id: 'lobby.landing.holdingsBank', defaultMessage: 'Comptes bancaires' },
  holdingsBankBody: {
    id: 'lobby.landing.holdingsBankBody',
    defaultMessage: 'Comptes courants, cartes à débit différé et comptes à terme, avec leurs soldes du jour.',
  },
  holdingsSavings: { id: 'lobby.landing.holdingsSavings', defaultMessage: 'Épargne réglementée' },
  holdingsSavingsBody: {
    id: 'lobby.landing.holdingsSavingsBody',
    defaultMessage: 'Livret A, LDDS, LEP, livret jeune, PEL et CEL : ce qui dort, ce qui rapporte, et les plafonds restants.',
  },
  holdingsSecurities: { id: 'lobby.landing.holdingsSecurities', defaultMessage: 'Comptes-titres et PEA' },
  holdingsSecuritiesBody: {
    id: 'lobby.landing.holdingsSecuritiesBody',
    defaultMessage: 'Chaque ligne détenue, son poids dans votre portefeuille et son évolution.',
  },
  holdingsLifeInsurance: { id: 'lobby.landing.holdingsLifeInsurance', defaultMessage: 'Assurance-vie et capitalisation' },
  holdingsLifeInsuranceBody: {
    id: 'lobby.landing.holdingsLifeInsuranceBody',
    defaultMessage: 'Fonds euros et unités de compte, contrat par contrat, avec leurs frais réels.',
  },
  holdingsRetirement: { id: 'lobby.landing.holdingsRetirement', defaultMessage: 'Épargne retraite et salariale' },
  holdingsRetirementBody: {
    id: 'lobby.landing.holdingsRetirementBody',
    defaultMessage: 'PER, PERCO, PEE, contrats article 83 et Madelin : l’épargne que l’on oublie trop souvent.',
  },
  holdingsLoans: { id: 'lobby.landing.holdingsLoans', defaultMessage: 'Crédits' },
  holdingsLoansBody: {
    id: 'lobby.landing.holdingsLoansBody',
    defaultMessage: 'Prêts immobiliers, crédits à la consommation et renouvelables : capital restant, taux et échéances.',
  },
  holdingsRealEstate: { id: 'lobby.landing.holdingsRealEstate', defaultMessage: 'Immobilier' },
  holdingsRealEstateBody: {
    id: 'lobby.landing.holdingsRealEstateBody',
    defaultMessage: 'Résidence principale, secondaire ou locative, reliée aux crédits qui la financent.',
  },

  analysisTitle: { id: 'lobby.landing.analysisTitle', defaultMessage: 'Comprendre votre patrimoine, pas seulement l’additionner' },
  analysisLead: {
    id: 'lobby.landing.analysisLead',
    defaultMessage: 'Une fois vos comptes réunis, chaque euro est ventilé et suivi dans le temps. Sept angles de lecture, sur l’ensemble de vos avoirs ou sur un seul contrat.',
  },
  analysisHistory: { id: 'lobby.landing.analysisHistory', defaultMessage: 'Historique' },
  analysisHistoryBody: {
    id: 'lobby.landing.analysisHistoryBody',
    defaultMessage: 'L’évolution de votre patrimoine jour après jour, par catégorie ou pour un seul contrat.',
  },
  analysisAllocation: { id: 'lobby.landing.analysisAllocation', defaultMessage: 'Répartition' },
  analysisAllocationBody: {
    id: 'lobby.landing.analysisAllocationBody',
    defaultMessage: 'Fonds euros, actions, obligations, immobilier, liquidités : la part réelle de chaque classe d’actifs.',
  },
  analysisGeography: { id: 'lobby.landing.analysisGeography', defaultMessage: 'Géographie' },
  analysisGeographyBody: {
    id: 'lobby.landing.analysisGeographyBody',
    defaultMessage: 'Votre exposition à l’Europe, à l’Amérique du Nord, à l’Asie ou aux pays émergents.',
  },
  analysisSectors: { id: 'lobby.landing.analysisSectors', defaultMessage: 'Secteurs' },
  analysisSectorsBody: {
    id: 'lobby.landing.analysisSectorsBody',
    defaultMessage: 'Technologie, santé, énergie, finance… les secteurs qui pèsent le plus dans vos placements.',
  },
  analysisPerformance: { id: 'lobby.landing.analysisPerformance', defaultMessage: 'Performance' },
  analysisPerformanceBody: {
    id: 'lobby.landing.analysisPerformanceBody',
    defaultMessage: 'Ce que vos placements ont vraiment rapporté, comparé à leur indice de référence.',
  },
  analysisRisk: { id: 'lobby.landing.analysisRisk', defaultMessage: 'Risque' },
  analysisRiskBody: {
    id: 'lobby.landing.analysisRiskBody',
    defaultMessage: 'Le niveau de risque de chaque contrat, confronté à votre profil d’investisseur.',
  },
  analysisFees: { id: 'lobby.landing.analysisFees', defaultMessage: 'Frais' },
  analysisFeesBody: {
    id: 'lobby.landing.analysisFeesBody',
    defaultMessage: 'Frais d’entrée, de gestion, d’arbitrage et frais des fonds, projetés sur vingt ans.',
  },

  contractTitle: { id: 'lobby.landing.contractTitle', defaultMessage: 'Chaque contrat passé au crible, en cinq étapes' },
  contractLead: {
    id: 'lobby.landing.contractLead',
    defaultMessage: 'Assurance-vie, PEA, compte-titres ou épargne salariale : une analyse guidée, écran par écran, qui se termine par des propositions concrètes.',
  },
  stepAllocation: { id: 'lobby.landing.stepAllocation', defaultMessage: 'Allocation' },
  stepAllocationBody: { id: 'lobby.landing.stepAllocationBody', defaultMessage: 'Sur quoi votre argent est-il réellement investi ?' },
  stepPerformance: { id: 'lobby.landing.stepPerformance', defaultMessage: 'Performances' },
  stepPerformanceBody: { id: 'lobby.landing.stepPerformanceBody', defaultMessage: 'Vos fonds font-ils mieux que leur marché ?' },
  stepRisk: { id: 'lobby.landing.stepRisk', defaultMessage: 'Risque' },
  stepRiskBody: { id: 'lobby.landing.stepRiskBody', defaultMessage: 'Le contrat correspond-il au risque que vous acceptez ?' },
  stepFees: { id: 'lobby.landing.stepFees', defaultMessage: 'Frais' },
  stepFeesBody: { id: 'lobby.landing.stepFeesBody', defaultMessage: 'Combien vous coûte-t-il chaque année, et sur vingt ans ?' },
  stepAdvice: { id: 'lobby.landing.stepAdvice', defaultMessage: 'Conseils' },
  stepAdviceBody: { id: 'lobby.landing.stepAdviceBody', defaultMessage: 'Que pourriez-vous améliorer, et avec quel effet ?' },

  toolsTitle: { id: 'lobby.landing.toolsTitle', defaultMessage: 'Des outils pour passer à l’action' },
  toolRebalancing: { id: 'lobby.landing.toolRebalancing', defaultMessage: 'Arbitrage de vos contrats' },
  toolRebalancingBody: {
    id: 'lobby.landing.toolRebalancingBody',
    defaultMessage: 'Partez de votre allocation actuelle ou de celle que nous recommandons, choisissez vos fonds et comparez plusieurs stratégies optimisées avant de décider.',
  },
  toolProperty: { id: 'lobby.landing.toolProperty', defaultMessage: 'Estimation de vos biens' },
  toolPropertyBody: {
    id: 'lobby.landing.toolPropertyBody',
    defaultMessage: 'Décrivez votre logement : une fourchette de valeur, le prix au mètre carré du quartier et ses atouts, mis à jour dans le temps.',
  },
  toolProfile: { id: 'lobby.landing.toolProfile', defaultMessage: 'Profil d’investisseur' },
  toolProfileBody: {
    id: 'lobby.landing.toolProfileBody',
    defaultMessage: 'Sept questions pour situer votre rapport au risque, de prudent à agressif. Toutes nos recommandations en tiennent compte.',
  },
  comingSoon: { id: 'lobby.landing.comingSoon', defaultMessage: 'Bientôt disponible' },
  seeFeatures: { id: 'lobby.landing.seeFeatures', defaultMessage: 'Voir toutes les fonctionnalités' },

  prosTitle: { id: 'lobby.landing.prosTitle', defaultMessage: 'Vous conseillez des épargnants ?' },
  prosLink: { id: 'lobby.landing.prosLink', defaultMessage: 'Découvrir l’offre professionnelle' },

  finalTitle: { id: 'lobby.landing.finalTitle', defaultMessage: 'Prêt à y voir clair ?' },
  finalBody: {
    id: 'lobby.landing.finalBody',
    defaultMessage: 'La création du compte prend deux minutes. Vous connectez vos établissements quand vous le souhaitez, et vous pouvez tout supprimer à tout moment.',
  },
  commitmentsLink: { id: 'lobby.landing.commitmentsLink', defaultMessage: 'Lire nos engagements' },
});

// Messages with values are declared one by one so react-intl checks their arguments.
export const landingHeroKicker = defineMessage<{ brand: string }>({
  id: 'lobby.landing.heroKicker',
  defaultMessage: '{brand}, l’agrégateur patrimonial indépendant',
});

export const landingHeroLead = defineMessage<{ brand: string; count: number }>({
  id: 'lobby.landing.heroLead',
  defaultMessage:
    'Comptes bancaires, livrets, comptes-titres, assurances-vie, épargne retraite, crédits et immobilier : {brand} réunit tout votre patrimoine sur un seul écran, auprès de plus de {count} établissements, et vous aide à le faire fructifier.',
});

export const landingFactInstitutions = defineMessage<{ count: number }>({
  id: 'lobby.landing.factInstitutions',
  defaultMessage: 'Plus de {count} établissements couverts',
});

export const landingHoldingsLead = defineMessage<{ count: number }>({
  id: 'lobby.landing.holdingsLead',
  defaultMessage:
    'Banques, assureurs, sociétés de gestion et plateformes d’épargne salariale : connectez vos comptes parmi plus de {count} établissements. Vos soldes et vos positions sont actualisés chaque jour, automatiquement.',
});

export const landingToolsLead = defineMessage<{ brand: string }>({
  id: 'lobby.landing.toolsLead',
  defaultMessage: '{brand} ne se contente pas de constater : il vous propose des pistes chiffrées, et vous laisse décider.',
});

export const landingProsBody = defineMessage<{ brand: string }>({
  id: 'lobby.landing.prosBody',
  defaultMessage:
    'Conseillers en gestion de patrimoine, cabinets et réseaux : {brand} vous donne une vue consolidée du patrimoine de chacun de vos clients, un journal de vos échanges et des invitations en quelques clics.',
});
