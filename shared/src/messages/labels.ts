import type { AdvisoryRole, InteractionKind, CustomerSort } from '../schemas/advisor';
import type { BankConnectionState } from '../schemas/account';
import type {
  AssetClass,
  CompositionSubset,
  CompositionType,
  Region,
  Sector,
  SpendingCategory,
} from '../schemas/analysis';
import type { PasswordStrength } from '../schemas/auth';
import type { CouponKind, InvoiceStatus, PlanInterval, SubscriptionStatus } from '../schemas/billing';
import type {
  ContractCategory,
  ContractKind,
  ContractStatus,
  ContractType,
  FeeKind,
  InvestmentProjectKind,
  KindDetail,
  SavingsKindDetail,
} from '../schemas/contract';
import type { BasketFrom } from '../schemas/investment';
import type { CivilTitle, InvitationState } from '../schemas/invitation';
import type { LoanStatus, LoanType } from '../schemas/loan';
import type { EmailPreference, NotificationEvent, NotificationGroup, NotificationKind } from '../schemas/notification';
import type {
  AdviceKind,
  AnalysisType,
  OptimisationStrategy,
  RiskRatioName,
  StartAllocation,
} from '../schemas/portfolio-analysis';
import type {
  ConditionLevel,
  ConditionSubject,
  Floor,
  NeighbourhoodTheme,
  RealEstateFeature,
  RealEstateKind,
  RealEstateState,
  RealEstateUsage,
  Rooms,
} from '../schemas/real-estate';
import type { RecommendedRisk, RiskProfileLevel, RiskRatioRange, RiskSurveyType } from '../schemas/risk';
import type {
  AnnualSavings,
  IncomeRange,
  InvestableAssets,
  MaritalStatus,
  MoneySource,
  MonthlyCharges,
  ProfessionnalStatus,
  Scp,
} from '../schemas/user-profile';

/**
 * French labels of every enumeration of the contract, one record per enumeration, typed so that a
 * new value without a label is a compile error. Screens show these and never write their own.
 */

export const incomeRangeLabels: Record<IncomeRange, string> = {
  0: 'Moins de 25 000 €',
  1: 'De 25 000 à 50 000 €',
  2: 'De 50 000 à 75 000 €',
  3: 'De 75 000 à 100 000 €',
  4: 'De 100 000 à 150 000 €',
  5: 'Plus de 150 000 €',
};

export const moneySourceLabels: Record<MoneySource, string> = {
  0: 'Salaires',
  1: 'Pensions et retraites',
  2: 'Revenus fonciers',
  3: 'Revenus financiers',
  4: "Bénéfices d’une activité indépendante",
  5: 'Prestations et allocations',
};

export const maritalStatusLabels: Record<MaritalStatus, string> = {
  0: 'Célibataire',
  1: 'Divorcé(e)',
  2: 'Marié(e)',
  3: 'Séparé(e)',
  4: 'En concubinage',
  5: 'Veuf ou veuve',
  6: 'Pacsé(e)',
};

export const investableAssetsLabels: Record<InvestableAssets, string> = {
  0: 'Moins de 50 000 €',
  1: 'De 50 000 à 100 000 €',
  2: 'De 100 000 à 150 000 €',
  3: 'De 150 000 à 400 000 €',
  4: 'De 400 000 à 750 000 €',
  5: 'De 750 000 à 1 500 000 €',
  6: 'Plus de 1 500 000 €',
};

export const annualSavingsLabels: Record<AnnualSavings, string> = {
  0: 'Moins de 5 000 €',
  1: 'De 5 000 à 10 000 €',
  2: 'De 10 000 à 20 000 €',
  3: 'De 20 000 à 50 000 €',
  4: 'Plus de 50 000 €',
};

export const monthlyChargesLabels: Record<MonthlyCharges, string> = {
  0: 'Moins de 500 €',
  1: 'De 500 à 1 000 €',
  2: 'De 1 000 à 1 500 €',
  3: 'De 1 500 à 2 500 €',
  4: 'De 2 500 à 4 000 €',
  5: 'Plus de 4 000 €',
};

