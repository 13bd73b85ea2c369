import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { insightKindSchema, type BookInsights, type ContractKind, type Insight, type InsightKind } from '@patrimo/shared';
import type { Database } from '../db/client';
import { advisoryCustomers, analysisPageVisits, portfolioInvestments, portfolios, saverSummaries, users } from '../db/schema';
import { contractFees } from '../engines/fees';
import { accessGranted } from '../http/customer-scope';
import { isInvestmentKind } from '../analysis/supported';
import { FEE_PROJECTION_GROSS_RETURN } from '../analysis/steps';
import { mapInfos } from '../portfolios/portfolio-store';

/**
 * What stands out for a customer (issue 16 « insights », `insightSchema`), each insight with its figure and the
 * threshold it crossed. Computed from the saver's active asset contracts (hidden and closed ones left out, as
 * the saver's wealth leaves them out; loans are no asset):
 * - `out_of_profile`: a contract whose risk level 0–5 (`portfolios.risk_level`, the analysis's level, the one
 *   the customer list averages) is above the recommended risk it is read against — the contract's own
 *   questionnaire, else the saver's profile, as the analysis reads it;
 * - `idle_liquidities`: a regulated savings account above its legal cap (spec §9: livret A 22 950 €, LDDS
 *   12 000 €, LEP 7 700 €, livret jeune 1 600 €: interest credited beyond the cap earns the saver nothing more
 *   than a full account), or current accounts together above CURRENT_ACCOUNTS_THRESHOLD;
 * - `high_fees`: an investment contract whose yearly fees rate (`engines/fees.ts`, the fees step's
 *   `yearlyRate`: contract fees and the funds' ongoing charges as a share of the value) is above
 *   AVERAGE_YEARLY_FEES of its kind;
 * - `analysis_not_done`: an investment contract (the five envelopes with an analysis) whose analysis the saver
 *   never opened (no page of it in `analysis_page_visits`);
 * - `no_risk_profile`: the saver has no recommended risk yet.
 */

/** The kinds in the order the contract lists them: the order of a customer's insights and of `counts`. */
const INSIGHT_KINDS_ORDER: readonly InsightKind[] = insightKindSchema.options;

/** Legal caps of the regulated savings accounts, by `kindDetail` (spec §9). */
export const REGULATED_CAPS: Readonly<Record<string, number>> = { livret_a: 22_950, ldd: 12_000, lep: 7_700, livret_jeune: 1_600 };

/**
 * Current accounts above this sum hold money that sleeps (*product choice*): about three months of a well-off
 * household's spending; beyond it, the advisor has something to suggest.
 */
export const CURRENT_ACCOUNTS_THRESHOLD = 15_000;

/**
 * The average yearly fees of a contract of each kind, as a share of its value (*product choice*, the reference a
 * contract's own rate is compared with): French market orders of magnitude for a contract holding actively
 * managed funds — life insurance and capitalisation about 0,8 % of contract fees on units of account plus about
 * 1 % of fund charges; a PEA or a securities account about 1,2 % (custody and fund charges); an employee savings
 * plan about 1,4 %. A contract above it pays more than most of its kind.
 */
export const AVERAGE_YEARLY_FEES: Readonly<Partial<Record<ContractKind, number>>> = {
  lifeinsurance: 0.018,
  capitalisation: 0.018,
  pea: 0.012,
  market: 0.012,
  pee: 0.014,
};

/** Most customers GET /advisory_insights lists. */
export const BOOK_INSIGHTS_LIMIT = 200;

type Reader = Pick<Database, 'select' | 'selectDistinct'>;

/** The fund universe as the fees read it: its funds are index trackers (passive), any other line counts as active. */
export interface KnownFunds {
  byIsin: ReadonlyMap<string, unknown>;
}

interface ContractRow {
  id: string;
  userId: string;
  name: string;
  kind: string;
  kindDetail: string | null;
  amount: number;
  riskLevel: number | null;
  recommendedRisk: number | null;
  infos: Record<string, unknown>;
}

