import type { ContractKind, KindDetail } from '@patrimo/shared';
import type { Fund } from '../../investments/universe';
import type { ProviderAccount, ProviderInvestment, ProviderLoan, ProviderTransaction } from '../provider';
import { addMonthsIso, dayOf, monthsBetween, partsOf } from './calendar';
import { HistoryRecorder, historyStartDay, iso } from './history';
import type { PriceBook } from './price-book';
import { priceOn } from './price-book';
import { Random, cents } from './random';
import type { RegulatedSavings, SavingsRates } from './savings-rates';

/**
 * Builders of the sandbox's savings, investment and loan contracts. Each walks its contract day by day from
 * the opening to "today": deposits, interest and prices move the value, the shown history starts at
 * max(opening, 2017-01-01), and the balance is where the walk ends, so history, transactions and balance
 * always agree.
 */

/** What every contract has. */
export interface ContractBase {
  id: string;
  name: string;
  number: string;
  opening: string;
  today: string;
}

// ---------------------------------------------------------------------------------------------------------
// Savings

/** A savings account's deposits: an initial deposit, then a monthly one, with occasional withdrawals. */
export interface SavingsPlan {
  kindDetail: RegulatedSavings | 'livret';
  initial: number;
  monthly: number;
  /** Chance each month of withdrawing part of the balance (not for a PEL, where it would close the plan). */
  withdrawalChance: number;
  seed: string;
}

/**
 * A savings account at the real rates: interest accrues daily at the rate in force (simple interest, 365
 * days) and is credited on 31 December, as banks do once a year. Deposits stop at the cap — they never take
 * the balance above it — while credited interest may (the law caps deposits, not interest). The PEL keeps
 * the rate of its opening date; a generic « livret » gets the Livret A rate (the sandbox knows no bank's own).
 */