export const professionnalStatusLabels: Record<ProfessionnalStatus, string> = {
  0: 'Salarié(e) du secteur privé',
  1: 'Fonctionnaire',
  2: "Indépendant(e), profession libérale ou chef d’entreprise",
  3: 'Retraité(e)',
  4: 'Sans activité professionnelle',
};

/** INSEE PCS 2003 labels of the socio-professional categories. */
export const scpLabels: Record<Scp, string> = {
  1000: 'Agriculteurs exploitants',
  2100: 'Artisans',
  2200: 'Commerçants et assimilés',
  2300: "Chefs d’entreprise de 10 salariés ou plus",
  3100: 'Professions libérales et assimilés',
  3300: 'Cadres de la fonction publique',
  3400: 'Professeurs, professions scientifiques',
  3500: "Professions de l’information, des arts et des spectacles",
  3700: "Cadres administratifs et commerciaux d’entreprise",
  3800: "Ingénieurs et cadres techniques d’entreprise",
  4100: "Professions intermédiaires de l’enseignement, de la santé, de la fonction publique et assimilés",
  4600: 'Professions intermédiaires administratives et commerciales des entreprises',
  4700: 'Techniciens',
  4800: 'Contremaîtres, agents de maîtrise',
  5100: 'Employés de la fonction publique',
  5400: "Employés administratifs d’entreprise",
  5500: 'Employés de commerce',
  5600: 'Personnels des services directs aux particuliers',
  6100: 'Ouvriers qualifiés',
  6600: 'Ouvriers non qualifiés',
  6900: 'Ouvriers agricoles',
  7100: 'Anciens agriculteurs exploitants',
  7200: "Anciens artisans, commerçants, chefs d’entreprise",
  7400: 'Anciens cadres',
  7500: 'Anciennes professions intermédiaires',
  7700: 'Anciens employés',
};

export const contractKindLabels: Record<ContractKind, string> = {
  market: 'Compte-titres',
  lifeinsurance: 'Assurance vie',
  capitalisation: 'Contrat de capitalisation',
  pea: 'PEA',
  savings: 'Épargne bancaire',
  pee: "Plan d’épargne entreprise",
  perco: 'PERCO',
  article83: 'Article 83',
  rsp: 'Réserve spéciale de participation',
  checking: 'Compte courant',
  card: 'Carte à débit différé',
  deposit: 'Compte à terme',
  loan: 'Prêt',
  perp: 'PERP',
  madelin: 'Contrat Madelin',
  unknown: 'Type inconnu',
  other: 'Autre',
};

export const savingsKindDetailLabels: Record<SavingsKindDetail, string> = {
  livret_a: 'Livret A',
  livret_jeune: 'Livret jeune',
  ldd: 'Livret de développement durable et solidaire',
  pel: "Plan d’épargne logement",
  cel: "Compte d’épargne logement",
  lep: "Livret d’épargne populaire",
  csl: 'Compte sur livret',
  livret: 'Livret bancaire',
  livret_pro: 'Livret professionnel',
  provident_insurance: 'Assurance prévoyance',
  pep: "Plan d’épargne populaire",
};

export const loanTypeLabels: Record<LoanType, string> = {
  mortgage: 'Prêt immobilier',
  consumer_credit: 'Crédit à la consommation',
  revolving_credit: 'Crédit renouvelable',
};

/** Labels of `kindDetail`, whichever kind it refines. */
export const kindDetailLabels: Record<KindDetail, string> = { ...savingsKindDetailLabels, ...loanTypeLabels };

export const loanStatusLabels: Record<LoanStatus, string> = {
  ongoing: 'En cours',
  repaid: 'Remboursé',
};

export const contractCategoryLabels: Record<ContractCategory, string> = {
  invested_wealth: 'Patrimoine investi',
  savings: 'Épargne',
  real_estate: 'Immobilier',
};

export const contractStatusLabels: Record<ContractStatus, string> = {
  active: 'Affiché',
  hidden: 'Masqué',
  closed: 'Clôturé',
};

