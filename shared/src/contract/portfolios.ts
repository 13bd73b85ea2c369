import { z } from 'zod';
import { Access, defineCall } from './define-call';
import { idParams, userAndIdParams, userParams } from './params';
import { bankSchema, bankWithContractsSchema } from '../schemas/account';
import { compositionSchema } from '../schemas/analysis';
import { analysisProgressInputSchema, analysisProgressSchema } from '../schemas/analysis-progress';
import { fromQuerySchema, idSchema, pageQuerySchema, userIdParamSchema } from '../schemas/common';
import {
  contractKindSchema,
  contractProductInputSchema,
  contractProductListSchema,
  contractProductSchema,
  contractProductUpdateSchema,
  portfolioInfosInputSchema,
  portfolioSchema,
  portfolioUpdateBodySchema,
} from '../schemas/contract';
import { analysisTypeSchema, portfolioAnalysisSchema } from '../schemas/portfolio-analysis';
import {
  arbitrationPlanAnswerSchema,
  arbitrationPlanInputSchema,
  arbitrationPlanSchema,
  arbitrationStartsSchema,
  optimisationInputSchema,
  optimisationResultSchema,
} from '../schemas/arbitration';
import { fileAnswerSchema } from '../schemas/documents';
import { portfolioTargetsSchema, riskSurveyDefinitionSchema, riskSurveyTypeSchema } from '../schemas/risk';
import {
  transactionCategoriesSchema,
  transactionMovementsSchema,
  transactionPageSchema,
  transactionsQuerySchema,
} from '../schemas/transaction';
import {
  aggregateInputSchema,
  aggregateResultSchema,
  cashValuesSchema,
  compositionQuerySchema,
  marketSeriesListSchema,
  marketSeriesQuerySchema,
  wealthSeriesQuerySchema,
} from '../schemas/wealth';

/**
 * Contracts (portfolios), their series and analyses, the product catalogue and the institutions
 * (spec §7 "Portfolios"). Editing a contract clears its cached optimisation and analyses (spec §4).
 */

export const getPortfolios = defineCall({
  id: 'getPortfolios',
  method: 'GET',
  path: '/users/:userId/portfolios',
  access: Access.subject(),
  tag: 'portfolios',
  summary: 'Les contrats du patrimoine',
  params: userParams,
  response: z.array(portfolioSchema),
});

export const getLoans = defineCall({
  id: 'getLoans',
  method: 'GET',
  path: '/users/:userId/loans',
  access: Access.subject(),
  tag: 'portfolios',
  summary: 'Les prêts, avec leurs biens financés',
  params: userParams,
  response: z.array(portfolioSchema),
});

export const getPortfolio = defineCall({
  id: 'getPortfolio',
  method: 'GET',
  path: '/users/:userId/portfolios/:id',
  access: Access.subject(),
  tag: 'portfolios',
  summary: 'Un contrat',
  params: userAndIdParams,
  response: portfolioSchema,
});

export const getPortfolioCashValues = defineCall({
  id: 'getPortfolioCashValues',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/series/cash_values',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "L'historique de valeur d'un contrat, depuis une date facultative",
  params: userAndIdParams,
  query: fromQuerySchema,
  response: cashValuesSchema,
});

export const getPortfolioAnalysis = defineCall({
  id: 'getPortfolioAnalysis',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/analyses/:type',
  access: Access.subject(),
  tag: 'portfolios',
  summary:
    "Une étape de l'analyse d'un contrat (allocation, performances, risque, frais, conseils) ; 422 unsupported_kind pour un type de contrat sans analyse",
  params: z.object({ userId: userIdParamSchema, id: idSchema, type: analysisTypeSchema }),
  response: portfolioAnalysisSchema,
});

export const recordAnalysisProgress = defineCall({
  id: 'recordAnalysisProgress',
  method: 'PUT',
  path: '/users/:userId/portfolios/:id/analysis_progress',
  access: Access.saverSelf('forbidden'),
  tag: 'portfolios',
  summary: "Noter qu'une page de l'analyse d'un contrat a été lue (l'épargnant seul)",
  params: userAndIdParams,
  body: analysisProgressInputSchema,
  response: analysisProgressSchema,
});

export const getAccountPortfolios = defineCall({
  id: 'getAccountPortfolios',
  method: 'GET',
  path: '/users/:userId/accounts/:accountId/portfolios',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Les contrats d'une connexion bancaire",
  params: z.object({ userId: userIdParamSchema, accountId: idSchema }),
  response: z.array(portfolioSchema),
});

