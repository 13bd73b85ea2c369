import { defineMessage, defineMessages } from 'react-intl';

/** French text of the features page (`/features`), FAQ included. */
export const capabilitiesMessages = defineMessages({
  eyebrow: { id: 'lobby.features.eyebrow', defaultMessage: 'Fonctionnalités' },
  ctaRegister: { id: 'lobby.features.ctaRegister', defaultMessage: 'Créer mon compte' },
  ctaFaq: { id: 'lobby.features.ctaFaq', defaultMessage: 'Questions fréquentes' },
  tocLabel: { id: 'lobby.features.tocLabel', defaultMessage: 'Sommaire de la page' },

  aggregationTitle: { id: 'lobby.features.aggregationTitle', defaultMessage: 'Agrégation de vos comptes' },
  aggregationHowTitle: { id: 'lobby.features.aggregationHowTitle', defaultMessage: 'Comment ça marche' },
  aggregationStep1: { id: 'lobby.features.aggregationStep1', defaultMessage: 'Choisissez votre établissement' },
  aggregationStep1Body: {
    id: 'lobby.features.aggregationStep1Body',
    defaultMessage: 'Recherchez votre banque, votre assureur ou votre plateforme d’épargne salariale par son nom.',
  },
  aggregationStep2: { id: 'lobby.features.aggregationStep2', defaultMessage: 'Saisissez vos identifiants de consultation' },
  aggregationStep2Body: {
    id: 'lobby.features.aggregationStep2Body',
    defaultMessage: 'Ils sont transmis chiffrés à notre partenaire d’agrégation, qui interroge l’établissement en lecture seule.',
  },
  aggregationStep3: { id: 'lobby.features.aggregationStep3', defaultMessage: 'Laissez la synchronisation se faire' },
  aggregationStep3Body: {
    id: 'lobby.features.aggregationStep3Body',
    defaultMessage: 'La première récupération peut prendre quelques minutes. Ensuite, vos données se mettent à jour seules, chaque jour.',
  },
  aggregationStep4: { id: 'lobby.features.aggregationStep4', defaultMessage: 'Précisez le risque de chaque enveloppe' },
  aggregationStep4Body: {
    id: 'lobby.features.aggregationStep4Body',
    defaultMessage: 'Pour vos contrats investis, indiquez le niveau de risque souhaité : les analyses s’y réfèrent.',
  },
  aggregationKindsTitle: { id: 'lobby.features.aggregationKindsTitle', defaultMessage: 'Ce que vous pouvez connecter' },
  kindChecking: { id: 'lobby.features.kindChecking', defaultMessage: 'Comptes courants, cartes et comptes à terme' },
  kindSavings: { id: 'lobby.features.kindSavings', defaultMessage: 'Livret A, LDDS, LEP, livret jeune, PEL et CEL' },
  kindSecurities: { id: 'lobby.features.kindSecurities', defaultMessage: 'Comptes-titres ordinaires et PEA' },
  kindLifeInsurance: { id: 'lobby.features.kindLifeInsurance', defaultMessage: 'Contrats d’assurance-vie et de capitalisation' },
  kindEmployee: { id: 'lobby.features.kindEmployee', defaultMessage: 'Épargne salariale (PEE, PERCO) et retraite (article 83, PER)' },
  kindLoans: { id: 'lobby.features.kindLoans', defaultMessage: 'Prêts immobiliers, crédits à la consommation et renouvelables' },
  demoNote: {
    id: 'lobby.features.demoNote',
    defaultMessage: 'Pas encore prêt à connecter vos comptes ? Un portefeuille de démonstration vous attend à l’ouverture de votre espace ; il disparaît dès votre premier établissement ajouté.',
  },

  dashboardTitle: { id: 'lobby.features.dashboardTitle', defaultMessage: 'Tableau de bord et analyses' },
  dashboardLead: {
    id: 'lobby.features.dashboardLead',
    defaultMessage: 'Votre patrimoine se lit d’un coup d’œil, puis se détaille à volonté : par catégorie (épargne, placements, immobilier), par établissement, par type de contrat ou par niveau de risque.',
  },
  historyTitle: { id: 'lobby.features.historyTitle', defaultMessage: 'Historique' },
  historyBody: {
    id: 'lobby.features.historyBody',
    defaultMessage: 'La courbe de votre patrimoine depuis l’ouverture de vos comptes, sur la période de votre choix, avec vos mouvements et vos dépenses par catégorie.',
  },
  allocationTitle: { id: 'lobby.features.allocationTitle', defaultMessage: 'Répartition par classe d’actifs' },
  allocationBody: {
    id: 'lobby.features.allocationBody',
    defaultMessage: 'Fonds euros, actions françaises, européennes, américaines et autres, obligations, immobilier, liquidités : nous regardons à l’intérieur des fonds pour vous donner la vraie répartition.',
  },
  geographyTitle: { id: 'lobby.features.geographyTitle', defaultMessage: 'Répartition géographique' },
  geographyBody: {
    id: 'lobby.features.geographyBody',
    defaultMessage: 'Amérique du Nord, Europe, Asie, Amérique latine, Afrique, Océanie : la carte de votre exposition aux grandes régions du monde.',
  },
  sectorsTitle: { id: 'lobby.features.sectorsTitle', defaultMessage: 'Secteurs économiques' },
  sectorsBody: {
    id: 'lobby.features.sectorsBody',
    defaultMessage: 'Les onze grands secteurs de la cote, et les quatre qui pèsent le plus dans vos placements en actions.',
  },
  performanceTitle: { id: 'lobby.features.performanceTitle', defaultMessage: 'Performance' },
  performanceBody: {
    id: 'lobby.features.performanceBody',
    defaultMessage: 'Vos contrats ramenés sur une base 100 pour les comparer entre eux, et chaque fonds confronté à son indice sur un, trois et cinq ans.',
  },
  riskTitle: { id: 'lobby.features.riskTitle', defaultMessage: 'Risque' },
  riskBody: {
    id: 'lobby.features.riskBody',
    defaultMessage: 'L’indicateur de risque de chaque fonds, sur l’échelle réglementaire de 1 à 7, et le niveau global de chaque contrat face à votre profil.',
  },
  feesTitle: { id: 'lobby.features.feesTitle', defaultMessage: 'Frais' },
  feesBody: {
    id: 'lobby.features.feesBody',
    defaultMessage: 'Les frais estimés des douze prochains mois et leur poids sur vingt ans, frais des fonds compris : ce qui se voit rarement sur un relevé.',
  },

  contractTitle: { id: 'lobby.features.contractTitle', defaultMessage: 'L’analyse de contrat en cinq étapes' },
  contractLead: {
    id: 'lobby.features.contractLead',
    defaultMessage: 'Pour chaque contrat investi, une lecture guidée qui part du constat et arrive à des recommandations. Sans profil d’investisseur, une partie de l’analyse reste verrouillée : nous ne recommandons rien sans connaître votre rapport au risque.',
  },
  stepAllocationBody: {
    id: 'lobby.features.stepAllocationBody',
    defaultMessage: 'Classes d’actifs, zones géographiques, secteurs et principales lignes : le contenu réel du contrat.',
  },
  stepPerformanceBody: {
    id: 'lobby.features.stepPerformanceBody',
    defaultMessage: 'Le rendement du contrat et de chacun de ses fonds, et leur écart avec le marché de référence.',
  },
  stepRiskBody: {
    id: 'lobby.features.stepRiskBody',
    defaultMessage: 'La volatilité du contrat, la contribution de chaque fonds au risque total, et la cohérence avec votre profil.',
  },
  stepFeesBody: {
    id: 'lobby.features.stepFeesBody',
    defaultMessage: 'Frais du contrat et frais des fonds, actifs comme passifs, et leur coût cumulé projeté sur vingt ans.',
  },
  stepAdviceBody: {
    id: 'lobby.features.stepAdviceBody',
    defaultMessage: 'Une synthèse et des pistes concrètes : fonds à alléger, alternatives moins chères, allocation cible.',
  },
  stepAllocation: { id: 'lobby.features.stepAllocation', defaultMessage: 'Allocation' },
  stepPerformance: { id: 'lobby.features.stepPerformance', defaultMessage: 'Performances' },
  stepRisk: { id: 'lobby.features.stepRisk', defaultMessage: 'Risque' },
  stepFees: { id: 'lobby.features.stepFees', defaultMessage: 'Frais' },
  stepAdvice: { id: 'lobby.features.stepAdvice', defaultMessage: 'Conseils' },

  rebalancingTitle: { id: 'lobby.features.rebalancingTitle', defaultMessage: 'Arbitrage et optimisation' },
  rebalancingLead: {
    id: 'lobby.features.rebalancingLead',
    defaultMessage: 'Quand l’analyse suggère de revoir un contrat, l’outil d’arbitrage vous accompagne jusqu’à une nouvelle allocation, que vous appliquez ensuite auprès de votre assureur ou de votre courtier.',
  },
  rebalancingStart: { id: 'lobby.features.rebalancingStart', defaultMessage: 'Point de départ' },
  rebalancingStartBody: {
    id: 'lobby.features.rebalancingStartBody',
    defaultMessage: 'Partez de l’allocation que nous recommandons, de votre allocation actuelle ou d’une page blanche.',
  },
  rebalancingMarket: { id: 'lobby.features.rebalancingMarket', defaultMessage: 'Choix des fonds' },
  rebalancingMarketBody: {
    id: 'lobby.features.rebalancingMarketBody',
    defaultMessage: 'Parcourez les fonds disponibles dans votre contrat, classés selon leur adéquation à votre profil, et composez votre panier.',
  },
  rebalancingOptimize: { id: 'lobby.features.rebalancingOptimize', defaultMessage: 'Optimisation' },
  rebalancingOptimizeBody: {
    id: 'lobby.features.rebalancingOptimizeBody',
    defaultMessage: 'Comparez plusieurs stratégies, choisissez la répartition qui vous convient et consultez le détail des mouvements à passer.',
  },

  propertyTitle: { id: 'lobby.features.propertyTitle', defaultMessage: 'Estimation immobilière' },
  propertyLead: {
    id: 'lobby.features.propertyLead',
    defaultMessage: 'Vos biens comptent dans votre patrimoine : ajoutez-les avec leur valeur connue, ou laissez l’estimateur les valoriser.',
  },
  propertyEstimate: { id: 'lobby.features.propertyEstimate', defaultMessage: 'Une fourchette de prix argumentée' },
  propertyEstimateBody: {
    id: 'lobby.features.propertyEstimateBody',
    defaultMessage: 'Surface, étage, état, équipements, année de construction : l’estimateur en tire une valeur basse, une valeur haute et le prix moyen au mètre carré du secteur.',
  },
  propertyNeighbourhood: { id: 'lobby.features.propertyNeighbourhood', defaultMessage: 'Le quartier en un coup d’œil' },
  propertyNeighbourhoodBody: {
    id: 'lobby.features.propertyNeighbourhoodBody',
    defaultMessage: 'Transports, écoles, commerces, santé, bruit, ensoleillement : les points forts et les points faibles de l’adresse.',
  },
  propertyLoans: { id: 'lobby.features.propertyLoans', defaultMessage: 'Crédits reliés' },
  propertyLoansBody: {
    id: 'lobby.features.propertyLoansBody',
    defaultMessage: 'Reliez le bien au prêt qui le finance pour connaître sa valeur nette, et suivez son évolution dans le temps.',
  },
  comingSoon: { id: 'lobby.features.comingSoon', defaultMessage: 'Bientôt disponible' },

  profileTitle: { id: 'lobby.features.profileTitle', defaultMessage: 'Profil d’investisseur' },
  profileLead: {
    id: 'lobby.features.profileLead',
    defaultMessage: 'Sept questions sur votre horizon, votre expérience et votre réaction face aux baisses. Le questionnaire vous situe sur une échelle en six niveaux, et chaque contrat peut avoir son propre profil.',
  },
  levelGuaranteed: { id: 'lobby.features.levelGuaranteed', defaultMessage: 'Garanti' },
  levelPrudent: { id: 'lobby.features.levelPrudent', defaultMessage: 'Prudent' },
  levelDefensive: { id: 'lobby.features.levelDefensive', defaultMessage: 'Défensif' },
  levelBalanced: { id: 'lobby.features.levelBalanced', defaultMessage: 'Équilibré' },
  levelOffensive: { id: 'lobby.features.levelOffensive', defaultMessage: 'Offensif' },
  levelAggressive: { id: 'lobby.features.levelAggressive', defaultMessage: 'Agressif' },
  levelsLabel: { id: 'lobby.features.levelsLabel', defaultMessage: 'Les six niveaux de profil, du moins au plus risqué' },

  everydayTitle: { id: 'lobby.features.everydayTitle', defaultMessage: 'Au quotidien' },
  notificationsTitle: { id: 'lobby.features.notificationsTitle', defaultMessage: 'Notifications et rapport mensuel' },
  notificationsBody: {
    id: 'lobby.features.notificationsBody',
    defaultMessage: 'Un compte à resynchroniser, une analyse disponible, un point sur le mois : vous choisissez ce que vous recevez par e-mail.',
  },
  privateModeTitle: { id: 'lobby.features.privateModeTitle', defaultMessage: 'Mode privé' },
  privateModeBody: {
    id: 'lobby.features.privateModeBody',
    defaultMessage: 'Un clic masque tous les montants à l’écran : pratique dans les transports ou en rendez-vous.',
  },
  themeTitle: { id: 'lobby.features.themeTitle', defaultMessage: 'Thème clair ou sombre' },
  themeBody: {
    id: 'lobby.features.themeBody',
    defaultMessage: 'Votre espace s’affiche dans le thème que vous préférez, et s’en souvient.',
  },

  pricingTitle: { id: 'lobby.features.pricingTitle', defaultMessage: 'Abonnement' },
  pricingMonthly: { id: 'lobby.features.pricingMonthly', defaultMessage: 'Mensuel ou annuel' },
  pricingMonthlyBody: {
    id: 'lobby.features.pricingMonthlyBody',
    defaultMessage: 'Payez au mois, sans engagement, ou à l’année : le paiement annuel vous fait économiser 10 %.',
  },
  pricingCoupon: { id: 'lobby.features.pricingCoupon', defaultMessage: 'Codes promotionnels' },
  pricingCouponBody: {
    id: 'lobby.features.pricingCouponBody',
    defaultMessage: 'Mois offerts, pourcentage ou montant de réduction : saisissez votre code au moment de vous abonner.',
  },
  pricingCard: { id: 'lobby.features.pricingCard', defaultMessage: 'Paiement par carte sécurisé' },
  pricingCardBody: {
    id: 'lobby.features.pricingCardBody',
    defaultMessage: 'Le paiement est opéré par un prestataire spécialisé : nous ne voyons ni ne conservons votre numéro de carte. Vos factures restent téléchargeables dans votre espace.',
  },

  faqTitle: { id: 'lobby.features.faqTitle', defaultMessage: 'Questions fréquentes' },
  faqOperationsQ: { id: 'lobby.features.faqOperationsQ', defaultMessage: 'Pouvez-vous effectuer des opérations sur mes comptes ?' },
  faqOperationsA: {
    id: 'lobby.features.faqOperationsA',
    defaultMessage: 'Non. L’accès à vos établissements se fait en lecture seule : aucun virement, aucun arbitrage, aucune souscription ne peut être passé depuis notre service. Les arbitrages que vous préparez, vous les transmettez vous-même à votre assureur ou à votre courtier.',
  },
  faqRefreshQ: { id: 'lobby.features.faqRefreshQ', defaultMessage: 'À quelle fréquence mes données sont-elles mises à jour ?' },
  faqRefreshA: {
    id: 'lobby.features.faqRefreshA',
    defaultMessage: 'Chaque jour, automatiquement. Si un établissement vous demande une action (nouveau mot de passe, validation sur son site), nous vous prévenons pour que la synchronisation reprenne.',
  },
  faqCredentialsQ: { id: 'lobby.features.faqCredentialsQ', defaultMessage: 'Que deviennent mes identifiants bancaires ?' },
  faqCredentialsA: {
    id: 'lobby.features.faqCredentialsA',
    defaultMessage: 'Ils sont transmis chiffrés à notre partenaire d’agrégation, prestataire agréé pour l’information sur les comptes, qui les conserve chiffrés et ne s’en sert que pour consulter vos comptes. Nos équipes n’y ont jamais accès.',
  },
  faqAdviceQ: { id: 'lobby.features.faqAdviceQ', defaultMessage: 'Vos recommandations sont-elles un conseil en investissement ?' },
  faqAdviceA: {
    id: 'lobby.features.faqAdviceA',
    defaultMessage: 'Nos analyses et nos pistes sont des informations générales, calculées à partir de vos données et de votre profil. Elles ne constituent pas un conseil en investissement personnalisé, sauf mention contraire explicite. Les performances passées ne préjugent pas des performances futures.',
  },
  faqDemoQ: { id: 'lobby.features.faqDemoQ', defaultMessage: 'Qu’est-ce que le compte « Démonstration » ?' },
  faqDemoA: {
    id: 'lobby.features.faqDemoA',
    defaultMessage: 'Un jeu de comptes fictifs pour découvrir le service avant de connecter les vôtres. Il ne peut pas être relié à une vraie banque, et il est retiré automatiquement dès que votre premier établissement est ajouté avec succès.',
  },
  faqPriceQ: { id: 'lobby.features.faqPriceQ', defaultMessage: 'Combien coûte l’abonnement ?' },
  faqPriceA: {
    id: 'lobby.features.faqPriceA',
    defaultMessage: 'Les tarifs en vigueur sont affichés au moment de vous abonner, toutes taxes comprises. Vous choisissez un paiement mensuel ou annuel ; l’annuel revient 10 % moins cher. Un code promotionnel peut s’y ajouter.',
  },
  faqDeleteQ: { id: 'lobby.features.faqDeleteQ', defaultMessage: 'Comment supprimer mon compte ?' },
  faqDeleteA: {
    id: 'lobby.features.faqDeleteA',
    defaultMessage: 'Depuis la page « Mon compte », à tout moment. Vous recevez un e-mail avec un lien de confirmation ; une fois la suppression confirmée, vos données et vos connexions bancaires sont effacées.',
  },

  finalTitle: { id: 'lobby.features.finalTitle', defaultMessage: 'Essayez avec vos propres comptes' },
  ctaLogin: { id: 'lobby.features.ctaLogin', defaultMessage: 'Me connecter' },
});