export const contractTypeLabels: Record<ContractType, string> = {
  asset: 'Actif',
  liability: 'Passif',
};

export const investmentProjectKindLabels: Record<InvestmentProjectKind, string> = {
  saving_precautionary: 'Épargne de précaution',
  capital_increase: 'Faire fructifier mon capital',
  pension: 'Préparer ma retraite',
  real_estate: 'Financer un projet immobilier',
  transmission: 'Transmettre mon patrimoine',
  future_children: "Préparer l’avenir de mes enfants",
  other: 'Autre projet',
};

export const feeKindLabels: Record<FeeKind, string> = {
  entryFee: "Frais d’entrée",
  exitFee: 'Frais de sortie',
  depositFee: 'Frais sur versement',
  brokerageFee: 'Frais de courtage',
  brokerageFee_2: 'Frais de courtage (second palier)',
  euroFundsFees: 'Frais de gestion du fonds euro',
  ucsFee: 'Frais de gestion des unités de compte',
  withdrawalFee: 'Frais de rachat',
  managementFee: 'Frais de gestion',
  custodyFee: 'Droits de garde',
  transferFee: 'Frais de transfert',
};

export const bankConnectionStateLabels: Record<BankConnectionState, string> = {
  auth_failed: "Échec de l’authentification",
  bug: 'Erreur de synchronisation',
  actionNeeded: 'Action requise sur le site de la banque',
  additionalInformationNeeded: 'Informations complémentaires requises',
  none: 'À jour',
  scrapping_failed: 'Échec de la récupération des données',
  websiteUnavailable: 'Site de la banque indisponible',
  wrongPass: 'Mot de passe incorrect',
};

export const realEstateKindLabels: Record<RealEstateKind, string> = {
  appartment: 'Appartement',
  house: 'Maison',
};

export const realEstateUsageLabels: Record<RealEstateUsage, string> = {
  principal_residence: 'Résidence principale',
  secondary_residence: 'Résidence secondaire',
  rental_investment: 'Investissement locatif',
};

export const realEstateStateLabels: Record<RealEstateState, string> = {
  0: 'Ancien',
  1: 'Neuf',
};

export const floorLabels: Record<Floor, string> = {
  0: 'Rez-de-chaussée',
  1: '1er étage',
  2: '2e étage',
  3: '3e étage',
  4: '4e étage',
  5: '5e étage et plus',
};

export const roomsLabels: Record<Rooms, string> = {
  0: 'Studio',
  1: '1 pièce',
  2: '2 pièces',
  3: '3 pièces',
  4: '4 pièces',
  5: '5 pièces et plus',
};

export const realEstateFeatureLabels: Record<RealEstateFeature, string> = {
  elevator: 'Ascenseur',
  garage: 'Garage',
  balcony: 'Balcon',
  swimmingpool: 'Piscine',
  terrace: 'Terrasse',
  adjoiningBuilding: 'Dépendance',
  parking: 'Place de parking',
  garden: 'Jardin',
};

export const conditionSubjectLabels: Record<ConditionSubject, string> = {
  building: "État de l’immeuble",
  kitchen: 'État de la cuisine',
  bathroom: 'État de la salle de bains',
  bedroom: 'État des chambres',
  isolation: "État de l’isolation",
};

export const conditionLevelLabels: Record<ConditionLevel, string> = {
  1: 'À rénover',
  2: 'Bon état',
  3: 'Refait à neuf',
};

export const neighbourhoodThemeLabels: Record<NeighbourhoodTheme, string> = {
  culture: 'Culture',
  education: 'Éducation',
  food: 'Restauration',
  health: 'Santé',
  noise: 'Calme',
  pollution: "Qualité de l’air",
  safety: 'Sécurité',
  services: 'Services',
  shopping: 'Commerces',
  sun: 'Ensoleillement',
  transportation: 'Transports',
};

