import type { BankConnectionState } from '../schemas/account';
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
import type { LoanStatus, LoanType } from '../schemas/loan';

/** French labels of the contracts: kinds and their details, loans, categories, statuses, projects, fees and bank connections. */

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