/** The insights of each saver named (every saver gets an entry, maybe empty). */
export async function insightsBySaver(db: Reader, funds: KnownFunds, savers: readonly { userId: string; recommendedRisk: number | null }[]): Promise<Map<string, Insight[]>> {
  const result = new Map<string, Insight[]>(savers.map((saver) => [saver.userId, []]));
  if (savers.length === 0) return result;
  const userIds = savers.map((saver) => saver.userId);
  const contracts: ContractRow[] = await db
    .select({
      id: portfolios.id,
      userId: portfolios.userId,
      name: portfolios.name,
      kind: portfolios.kind,
      kindDetail: portfolios.kindDetail,
      amount: portfolios.amount,
      riskLevel: portfolios.riskLevel,
      recommendedRisk: portfolios.recommendedRisk,
      infos: portfolios.infos,
    })
    .from(portfolios)
    .where(and(inArray(portfolios.userId, userIds), eq(portfolios.status, 'active'), eq(portfolios.type, 'asset')));
  const investmentIds = contracts.filter((c) => isInvestmentKind(c.kind)).map((c) => c.id);
  const [lines, visited] = investmentIds.length
    ? await Promise.all([
        db
          .select({ portfolioId: portfolioInvestments.portfolioId, isin: portfolioInvestments.isin, label: portfolioInvestments.label, valuation: portfolioInvestments.valuation, euroFund: portfolioInvestments.euroFund })
          .from(portfolioInvestments)
          .where(inArray(portfolioInvestments.portfolioId, investmentIds)),
        db.selectDistinct({ portfolioId: analysisPageVisits.portfolioId }).from(analysisPageVisits).where(inArray(analysisPageVisits.portfolioId, investmentIds)),
      ])
    : [[], []];
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.portfolioId, [...(linesOf.get(line.portfolioId) ?? []), line]);
  const opened = new Set(visited.map((row) => row.portfolioId));

  const profileRisk = new Map(savers.map((saver) => [saver.userId, saver.recommendedRisk]));
  const checking = new Map<string, number>();
  for (const contract of contracts) {
    const list = result.get(contract.userId) as Insight[];
    const about = { portfolioId: contract.id, portfolioName: contract.name };
    const recommended = contract.recommendedRisk ?? profileRisk.get(contract.userId) ?? null;
    if (contract.riskLevel !== null && recommended !== null && contract.riskLevel > recommended) {
      list.push({ kind: 'out_of_profile', ...about, figure: contract.riskLevel, threshold: recommended, unit: 'risk' });
    }
    const cap = contract.kind === 'savings' && contract.kindDetail ? REGULATED_CAPS[contract.kindDetail] : undefined;
    if (cap !== undefined && contract.amount > cap) list.push({ kind: 'idle_liquidities', ...about, figure: contract.amount, threshold: cap, unit: 'amount' });
    if (contract.kind === 'checking') checking.set(contract.userId, (checking.get(contract.userId) ?? 0) + contract.amount);
    if (!isInvestmentKind(contract.kind)) continue;
    const rate = yearlyFeesRate(contract, linesOf.get(contract.id) ?? [], funds);
    const average = AVERAGE_YEARLY_FEES[contract.kind as ContractKind];
    if (rate !== null && average !== undefined && rate > average) list.push({ kind: 'high_fees', ...about, figure: round(rate, 5), threshold: average, unit: 'rate' });
    if (!opened.has(contract.id)) list.push({ kind: 'analysis_not_done', ...about, figure: contract.amount, threshold: null, unit: 'amount' });
  }
  for (const [userId, total] of checking) {
    if (total > CURRENT_ACCOUNTS_THRESHOLD) (result.get(userId) as Insight[]).push({ kind: 'idle_liquidities', portfolioId: null, portfolioName: null, figure: round(total, 2), threshold: CURRENT_ACCOUNTS_THRESHOLD, unit: 'amount' });
  }
  for (const saver of savers) {
    if (saver.recommendedRisk === null) (result.get(saver.userId) as Insight[]).push({ kind: 'no_risk_profile', portfolioId: null, portfolioName: null, figure: null, threshold: null, unit: 'risk' });
  }
  for (const list of result.values()) list.sort(byKindThenFigure);
  return result;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function byKindThenFigure(a: Insight, b: Insight): number {
  return INSIGHT_KINDS_ORDER.indexOf(a.kind) - INSIGHT_KINDS_ORDER.indexOf(b.kind) || (b.figure ?? 0) - (a.figure ?? 0) || (a.portfolioId ?? '').localeCompare(b.portfolioId ?? '');
}