export const assetClassLabels: Record<AssetClass, string> = {
  euroFund: 'Fonds euro',
  stockUs: 'Actions américaines',
  stockFrance: 'Actions françaises',
  stockOther: 'Actions autres pays',
  stockEurope: 'Actions européennes',
  bond: 'Obligations',
  other: 'Autres',
  cash: 'Liquidités',
  realEstate: 'Immobilier',
  peaGuaranteed: 'PEA garanti',
};

export const sectorLabels: Record<Sector, string> = {
  energy: 'Énergie',
  materials: 'Matériaux',
  industrials: 'Industrie',
  consumerDiscretionary: 'Consommation discrétionnaire',
  consumerStaples: 'Consommation de base',
  healthCare: 'Santé',
  financials: 'Finance',
  informationTechnology: "Technologies de l’information",
  communicationServices: 'Services de communication',
  utilities: 'Services aux collectivités',
  realEstate: 'Immobilier',
};

export const regionLabels: Record<Region, string> = {
  northAmerica: 'Amérique du Nord',
  europe: 'Europe',
  asia: 'Asie',
  latinAmerica: 'Amérique latine',
  africa: 'Afrique',
  oceania: 'Océanie',
  others: 'Autres',
};

export const spendingCategoryLabels: Record<SpendingCategory, string> = {
  housing: 'Logement',
  grocery: 'Alimentation',
  clothing: 'Habillement',
  communication: 'Télécommunications',
  transport: 'Transports',
  health: 'Santé',
  finances: 'Banque et finances',
  hobby: 'Loisirs',
  other: 'Autres dépenses',
};

export const compositionSubsetLabels: Record<CompositionSubset, string> = {
  all: 'Tout le patrimoine',
  loan: 'Prêts',
  contract: 'Contrats',
  bank: 'Établissements',
  kind: 'Types de contrat',
  risk: 'Niveaux de risque',
  spending: 'Dépenses',
  asset_class: "Classes d’actifs",
};

export const compositionTypeLabels: Record<CompositionType, string> = {
  kind: 'Par type de contrat',
  bank: 'Par établissement',
  category: 'Par catégorie',
  type: 'Actif et passif',
  risk: 'Par niveau de risque',
  asset_class: "Par classe d’actifs",
  sector: 'Par secteur',
  region: 'Par zone géographique',
  spending: 'Par catégorie de dépense',
};

export const riskProfileLevelLabels: Record<RiskProfileLevel, string> = {
  0: 'Garanti',
  1: 'Prudent',
  2: 'Défensif',
  3: 'Équilibré',
  4: 'Offensif',
  5: 'Agressif',
};

/** Recommended profiles share the names of the risk levels they point to. */
export const recommendedRiskLabels: Record<RecommendedRisk, string> = {
  1: riskProfileLevelLabels[1],
  2: riskProfileLevelLabels[2],
  3: riskProfileLevelLabels[3],
  4: riskProfileLevelLabels[4],
  5: riskProfileLevelLabels[5],
};

/** Shown where a risk level is `null` (spec §3 "null means unavailable"). */
export const RISK_UNAVAILABLE_LABEL = 'Non disponible';

export const riskRatioRangeLabels: Record<RiskRatioRange, string> = {
  low: 'Faible',
  normal: 'Normal',
  high: 'Élevé',
};

export const riskRatioNameLabels: Record<RiskRatioName, string> = {
  volatility: 'Volatilité',
  maxDrawdown: 'Perte maximale',
  sharpe: 'Ratio de Sharpe',
  var: 'Valeur à risque',
};

export const riskSurveyTypeLabels: Record<RiskSurveyType, string> = {
  profile: 'Profil investisseur',
  contract: 'Profil du contrat',
};

export const passwordStrengthLabels: Record<PasswordStrength, string> = {
  [-1]: 'Aucun mot de passe saisi',
  0: 'Très faible',
  1: 'Faible',
  2: 'Bon',
  3: 'Très bon',
  4: 'Excellent',
};

export const planIntervalLabels: Record<PlanInterval, string> = {
  month: 'Mensuel',
  year: 'Annuel',
};

