import { contractCategoryLabels, contractKindLabels, isBankAccountKind, isSupportedContract, kindDetailLabels, settingsCompleteness, type ContractCategory, type Portfolio } from '@patrimo/shared';
import { CATEGORIES } from './chart-data';

/** What the saver owns and owes, from their contracts shown on the dashboard (hidden and closed ones left out). */
export interface WealthTotals {
  assets: number;
  /** Capital still owed, as a positive amount (institutions report a loan's balance as negative). */
  debts: number;
  net: number;
  /** Contracts counted. */
  count: number;
}

export function wealthTotals(portfolios: readonly Portfolio[]): WealthTotals {
  let assets = 0;
  let debts = 0;
  let count = 0;
  for (const portfolio of portfolios) {
    if (portfolio.status !== 'active') continue;
    count += 1;
    if (portfolio.type === 'liability') debts += Math.abs(portfolio.amount);
    else assets += portfolio.amount;
  }
  // Sums of cents: round away the binary fractions so 0,1 + 0,2 prints as 0,30 €.
  const round = (value: number) => Math.round(value * 100) / 100;
  return { assets: round(assets), debts: round(debts), net: round(assets - debts), count };
}

/** A contract's label: the regulated account or loan type when known (« Livret A »), otherwise its kind. */
export function contractKindLabel(portfolio: Pick<Portfolio, 'kind' | 'kindDetail'> & { category?: Portfolio['category'] }): string {
  if (portfolio.category === 'real_estate') return contractCategoryLabels.real_estate;
  return portfolio.kindDetail ? kindDetailLabels[portfolio.kindDetail] : contractKindLabels[portfolio.kind];
}

export interface ContractGroup {
  category: ContractCategory;
  contracts: Portfolio[];
  total: number;
}

export interface GroupedContracts {
  /** Shown contracts by category (invested wealth, savings, real estate), empty categories left out. */
  groups: ContractGroup[];
  /** Contracts the saver hid, in their own collapsed group. */
  hidden: Portfolio[];
  /** Loans are debts with their own pages: counted here only to link there. */
  loans: number;
}

/**
 * The contracts page: loans apart, hidden contracts apart, the others by category in the dashboard's order,
 * each group by decreasing amount. A contract without a category (manual entry) joins the savings.
 */
export function groupContracts(portfolios: readonly Portfolio[]): GroupedContracts {
  const byCategory = new Map<ContractCategory, Portfolio[]>(CATEGORIES.map((category) => [category, []]));
  const hidden: Portfolio[] = [];
  let loans = 0;
  for (const portfolio of portfolios) {
    if (portfolio.kind === 'loan' || portfolio.type === 'liability') {
      loans += 1;
      continue;
    }
    if (portfolio.status === 'hidden') {
      hidden.push(portfolio);
      continue;
    }
    byCategory.get(portfolio.category ?? 'savings')?.push(portfolio);
  }
  const byAmount = (a: Portfolio, b: Portfolio) => b.amount - a.amount;
  const groups = CATEGORIES.flatMap((category) => {
    const contracts = (byCategory.get(category) ?? []).sort(byAmount);
    if (contracts.length === 0) return [];
    const total = Math.round(contracts.filter((c) => c.status === 'active').reduce((sum, c) => sum + c.amount, 0) * 100) / 100;
    return [{ category, contracts, total }];
  });
  return { groups, hidden: hidden.sort(byAmount), loans };
}

/**
 * The badge of a contract in the list. « Analysé » only once the saver went through every page of its analysis
 * (`analysisProgress.completed`); before that, what comes next: complete the settings the analysis needs (spec §5
 * completeness), start the analysis, or go on with it. Unsupported kinds keep their own badge, and a contract
 * the analysis does not cover (bank accounts, loans) reads « Suivi ».
 */
export type ContractBadge = 'analysed' | 'analysisInProgress' | 'analysisToDo' | 'completeSettings' | 'followed' | 'unsupported';

export function contractBadge(
  portfolio: Pick<Portfolio, 'kind' | 'kindDetail' | 'type' | 'infos' | 'recommendedRisk'> & {
    analysisProgress?: { completed: boolean; visited: readonly unknown[] } | undefined;
  },
): ContractBadge {
  if (!isSupportedContract(portfolio)) return 'unsupported';
  if (portfolio.kind === 'loan' || portfolio.type === 'liability' || isBankAccountKind(portfolio.kind)) return 'followed';
  const progress = portfolio.analysisProgress;
  if (progress?.completed) return 'analysed';
  if (!settingsCompleteness(portfolio).complete) return 'completeSettings';
  return progress !== undefined && progress.visited.length > 0 ? 'analysisInProgress' : 'analysisToDo';
}

/**
 * Where a contract opens, below the saver frame's base: a property (category `real_estate`, whose portfolio id
 * is the property's id) opens its own page in mf-realestate, any other contract the contract pages. With the
 * brand's real estate off (spec §6) a property has no page: `null`, and the list shows it without a link.
 */
export function contractPath(portfolio: Pick<Portfolio, 'id' | 'category'>, features: { realEstate: boolean }): string | null {
  const id = encodeURIComponent(portfolio.id);
  if (portfolio.category !== 'real_estate') return `/contract/${id}`;
  return features.realEstate ? `/contract-realestate/${id}/overview` : null;
}