export const capabilitiesTitle = defineMessage<{ brand: string }>({
  id: 'lobby.features.title',
  defaultMessage: 'Tout ce que {brand} fait pour votre patrimoine',
});

export const capabilitiesLead = defineMessage<{ count: number }>({
  id: 'lobby.features.lead',
  defaultMessage:
    'Agrégation de plus de {count} établissements, analyses détaillées, arbitrage, estimation immobilière et profil d’investisseur : le tour complet, fonctionnalité par fonctionnalité.',
});

export const capabilitiesAggregationLead = defineMessage<{ count: number }>({
  id: 'lobby.features.aggregationLead',
  defaultMessage:
    'Plus de {count} banques, assureurs et gestionnaires d’épargne salariale sont couverts. Une fois un établissement connecté, ses comptes et contrats apparaissent dans votre espace et sont actualisés chaque jour.',
});

export const capabilitiesFaqCoverageQ = defineMessage<{ brand: string }>({
  id: 'lobby.features.faqCoverageQ',
  defaultMessage: 'Mon établissement est-il compatible avec {brand} ?',
});

export const capabilitiesFaqCoverageA = defineMessage<{ count: number }>({
  id: 'lobby.features.faqCoverageA',
  defaultMessage:
    'Plus de {count} établissements sont couverts : grandes banques de réseau, banques en ligne, assureurs, courtiers et teneurs de comptes d’épargne salariale. La recherche de l’écran d’ajout de compte vous le dit en tapant son nom.',
});

export const capabilitiesPricingFree = defineMessage<{ brand: string }>({
  id: 'lobby.features.pricingFree',
  defaultMessage: 'Avec {brand}, connecter vos établissements ne demande aucun abonnement : l’abonnement ouvre les analyses et les outils avancés.',
});

export const capabilitiesFinalBody = defineMessage<{ brand: string }>({
  id: 'lobby.features.finalBody',
  defaultMessage: 'Créez votre compte {brand}, explorez le portefeuille de démonstration, puis connectez vos établissements à votre rythme.',
});