export const couponKindLabels: Record<CouponKind, string> = {
  free: 'Mois offerts',
  percent: 'Réduction en pourcentage',
  amount: 'Réduction en euros',
};

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  trialing: "Période d’essai",
  active: 'Actif',
  incomplete: 'Paiement à finaliser',
  past_due: 'Paiement en retard',
  canceled: 'Résilié',
  unpaid: 'Impayé',
};

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Brouillon',
  open: 'À payer',
  paid: 'Payée',
  uncollectible: 'Irrécouvrable',
  void: 'Annulée',
};

export const notificationKindLabels: Record<NotificationKind, string> = {
  system: 'Système',
  other: 'Autre',
};

/** Title of a notification, by what happened. */
export const notificationEventLabels: Record<NotificationEvent, string> = {
  account_fetched: 'Vos comptes ont été mis à jour',
  account_deleted: 'Un compte a été supprimé',
  account_sync_failed: "La synchronisation d’un compte a échoué",
  subscription_confirmed: 'Votre abonnement est confirmé',
  invitation_accepted: 'Une invitation a été acceptée',
  monthly_report: 'Votre bilan mensuel est disponible',
  message: 'Nouveau message',
};

export const notificationGroupLabels: Record<NotificationGroup, string> = {
  today: "Aujourd’hui",
  yesterday: 'Hier',
  thisWeek: 'Cette semaine',
  thisMonth: 'Ce mois-ci',
  older: 'Plus ancien',
};

export const emailPreferenceLabels: Record<EmailPreference, string> = {
  newsletter: "Lettre d’information",
  'monthly-report': 'Bilan mensuel de votre patrimoine',
  system: 'Alertes sur vos comptes',
  finance: 'Actualités financières',
};

export const invitationStateLabels: Record<InvitationState, string> = {
  sent: 'Envoyée',
  read: 'Lue',
  accepted: 'Acceptée',
  canceled: 'Annulée',
};

export const civilTitleLabels: Record<CivilTitle, string> = {
  mr: 'M.',
  mrs: 'Mme',
};

export const interactionKindLabels: Record<InteractionKind, string> = {
  note: 'Note',
  inbound_call: 'Appel entrant',
  outbound_call: 'Appel sortant',
};

export const advisoryRoleLabels: Record<AdvisoryRole, string> = {
  admin: 'Administrateur',
  advisor: 'Conseiller',
  manager: 'Responsable',
};

export const customerSortLabels: Record<CustomerSort, string> = {
  lastName: 'Nom',
  wealthAmount: 'Patrimoine',
  availableLiquidities: 'Liquidités disponibles',
  contractsCount: 'Nombre de contrats',
  internalContracts: 'Contrats internes',
  currentRiskAvg: 'Risque moyen',
  lastInteractionAt: 'Dernière interaction',
  favoriteContract: 'Contrat phare',
  invitationState: 'Invitation',
};

export const analysisTypeLabels: Record<AnalysisType, string> = {
  allocation: 'Allocation',
  performances: 'Performances',
  risk: 'Risque',
  fees: 'Frais',
  advices: 'Conseils',
};

export const adviceKindLabels: Record<AdviceKind, string> = {
  rebalance: 'Rééquilibrer votre allocation',
  reduceFees: 'Réduire vos frais',
  reduceRisk: 'Réduire votre risque',
  increaseRisk: 'Dynamiser votre allocation',
  diversify: 'Diversifier vos placements',
  completeProfile: 'Compléter votre profil investisseur',
};

export const startAllocationLabels: Record<StartAllocation, string> = {
  recommended: 'Allocation recommandée',
  current: 'Allocation actuelle',
  blank: 'Allocation vierge',
};

export const optimisationStrategyLabels: Record<OptimisationStrategy, string> = {
  minRisk: 'Minimiser le risque',
  balanced: 'Meilleur équilibre rendement / risque',
  maxReturn: 'Maximiser le rendement',
};

export const basketFromLabels: Record<BasketFrom, string> = {
  current: 'Détenu',
  recommended: 'Recommandé',
  market: 'Ajouté',
};
