import type {
  AssetClass,
  CompositionSubset,
  CompositionType,
  Region,
  Sector,
  SpendingCategory,
} from '../schemas/analysis';
import type { BasketFrom } from '../schemas/investment';
import type {
  AdviceKind,
  AnalysisType,
  OptimisationStrategy,
  RiskRatioName,
  StartAllocation,
} from '../schemas/portfolio-analysis';
import type { RecommendedRisk, RiskProfileLevel, RiskRatioRange, RiskSurveyType } from '../schemas/risk';

/** French labels of the analysis and the arbitration: asset classes, sectors, regions, compositions, risk, advices and strategies. */

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