export const getWealthCashValues = defineCall({
  id: 'getWealthCashValues',
  method: 'GET',
  path: '/users/:userId/portfolios/series/cash_values',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "L'historique du patrimoine, entier ou par catégories",
  params: userParams,
  query: wealthSeriesQuerySchema,
  response: cashValuesSchema,
});

export const optimizePortfolio = defineCall({
  id: 'optimizePortfolio',
  method: 'POST',
  path: '/users/:userId/portfolios/:id/optimize',
  access: Access.subject(),
  tag: 'portfolios',
  summary:
    "Optimiser un contrat pour une stratégie : proposition, chiffres avant/après, frais, frontière, mouvements (422 no_euro_fund, no_low_risk_fund, optimisation_failed, profile_required)",
  params: userAndIdParams,
  body: optimisationInputSchema,
  response: optimisationResultSchema,
});

export const getArbitrationStarts = defineCall({
  id: 'getArbitrationStarts',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/arbitration/starts',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Les trois allocations de départ de l'arbitrage d'un contrat : recommandée, actuelle, vierge",
  params: userAndIdParams,
  response: arbitrationStartsSchema,
});

export const getArbitrationPlan = defineCall({
  id: 'getArbitrationPlan',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/arbitration_plan',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Le projet d'arbitrage enregistré sur un contrat (null s'il n'y en a pas), périmé si le contrat a changé depuis",
  params: userAndIdParams,
  response: arbitrationPlanAnswerSchema,
});

export const saveArbitrationPlan = defineCall({
  id: 'saveArbitrationPlan',
  method: 'PUT',
  path: '/users/:userId/portfolios/:id/arbitration_plan',
  access: Access.saverSelf('forbidden'),
  tag: 'portfolios',
  summary: "Enregistrer le projet d'arbitrage d'un contrat (l'épargnant seul ; recalculé par l'API, remplace le précédent)",
  params: userAndIdParams,
  body: arbitrationPlanInputSchema,
  response: arbitrationPlanSchema,
});

export const deleteArbitrationPlan = defineCall({
  id: 'deleteArbitrationPlan',
  method: 'DELETE',
  path: '/users/:userId/portfolios/:id/arbitration_plan',
  access: Access.saverSelf('forbidden'),
  tag: 'portfolios',
  summary: "Supprimer le projet d'arbitrage d'un contrat (l'épargnant seul)",
  params: userAndIdParams,
  response: arbitrationPlanAnswerSchema,
});