/** A contract's yearly fees rate by the fees engine (the analysis's fees step), null for an empty contract. */
export function yearlyFeesRate(
  contract: Pick<ContractRow, 'kind' | 'amount' | 'infos'>,
  lines: readonly { isin: string | null; label: string; valuation: number; euroFund: boolean }[],
  funds: KnownFunds,
): number | null {
  const held = lines.filter((line) => line.valuation > 0);
  const euroFundValue = held.filter((line) => line.euroFund).reduce((sum, line) => sum + line.valuation, 0);
  const unitLinkedValue = held.filter((line) => !line.euroFund).reduce((sum, line) => sum + line.valuation, 0);
  const value = Math.max(contract.amount, euroFundValue + unitLinkedValue);
  if (!(value > 0)) return null;
  const infos = mapInfos(contract.infos);
  return contractFees({
    kind: contract.kind as ContractKind,
    value,
    euroFundValue,
    unitLinkedValue,
    fees: infos.fees,
    // As the fees step gathers them: the universe knows no fund's charges, so each line is counted at the spec §9
    // estimate, passive for the universe's index trackers, active (unknown) otherwise.
    holdings: held.map((line) => ({
      isin: line.isin,
      name: line.label,
      amount: line.valuation,
      euroFund: line.euroFund,
      ongoingCharges: null,
      active: line.isin !== null && funds.byIsin.has(line.isin) ? false : null,
    })),
    monthlyDeposit: infos.monthlyDeposit,
    monthlyWithdrawal: infos.monthlyBuyout,
    grossYearlyReturn: FEE_PROJECTION_GROSS_RETURN,
  }).yearlyRate;
}

/** GET /customers/{id}/insights: the insights of one customer with access (empty without). */
export async function customerInsights(db: Reader, funds: KnownFunds, userId: string | null): Promise<Insight[]> {
  if (!userId) return [];
  const [saver] = await db.select({ userId: users.id, recommendedRisk: users.recommendedRisk }).from(users).where(eq(users.id, userId));
  if (!saver) return [];
  return (await insightsBySaver(db, funds, [saver])).get(userId) ?? [];
}

/**
 * GET /advisory_insights: every customer of the scope with access is examined; those with something to act on
 * are listed, most insights first (then the largest wealth, then by name), BOOK_INSIGHTS_LIMIT at most; `counts`
 * says how many examined customers have each kind.
 */
export type BookInsightsRead = Omit<BookInsights, 'customers'> & { customers: (BookInsights['customers'][number] & { userId: string })[] };

export async function bookInsights(db: Reader, funds: KnownFunds, scope: SQL): Promise<BookInsightsRead> {
  const customers = await db
    .select({
      customerId: advisoryCustomers.id,
      userId: sql<string>`${advisoryCustomers.userId}`,
      firstName: advisoryCustomers.firstName,
      lastName: advisoryCustomers.lastName,
      recommendedRisk: users.recommendedRisk,
      wealthAmount: saverSummaries.wealthAmount,
    })
    .from(advisoryCustomers)
    .innerJoin(users, eq(users.id, advisoryCustomers.userId))
    .leftJoin(saverSummaries, eq(saverSummaries.userId, advisoryCustomers.userId))
    .where(and(scope, accessGranted));
  const bySaver = await insightsBySaver(db, funds, customers);
  const counts = new Map<InsightKind, number>(INSIGHT_KINDS_ORDER.map((kind) => [kind, 0]));
  const listed = customers
    .map((customer) => ({ ...customer, insights: bySaver.get(customer.userId) ?? [] }))
    .filter((customer) => customer.insights.length > 0);
  for (const customer of listed) {
    for (const kind of new Set(customer.insights.map((insight) => insight.kind))) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  listed.sort(
    (a, b) =>
      b.insights.length - a.insights.length ||
      (b.wealthAmount ?? 0) - (a.wealthAmount ?? 0) ||
      a.lastName.localeCompare(b.lastName, 'fr') ||
      a.firstName.localeCompare(b.firstName, 'fr') ||
      a.customerId.localeCompare(b.customerId),
  );
  return {
    examined: customers.length,
    counts: [...counts].map(([kind, n]) => ({ kind, customers: n })),
    customers: listed.slice(0, BOOK_INSIGHTS_LIMIT).map((customer) => ({
      customerId: customer.customerId,
      userId: customer.userId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      // No summary row: the saver holds no contract, a wealth of 0 € as the customer list reads it.
      wealthAmount: customer.wealthAmount ?? 0,
      insights: customer.insights,
    })),
  };
}
