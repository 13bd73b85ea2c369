import { and, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  contractCategoryLabels,
  isBankAccountKind,
  type Composition,
  type CompositionItem,
  type CompositionSubset,
  type CompositionType,
} from '@patrimo/shared';
import type { Database } from '../db/client';
import { bankAccounts, portfolioInvestments, portfolios, transactions } from '../db/schema';
import { cashExposure, lineExposure, splitCents, unknownExposure, type Exposure } from '../engines/allocation';
import type { Universe } from '../investments/universe';
import { toCents } from '../lib/cents';
import { selectedContracts } from './subsets';

type Reader = Pick<Database, 'select'>;

/** The key of everything a limited composition leaves out, and of what has no value of the grouping. */
export const OTHER_KEY = 'other';

interface Group {
  label: string | null;
  cents: number;
}

/** Groups of amounts in integer cents, by key. */
class Groups {
  readonly #groups = new Map<string, Group>();

  add(key: string, cents: number, label: string | null = null): void {
    if (cents === 0) return;
    const group = this.#groups.get(key);
    if (group) group.cents += cents;
    else this.#groups.set(key, { label, cents });
  }

  /**
   * Items by decreasing amount, shares of their total. A group whose sum is not positive (an overdrawn account
   * alone) is left out: a share of a whole cannot be negative. Beyond `limit`, the smallest groups are merged
   * into `other`, so that the items still make up the whole.
   */
  items(limit: number | undefined): { total: number; items: CompositionItem[] } {
    let sorted = [...this.#groups.entries()]
      .filter(([, group]) => group.cents > 0)
      .sort(([keyA, a], [keyB, b]) => b.cents - a.cents || keyA.localeCompare(keyB));
    if (limit !== undefined && sorted.length > limit) {
      const kept = sorted.slice(0, limit - 1).filter(([key]) => key !== OTHER_KEY);
      const rest = sorted.filter(([key]) => !kept.some(([keptKey]) => keptKey === key)).reduce((sum, [, group]) => sum + group.cents, 0);
      sorted = [...kept, [OTHER_KEY, { label: null, cents: rest }] as [string, Group]].sort(([keyA, a], [keyB, b]) => b.cents - a.cents || keyA.localeCompare(keyB));
    }
    const totalCents = sorted.reduce((sum, [, group]) => sum + group.cents, 0);
    return {
      total: totalCents / 100,
      items: sorted.map(([key, group]) => ({ key, label: group.label, amount: group.cents / 100, share: group.cents / totalCents })),
    };
  }
}

interface ContractRow {
  id: string;
  kind: string;
  category: string | null;
  type: 'asset' | 'liability';
  amount: number;
  bankId: string | null;
  bankName: string | null;
}

/** Kinds held as cash: bank accounts and savings accounts. */
function isCashKind(kind: string): boolean {
  return kind === 'savings' || isBankAccountKind(kind);
}

/**
 * Adds `cents` to the groups split by a look-through exposure (see `engines/allocation.ts`, the one
 * implementation of how a line, cash or an undescribed contract is classified). An empty exposure (the
 * sectors of cash) adds nothing.
 */
function addExposure(groups: Groups, cents: number, exposure: readonly Exposure[]): void {
  for (const part of splitCents(cents, exposure)) groups.add(part.key, part.cents);
}

async function contractRows(db: Reader, userId: string, subset: CompositionSubset, withLoans: boolean): Promise<ContractRow[]> {
  const rows = await db
    .select({
      id: portfolios.id,
      kind: portfolios.kind,
      category: portfolios.category,
      type: portfolios.type,
      amount: portfolios.amount,
      bankId: bankAccounts.bankId,
      bankName: bankAccounts.bankName,
    })
    .from(portfolios)
    .leftJoin(bankAccounts, eq(bankAccounts.id, portfolios.accountId))
    .where(withLoans ? selectedContracts(userId, subset) : and(selectedContracts(userId, subset), eq(portfolios.type, 'asset')));
  return rows;
}

/** The ISO date twelve months before `today`. */
function yearBefore(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Spending of the last 12 months by category: the debits of the subset's bank accounts, as positive amounts.
 * A debit matched by a credit of the same amount on the same day on another of the saver's contracts is an
 * internal transfer (a deferred card settled on the checking account, a sweep to a savings account), not
 * spending: it is left out, so that card payments are not counted twice.
 */
async function spending(db: Reader, userId: string, subset: CompositionSubset, today: string, groups: Groups): Promise<void> {
  const bankAccountIds = db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(selectedContracts(userId, subset), inArray(portfolios.kind, ['checking', 'card', 'deposit'])));
  const saverContracts = db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId));
  const counterpart = alias(transactions, 'counterpart');
  const rows = await db
    .select({ category: transactions.category, total: sql<string>`sum(${transactions.amount})` })
    .from(transactions)
    .where(
      and(
        inArray(transactions.portfolioId, bankAccountIds),
        lt(transactions.amount, 0),
        gt(transactions.date, yearBefore(today)),
        sql`${transactions.date} <= ${today}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(counterpart)
            .where(
              and(
                inArray(counterpart.portfolioId, saverContracts),
                sql`${counterpart.portfolioId} <> ${transactions.portfolioId}`,
                eq(counterpart.date, transactions.date),
                sql`${counterpart.amount} = -${transactions.amount}`,
              ),
            ),
        ),
      ),
    )
    .groupBy(transactions.category);
  for (const row of rows) groups.add(row.category ?? OTHER_KEY, -toCents(Number(row.total)));
}

export interface CompositionInput {
  userId: string;
  type: CompositionType;
  subset: CompositionSubset;
  limit: number | undefined;
  /** Today, ISO: the end of the spending year. */
  today: string;
  universe: Universe;
}

/**
 * The split of the saver's wealth by `type`, over the contracts of `subset` (see `subsets.ts`), in integer
 * cents. What is split are holdings: loans appear only in the `loan` subset and in the asset/liability split
 * (`type`), at the capital they still owe. The contract's own fields group whole amounts (kind, bank with its
 * name as label — `manual` for contracts entered by hand —, category — `none` for loans —, type); `risk`,
 * `asset_class`, `region` and `sector` look through each contract's lines with the fund universe (the rules
 * are in `engines/allocation.ts`); `spending` sums the bank accounts' debits of the last 12 months by category.
 */
export async function composition(db: Reader, input: CompositionInput): Promise<Composition> {
  const { userId, type, subset } = input;
  const groups = new Groups();
  if (type === 'spending') {
    await spending(db, userId, subset, input.today, groups);
  } else if (type === 'kind' || type === 'bank' || type === 'category' || type === 'type') {
    const rows = await contractRows(db, userId, subset, subset === 'loan' || type === 'type');
    for (const row of rows) {
      // Loans are stored negative; their share is what they owe.
      const cents = row.type === 'liability' ? -toCents(row.amount) : toCents(row.amount);
      // A property is stored with kind `other`; by kind it reads as real estate, not as « Autre ».
      if (type === 'kind' && row.category === 'real_estate') groups.add('real_estate', cents, contractCategoryLabels.real_estate);
      else if (type === 'kind') groups.add(row.kind, cents);
      else if (type === 'bank') groups.add(row.bankId ?? 'manual', cents, row.bankName);
      else if (type === 'category') groups.add(row.category ?? 'none', cents);
      else groups.add(row.type, cents);
    }
  } else {
    const rows = await contractRows(db, userId, subset, false);
    const lines = rows.length === 0 ? [] : await db
      .select({ portfolioId: portfolioInvestments.portfolioId, isin: portfolioInvestments.isin, euroFund: portfolioInvestments.euroFund, valuation: portfolioInvestments.valuation })
      .from(portfolioInvestments)
      .where(inArray(portfolioInvestments.portfolioId, rows.map((row) => row.id)));
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.portfolioId, [...(linesOf.get(line.portfolioId) ?? []), line]);
    for (const row of rows) {
      const cents = toCents(row.amount);
      const own = linesOf.get(row.id) ?? [];
      if (isCashKind(row.kind)) {
        addExposure(groups, cents, cashExposure(type));
        continue;
      }
      if (own.length === 0) {
        addExposure(groups, cents, unknownExposure(type));
        continue;
      }
      let invested = 0;
      for (const line of own) {
        const lineCents = toCents(line.valuation);
        invested += lineCents;
        addExposure(groups, lineCents, lineExposure(type, line, input.universe));
      }
      // Money in the envelope outside its lines (a securities account's cash) is cash.
      if (cents > invested) addExposure(groups, cents - invested, cashExposure(type));
    }
  }
  return { type, subset, ...groups.items(input.limit) };
}