export function buildSavings(base: ContractBase, plan: SavingsPlan, rates: SavingsRates): ProviderAccount {
  const random = new Random('sandbox-savings', plan.seed);
  const openingDay = dayOf(base.opening);
  const todayDay = dayOf(base.today);
  const history = new HistoryRecorder(historyStartDay(openingDay));
  const transactions: ProviderTransaction[] = [];
  const regulated = plan.kindDetail === 'livret' ? null : plan.kindDetail;
  const cap = regulated === null ? Number.POSITIVE_INFINITY : rates.caps[regulated];
  const rateKind: RegulatedSavings = regulated ?? 'livret_a';
  let rate = rates.rateOn(rateKind, base.opening);
  let balance = 0;
  let accrued = 0;
  let counter = 0;
  const move = (day: number, amount: number, label: string): void => {
    const value = cents(amount);
    if (value === 0) return;
    counter++;
    balance = cents(balance + value);
    transactions.push({ id: `${base.id}-${String(counter).padStart(4, '0')}`, date: iso(day), amount: value, label, category: 'finances' });
  };
  const deposit = (day: number, wanted: number, label: string): void => move(day, Math.max(0, Math.min(wanted, cap - balance)), label);
  for (let day = openingDay; day <= todayDay; day++) {
    const { year, month, date } = partsOf(day);
    if (date === 1 && plan.kindDetail !== 'pel') rate = rates.rateOn(rateKind, iso(day));
    if (day === openingDay) deposit(day, plan.initial, 'VERSEMENT INITIAL');
    else if (date === 10) {
      if (plan.monthly > 0) deposit(day, plan.monthly, 'VIR PERMANENT EPARGNE');
      if (random.chance(plan.withdrawalChance) && balance > 300) move(day, -Math.floor((balance * random.between(0.1, 0.4)) / 10) * 10, 'VIR VERS COMPTE COURANT');
    }
    accrued += (balance * rate) / 365;
    if (month === 12 && date === 31) {
      move(day, accrued, `INTERETS ${year}`);
      accrued = 0;
    }
    history.record(day, balance);
  }
  return {
    id: base.id,
    name: base.name,
    number: base.number,
    kind: 'savings',
    kindDetail: plan.kindDetail,
    balance,
    currency: 'EUR',
    openingDate: base.opening,
    investments: [],
    history: history.points,
    simulatedFrom: null,
    transactions,
    loan: null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Investment contracts

/** One line of an investment contract and its share of each payment. */
export interface FundLine {
  fund: Fund;
  weight: number;
}

/** A payment into an investment contract. */
export interface Payment {
  date: string;
  amount: number;
  label: string;
}

/** How an investment contract is held. */
export interface InvestmentPlan {
  kind: ContractKind;
  /** Share of each payment going to the euro fund (life insurance, capitalisation, PER); 0 otherwise. */
  euroShare: number;
  lines: FundLine[];
  payments: Payment[];
}

/** A key naming a proxy series: the ticker, and the last close, which tells a hedged series from the other. */
function proxyKey(fund: Fund): string {
  const series = (fund.proxy as NonNullable<Fund['proxy']>).series;
  return `${fund.classification.proxy ?? fund.isin}:${series.closes[series.closes.length - 1]}`;
}

/**
 * An investment contract valued every day: units bought at the proxy's price of the payment's day, the euro
 * fund credited on 31 December with the year's average euro-fund yield (accrued daily on its balance), and
 * the value the euro fund plus units times price. Prices after the proxy's last real close are simulated
 * (see `PriceBook`); `simulatedFrom` is the first shown day priced so.
 */
export function buildInvestment(base: ContractBase, plan: InvestmentPlan, rates: SavingsRates, prices: PriceBook): ProviderAccount {
  const openingDay = dayOf(base.opening);
  const todayDay = dayOf(base.today);
  const fromDay = historyStartDay(openingDay);
  const history = new HistoryRecorder(fromDay);
  const dense = plan.lines.map((line) => prices.dense(proxyKey(line.fund), (line.fund.proxy as NonNullable<Fund['proxy']>).series, todayDay));
  const units = plan.lines.map(() => 0);
  const invested = plan.lines.map(() => 0);
  const totalWeight = plan.lines.reduce((sum, line) => sum + line.weight, 0);
  const byDay = new Map<number, Payment[]>();
  for (const payment of plan.payments) {
    const day = dayOf(payment.date);
    if (day > todayDay) continue;
    byDay.set(day, [...(byDay.get(day) ?? []), payment]);
  }
  let euro = 0;
  let euroInvested = 0;
  let accrued = 0;
  let yieldRate = rates.euroFundYield(partsOf(openingDay).year);
  let value = 0;
  const transactions: ProviderTransaction[] = [];
  for (let day = openingDay; day <= todayDay; day++) {
    const { year, month, date } = partsOf(day);
    if (month === 1 && date === 1) yieldRate = rates.euroFundYield(year);
    for (const payment of byDay.get(day) ?? []) {
      const toEuro = plan.lines.length === 0 ? payment.amount : payment.amount * plan.euroShare;
      euro += toEuro;
      euroInvested += toEuro;
      plan.lines.forEach((line, index) => {
        const amount = ((payment.amount - toEuro) * line.weight) / totalWeight;
        units[index] = (units[index] as number) + amount / priceOn(dense[index] as NonNullable<(typeof dense)[number]>, day);
        invested[index] = (invested[index] as number) + amount;
      });
      transactions.push({ id: `${base.id}-${String(transactions.length + 1).padStart(4, '0')}`, date: iso(day), amount: cents(payment.amount), label: payment.label, category: 'finances' });
    }
    accrued += (euro * yieldRate) / 365;
    if (month === 12 && date === 31) {
      euro += accrued;
      accrued = 0;
    }
    value = euro;
    dense.forEach((prices, index) => {
      value += (units[index] as number) * priceOn(prices, day);
    });
    history.record(day, value);
  }
  const investments: ProviderInvestment[] = [];
  if (euroInvested > 0) {
    investments.push({ isin: null, label: 'Fonds en euros', valuation: cents(euro), quantity: null, unitValue: null, valuationDate: base.today, investedAmount: cents(euroInvested), euroFund: true });
  }
  plan.lines.forEach((line, index) => {
    const unitValue = priceOn(dense[index] as NonNullable<(typeof dense)[number]>, todayDay);
    investments.push({
      isin: line.fund.isin,
      label: line.fund.name,
      valuation: cents((units[index] as number) * unitValue),
      quantity: Math.round((units[index] as number) * 10_000) / 10_000,
      unitValue: cents(unitValue),
      valuationDate: base.today,
      investedAmount: cents(invested[index] as number),
      euroFund: false,
    });
  });
  const firstSimulated = Math.max(fromDay, Math.min(...dense.map((prices) => prices.lastRealDay + 1)));
  return {
    id: base.id,
    name: base.name,
    number: base.number,
    kind: plan.kind,
    kindDetail: null,
    // The sum of the lines as shown, so that the lines add up to the balance to the cent.
    balance: cents(investments.reduce((sum, line) => sum + line.valuation, 0)),
    currency: 'EUR',
    openingDate: base.opening,
    investments,
    history: history.points,
    simulatedFrom: dense.length > 0 && firstSimulated <= todayDay ? iso(firstSimulated) : null,
    transactions,
    loan: null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Loans

/** The terms of a loan. */
export interface LoanTerms {
  kindDetail: Extract<KindDetail, 'mortgage' | 'consumer_credit' | 'revolving_credit'>;
  amount: number;
  /** Yearly nominal rate. */
  rate: number;
  /** Yearly insurance rate on the borrowed amount, or null. */
  insuranceRate: number | null;
  months: number;
}

/** The constant instalment, insurance excluded: P·r / (1 − (1 + r)^−n) with r the monthly rate. */
export function amortisingInstalment(amount: number, yearlyRate: number, months: number): number {
  const rate = yearlyRate / 12;
  return rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months);
}

/** Capital still due after `paid` instalments of a constant-instalment loan. */
export function remainingCapitalAfter(amount: number, yearlyRate: number, months: number, paid: number): number {
  const count = Math.min(months, Math.max(0, paid));
  if (count === months) return 0;
  const rate = yearlyRate / 12;
  if (rate === 0) return amount * (1 - count / months);
  const growth = (1 + rate) ** count;
  return Math.max(0, amount * growth - (amortisingInstalment(amount, yearlyRate, months) * (growth - 1)) / rate);
}

/**
 * A loan repaid by constant monthly instalments, the first one month after signature. The balance is minus
 * the capital still due; the history steps down on each due date. The instalments themselves are debited on
 * the checking account when it is at the same institution (`CheckingProfile`).
 */
export function buildLoan(base: ContractBase, terms: LoanTerms): ProviderAccount {
  const openingDay = dayOf(base.opening);
  const todayDay = dayOf(base.today);
  const history = new HistoryRecorder(historyStartDay(openingDay));
  let paid = 0;
  let nextDue = dayOf(addMonthsIso(base.opening, 1));
  let remaining = terms.amount;
  const start = Math.max(openingDay, historyStartDay(openingDay));
  // Jump straight to the first shown day: the instalments before it are counted by the formula.
  paid = Math.max(0, Math.min(terms.months, monthsBetween(base.opening, iso(start))));
  remaining = remainingCapitalAfter(terms.amount, terms.rate, terms.months, paid);
  nextDue = dayOf(addMonthsIso(base.opening, paid + 1));
  for (let day = start; day <= todayDay; day++) {
    if (day === nextDue && paid < terms.months) {
      paid++;
      remaining = remainingCapitalAfter(terms.amount, terms.rate, terms.months, paid);
      nextDue = dayOf(addMonthsIso(base.opening, paid + 1));
    }
    history.record(day, -remaining);
  }
  const loan: ProviderLoan = {
    kindDetail: terms.kindDetail,
    totalAmount: cents(terms.amount),
    remainingCapital: cents(remaining),
    rate: terms.rate,
    insuranceRate: terms.insuranceRate,
    monthlyPayment: loanMonthlyPayment(terms),
    signatureDate: base.opening,
    endDate: addMonthsIso(base.opening, terms.months),
  };
  return {
    id: base.id,
    name: base.name,
    number: base.number,
    kind: 'loan',
    kindDetail: terms.kindDetail,
    balance: -cents(remaining),
    currency: 'EUR',
    openingDate: base.opening,
    investments: [],
    history: history.points,
    simulatedFrom: null,
    transactions: [],
    loan,
  };
}

/** The monthly instalment, insurance included (insurance on the borrowed amount, constant). */
export function loanMonthlyPayment(terms: LoanTerms): number {
  return cents(amortisingInstalment(terms.amount, terms.rate, terms.months) + (terms.amount * (terms.insuranceRate ?? 0)) / 12);
}
