import { eq } from 'drizzle-orm';
import { isRiskedKind, type RiskProfileLevel } from '@patrimo/shared';
import type { Database } from '../db/client';
import { portfolioInvestments, portfolios } from '../db/schema';
import { riskLevelOfVolatility } from '../engines/profiles';
import { allocationVolatility, type RiskComponent } from '../engines/risk';
import type { DailySeries } from '../market/series';

type Writer = Pick<Database, 'select' | 'update'>;

/** A line of a contract as its risk level reads it. */
export interface RiskLine {
  isin: string | null;
  valuation: number;
  euroFund: boolean;
}

/** The funds the risk level reads: their proxy's price series (the universe satisfies it). */
export interface RiskFunds {
  byIsin: ReadonlyMap<string, { proxy?: { series: DailySeries } | null }>;
}

/**
 * A contract's risk level 0–5, as its analysis gives it (`engines/contract-analysis.ts`, risk step): the
 * profile band holding the volatility of its current allocation (`riskLevelOfVolatility`). The lines are
 * weighted by their valuation; the money outside the lines and the euro fund are cash (their volatility is
 * nil — the euro fund's credited yield moves by a few basis points a year); a line whose fund the universe
 * does not price is left out, as the analysis leaves it out. Null for a kind without market risk handled
 * elsewhere (cash kinds are 0 in the summaries), or when no line is priced or the history is too short.
 */
export function contractRiskLevel(contract: { kind: string; amount: number }, lines: readonly RiskLine[], funds: RiskFunds): RiskProfileLevel | null {
  if (!isRiskedKind(contract.kind)) return null;
  const components: RiskComponent[] = [];
  let priced = false;
  let invested = 0;
  for (const line of lines) {
    if (!(line.valuation > 0)) continue;
    invested += line.valuation;
    if (line.euroFund) {
      components.push({ weight: line.valuation, series: null });
      continue;
    }
    const series = line.isin === null ? undefined : funds.byIsin.get(line.isin)?.proxy?.series;
    if (!series) continue;
    priced = true;
    components.push({ weight: line.valuation, series });
  }
  if (!priced) return null;
  if (contract.amount > invested) components.push({ weight: contract.amount - invested, series: null });
  const volatility = allocationVolatility(components);
  return volatility === null ? null : riskLevelOfVolatility(volatility.volatility);
}

/**
 * Writes a contract's risk level (`portfolios.risk_level`) from its stored lines; the saver summary follows
 * through its trigger. Called where the lines are replaced (`sync/sync-account.ts`).
 */
export async function refreshContractRiskLevel(db: Writer, portfolioId: string, funds: RiskFunds): Promise<RiskProfileLevel | null> {
  const [contract] = await db.select({ kind: portfolios.kind, amount: portfolios.amount, riskLevel: portfolios.riskLevel }).from(portfolios).where(eq(portfolios.id, portfolioId)).limit(1);
  if (!contract) return null;
  const lines = await db
    .select({ isin: portfolioInvestments.isin, valuation: portfolioInvestments.valuation, euroFund: portfolioInvestments.euroFund })
    .from(portfolioInvestments)
    .where(eq(portfolioInvestments.portfolioId, portfolioId));
  const level = contractRiskLevel(contract, lines, funds);
  if (level !== contract.riskLevel) await db.update(portfolios).set({ riskLevel: level }).where(eq(portfolios.id, portfolioId));
  return level;
}