export const getArbitrationPlanPdf = defineCall({
  id: 'getArbitrationPlanPdf',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/arbitration_plan/pdf',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Le projet d'arbitrage en PDF, à envoyer soi-même à son assureur (Patrimo n'envoie rien)",
  params: userAndIdParams,
  response: fileAnswerSchema,
  download: { contentType: 'application/pdf' },
});

export const getRiskSurvey = defineCall({
  id: 'getRiskSurvey',
  method: 'GET',
  path: '/risk_survey',
  access: Access.signedIn,
  tag: 'portfolios',
  summary: "Le questionnaire de profil de risque (7 questions), de l'épargnant (profile) ou d'un contrat (contract)",
  query: z.object({ type: riskSurveyTypeSchema.default('profile') }),
  response: riskSurveyDefinitionSchema,
});

export const getPortfolioTargets = defineCall({
  id: 'getPortfolioTargets',
  method: 'GET',
  path: '/portfolios/targets',
  access: Access.signedIn,
  tag: 'portfolios',
  summary: 'Les allocations cibles de chaque profil recommandé',
  response: portfolioTargetsSchema,
});

export const getComposition = defineCall({
  id: 'getComposition',
  method: 'GET',
  path: '/users/:userId/portfolios/composition',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "La répartition du patrimoine selon un critère (type, établissement, classe d'actifs…)",
  params: userParams,
  query: compositionQuerySchema,
  response: compositionSchema,
});

export const aggregatePortfolios = defineCall({
  id: 'aggregatePortfolios',
  method: 'POST',
  path: '/users/:userId/portfolios/aggregate',
  access: Access.subject(),
  tag: 'portfolios',
  summary: 'Sommes des montants des contrats filtrés, éventuellement segmentées',
  params: userParams,
  body: aggregateInputSchema,
  response: aggregateResultSchema,
});

export const getTransactions = defineCall({
  id: 'getTransactions',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/transactions',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Une page d'opérations d'un compte bancaire, filtrée",
  params: userAndIdParams,
  query: transactionsQuerySchema,
  response: transactionPageSchema,
});

export const getTransactionCategories = defineCall({
  id: 'getTransactionCategories',
  method: 'GET',
  path: '/transactions/categories',
  access: Access.signedIn,
  tag: 'portfolios',
  summary: 'Les catégories de dépenses',
  response: transactionCategoriesSchema,
});

export const getTransactionMovements = defineCall({
  id: 'getTransactionMovements',
  method: 'GET',
  path: '/users/:userId/portfolios/:id/series/transactions_movements',
  access: Access.subject(),
  tag: 'portfolios',
  summary: "Les entrées et sorties d'argent par mois d'un compte bancaire",
  params: userAndIdParams,
  query: fromQuerySchema,
  response: transactionMovementsSchema,
});

export const updatePortfolio = defineCall({
  id: 'updatePortfolio',
  method: 'PUT',
  path: '/portfolios/:id',
  access: Access.saverSelf(),
  tag: 'portfolios',
  summary: 'Modifier un contrat, son statut, ou le bien immobilier auquel un prêt est rattaché',
  params: idParams,
  body: portfolioUpdateBodySchema,
  response: portfolioSchema,
});

export const updatePortfolioInfos = defineCall({
  id: 'updatePortfolioInfos',
  method: 'PUT',
  path: '/portfolios/:id/portfolio_infos',
  access: Access.saverSelf(),
  tag: 'portfolios',
  summary: "Modifier les paramètres d'un contrat (objectif, frais, produit du catalogue)",
  params: idParams,
  body: z.object({ portfolioInfos: portfolioInfosInputSchema }),
  response: portfolioSchema,
});

export const getContracts = defineCall({
  id: 'getContracts',
  method: 'GET',
  path: '/contracts',
  access: Access.signedIn,
  tag: 'contracts',
  summary: 'Le catalogue des produits, filtré',
  query: z.object({
    page: pageQuerySchema,
    bankId: z.string().min(1).optional(),
    kind: contractKindSchema.optional(),
    q: z.string().trim().max(120, 'too_long').optional(),
  }),
  response: contractProductListSchema,
});

export const getContract = defineCall({
  id: 'getContract',
  method: 'GET',
  path: '/contracts/:id',
  access: Access.optionalSignIn,
  tag: 'contracts',
  summary: 'Un produit du catalogue, par identifiant ou par adresse publique (/contrats/{url})',
  params: z.object({ id: z.string().min(1).max(200) }),
  response: contractProductSchema,
});

export const createBankContract = defineCall({
  id: 'createBankContract',
  method: 'POST',
  path: '/banks/:bankId/contracts',
  access: Access.signedIn,
  tag: 'contracts',
  summary: "Déclarer un produit absent du catalogue d'un établissement",
  params: z.object({ bankId: z.string().min(1) }),
  body: z.object({ contract: contractProductInputSchema }),
  response: contractProductSchema,
  successStatus: 201,
});

export const updateContract = defineCall({
  id: 'updateContract',
  method: 'PUT',
  path: '/contracts/:id',
  access: Access.advisor(),
  tag: 'contracts',
  summary: 'Modifier un produit du catalogue',
  params: idParams,
  body: z.object({ contract: contractProductUpdateSchema }),
  response: contractProductSchema,
});

export const publishContract = defineCall({
  id: 'publishContract',
  method: 'POST',
  path: '/contracts/:id/publish',
  access: Access.advisorRole('admin'),
  tag: 'contracts',
  summary: 'Publier un produit déclaré par un épargnant, après relecture (administrateur du cabinet)',
  params: idParams,
  response: contractProductSchema,
});

export const getSeries = defineCall({
  id: 'getSeries',
  method: 'GET',
  path: '/series',
  access: Access.signedIn,
  tag: 'contracts',
  summary: 'Les séries de référence (indices, inflation, taux)',
  query: marketSeriesQuerySchema,
  response: marketSeriesListSchema,
});

export const getBanks = defineCall({
  id: 'getBanks',
  method: 'GET',
  path: '/banks',
  access: Access.signedIn,
  tag: 'banks',
  summary: 'Les établissements pris en charge',
  response: z.array(bankSchema),
});

export const getBank = defineCall({
  id: 'getBank',
  method: 'GET',
  path: '/banks/:bankId',
  access: Access.signedIn,
  tag: 'banks',
  summary: 'Un établissement et ses produits',
  params: z.object({ bankId: z.string().min(1) }),
  response: bankWithContractsSchema,
});

export const getBankContracts = defineCall({
  id: 'getBankContracts',
  method: 'GET',
  path: '/banks/:bankId/contracts',
  access: Access.signedIn,
  tag: 'banks',
  summary: "Les produits d'un établissement",
  params: z.object({ bankId: z.string().min(1) }),
  response: z.array(contractProductSchema),
});
