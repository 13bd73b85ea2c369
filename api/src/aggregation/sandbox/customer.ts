import type { Institution } from '../../banks/catalogue';
import type { ProductKey } from '../../banks/products';
import type { Fund, Universe } from '../../investments/universe';
import type { ProviderAccount } from '../provider';
import { addMonthsIso, dayFromParts, dayOf, isoOf } from './calendar';
import { buildChecking, type CheckingProfile } from './checking';
import { buildInvestment, buildLoan, buildSavings, loanMonthlyPayment, type ContractBase, type FundLine, type LoanTerms, type Payment } from './holdings';
import type { PriceBook } from './price-book';
import { Random, cents } from './random';
import type { RegulatedSavings, SavingsRates } from './savings-rates';

/**
 * A sandbox customer: who the saver behind a login is (age, income, savings habits) and what they hold at
 * the institution, drawn from a generator seeded by (institution id, login) only — the same login at the same
 * institution is always the same customer, with the same contracts, amounts and transactions; the account
 * ids are prefixed by the connection id so two savers typing the same login never share an id. Only products
 * the institution sells (its catalogue range) are opened, with the odds of an ordinary French household.
 *
 * Opening dates are absolute (never after `LATEST_OPENING`), not relative to "today": a synchronisation a
 * month later finds the same contracts, a month older.
 */

/** No contract is opened after this date, so every contract exists at any "today" after it. */
export const LATEST_OPENING = '2025-12-31';

/** Where a customer is built from. */
export interface CustomerInput {
  institution: Institution;
  login: string;
  /** The partner's connection id: the prefix of every account id. */
  connectionId: string;
  /** "Today", ISO date. */
  today: string;
  universe: Universe;
  rates: SavingsRates;
  prices: PriceBook;
}

/** The saver behind a login. */
export interface CustomerProfile {
  age: number;
  /** Net monthly income, euros. */
  income: number;
  /** How much they save, as a multiple of an ordinary saver. */
  thrift: number;
}

const EMPLOYERS = ['ACME SAS', 'SNCF', 'DECATHLON SE', 'CAPGEMINI', 'CHU DE LYON', 'MAIRIE DE NANTES', 'AIRBUS OPERATIONS', 'LA POSTE', 'ORANGE SA', 'THALES', 'BOULANGERIE MARTIN'];

/**
 * Average mortgage rates by year of signature, indicative orders of magnitude of the French market
 * (observatory averages round to these); each loan draws around them.
 */
const MORTGAGE_RATES: Readonly<Record<number, number>> = {
  2012: 0.036, 2013: 0.031, 2014: 0.027, 2015: 0.021, 2016: 0.016, 2017: 0.015, 2018: 0.0145, 2019: 0.012,
  2020: 0.012, 2021: 0.011, 2022: 0.016, 2023: 0.036, 2024: 0.036, 2025: 0.032,
};

/** The saver behind (institution, login). */
export function customerProfile(institutionId: string, login: string): CustomerProfile {
  const random = new Random('sandbox-profile', institutionId, login);
  const age = random.int(19, 78);
  return { age, income: Math.round(random.logBetween(1_450, 7_500) / 10) * 10, thrift: random.logBetween(0.3, 3) * Math.min(2, Math.max(0.4, age / 40)) };
}

function randomDate(random: Random, from: string, to: string): string {
  const start = dayOf(from);
  const end = dayOf(to);
  const day = random.int(start, Math.max(start, end));
  // Days 1–28 only: the same day of month exists in every month (monthly instalments and deposits).
  const value = new Date(day * 86_400_000);
  return isoOf(dayFromParts(value.getUTCFullYear(), value.getUTCMonth() + 1, Math.min(28, value.getUTCDate())));
}

const maxIso = (a: string, b: string): string => (a > b ? a : b);

function maskedNumber(random: Random): string {
  return `•••• ${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/** Funds a contract may hold: a proxy series that starts before the opening; PEA-eligible ones for a PEA. */
function eligibleFunds(universe: Universe, opening: string, pea: boolean): Fund[] {
  return universe.funds.filter((fund) => {
    if (!fund.proxy || (fund.proxy.series.dates[0] as string) > opening) return false;
    if (fund.classification.tags.includes('levier-inverse')) return false;
    if (!pea) return true;
    return /\bpea\b/i.test(fund.name) || fund.classification.tags.includes('actions-france') || fund.classification.tags.includes('actions-europe');
  });
}

function pickLines(random: Random, funds: readonly Fund[], count: number): FundLine[] {
  const lines: FundLine[] = [];
  const taken = new Set<string>();
  for (let attempt = 0; lines.length < count && attempt < count * 10 && funds.length > 0; attempt++) {
    const fund = random.pick(funds);
    if (taken.has(fund.isin)) continue;
    taken.add(fund.isin);
    lines.push({ fund, weight: random.int(1, 5) });
  }
  return lines;
}

/** An initial payment, then monthly ones (sometimes) and top-ups (sometimes), up to `cap` in all. */
function paymentPlan(random: Random, opening: string, initial: number, monthly: number, cap = Number.POSITIVE_INFINITY, labels = { initial: 'VERSEMENT INITIAL', monthly: 'VERSEMENT PROGRAMME', extra: 'VERSEMENT LIBRE' }): Payment[] {
  const payments: Payment[] = [];
  let total = 0;
  const add = (date: string, amount: number, label: string): void => {
    const value = cents(Math.min(amount, cap - total));
    if (value <= 0) return;
    total += value;
    payments.push({ date, amount: value, label });
  };
  add(opening, initial, labels.initial);
  // Payments up to the latest opening date, then on to 2040: those after "today" are ignored by the walk.
  for (let month = 1; month <= 12 * 15; month++) {
    const date = addMonthsIso(opening, month);
    if (monthly > 0) add(date, monthly, labels.monthly);
    if (random.chance(0.03)) add(date, Math.round(random.logBetween(500, 15_000)), labels.extra);
  }
  return payments;
}

/** The accounts of the customer behind (institution, login). */
export function buildCustomer(input: CustomerInput): ProviderAccount[] {
  const { institution, today, rates, universe, prices } = input;
  const login = input.login.trim();
  const profile = customerProfile(institution.id, login);
  const random = new Random('sandbox-customer', institution.id, login);
  const sells = new Set<ProductKey>(institution.products.map((product) => product.key));
  const nameOf = (key: ProductKey): string => institution.products.find((product) => product.key === key)?.product.name ?? key;
  const accounts: ProviderAccount[] = [];
  const latest = today < LATEST_OPENING ? today : LATEST_OPENING;
  const ids = new Map<string, number>();
  const base = (key: ProductKey, opening: string, name = nameOf(key)): ContractBase => {
    const count = (ids.get(key) ?? 0) + 1;
    ids.set(key, count);
    return { id: `${input.connectionId}-${key}${count > 1 ? `-${count}` : ''}`, name, number: maskedNumber(random), opening, today };
  };
  // Every choice is drawn before anything is skipped, so that a contract's presence never shifts the draws
  // of the next one (a test at an early "today" sees the same customer, minus what was not opened yet).
  const has = (key: ProductKey, chance: number): boolean => random.chance(chance) && sells.has(key);
  const birthYear = 2026 - profile.age;
  const adultSince = `${birthYear + 18}-09-01`;
  const thrift = profile.thrift;

  // Loans first: their instalments are debited on the checking account.
  const loans: { key: ProductKey; opening: string; terms: LoanTerms }[] = [];
  const wantsMortgage = has('mortgage', profile.age >= 27 && profile.age <= 70 ? 0.4 : 0);
  const mortgageMonths = random.pick([180, 240, 240, 300]);
  const mortgageOpening = randomDate(random, maxIso('2012-01-01', addMonthsIso(LATEST_OPENING, -mortgageMonths + 12)), latest);
  const mortgageRate = (MORTGAGE_RATES[Number(mortgageOpening.slice(0, 4))] ?? 0.03) + random.between(-0.003, 0.003);
  const mortgageAmount = Math.round((profile.income * 12 * random.between(3, 5.5)) / 1000) * 1000;
  if (wantsMortgage) {
    loans.push({ key: 'mortgage', opening: mortgageOpening, terms: { kindDetail: 'mortgage', amount: mortgageAmount, rate: round4(mortgageRate), insuranceRate: round4(random.between(0.0008, 0.0036)), months: mortgageMonths } });
  }
  const wantsConsumer = has('consumerCredit', 0.2);
  const consumerMonths = random.pick([24, 36, 48, 60, 72]);
  const consumer: LoanTerms = { kindDetail: 'consumer_credit', amount: Math.round(random.logBetween(2_000, 30_000) / 100) * 100, rate: round4(random.between(0.03, 0.075)), insuranceRate: random.chance(0.6) ? round4(random.between(0.003, 0.006)) : null, months: consumerMonths };
  const consumerOpening = randomDate(random, addMonthsIso(LATEST_OPENING, -consumerMonths + 6), latest);
  if (wantsConsumer) loans.push({ key: 'consumerCredit', opening: consumerOpening, terms: consumer });
  const wantsRevolving = has('revolvingCredit', 0.07);
  const revolvingMonths = random.pick([24, 36, 48]);
  const revolving: LoanTerms = { kindDetail: 'revolving_credit', amount: Math.round(random.between(500, 5_000) / 100) * 100, rate: round4(random.between(0.15, 0.2)), insuranceRate: null, months: revolvingMonths };
  const revolvingOpening = randomDate(random, addMonthsIso(LATEST_OPENING, -revolvingMonths + 3), latest);
  if (wantsRevolving) loans.push({ key: 'revolvingCredit', opening: revolvingOpening, terms: revolving });
  const liveLoans = loans.filter((loan) => loan.opening <= today);

  // Checking and card.
  const checkingOpening = randomDate(random, maxIso('2005-01-01', adultSince), latest);
  const hasCard = random.chance(0.45) && sells.has('deferredCard');
  const checkingProfile: CheckingProfile = {
    seed: `${institution.id}\u001f${login}`,
    income: profile.income,
    retired: profile.age >= 64,
    employer: random.pick(EMPLOYERS),
    mortgagePayment: liveLoans.find((loan) => loan.key === 'mortgage') ? loanMonthlyPayment(liveLoans.find((loan) => loan.key === 'mortgage')?.terms as LoanTerms) : null,
    creditPayments: liveLoans.filter((loan) => loan.key !== 'mortgage').map((loan) => loanMonthlyPayment(loan.terms)),
    ownsHome: profile.age >= 55 && random.chance(0.7),
    navigo: random.chance(0.3),
  };
  const checkingKey: ProductKey | null = sells.has('checking') ? 'checking' : sells.has('proChecking') ? 'proChecking' : null;
  if (checkingKey !== null && checkingOpening <= today) {
    const checkingBase = base(checkingKey, checkingOpening);
    accounts.push(
      ...buildChecking({
        profile: checkingProfile,
        accountId: checkingBase.id,
        cardId: `${input.connectionId}-deferredCard`,
        name: checkingBase.name,
        cardName: random.pick(['Carte Visa Premier', 'Carte Gold Mastercard', 'Carte Visa Infinite']),
        number: checkingBase.number,
        opening: checkingOpening,
        today,
        hasCard,
      }),
    );
  }

  // Term deposit.
  const wantsDeposit = has('termDeposit', 0.12);
  const depositOpening = randomDate(random, '2023-01-01', latest);
  const depositAmount = Math.round((random.logBetween(5_000, 50_000) * thrift) / 1000) * 1000;
  if (wantsDeposit && depositOpening <= today) {
    const depositBase = base('termDeposit', depositOpening);
    const day = dayOf(depositOpening);
    const points: [string, number][] = [];
    for (let current = Math.max(day, dayOf('2017-01-01')); current <= dayOf(today); current++) points.push([isoOf(current), depositAmount]);
    accounts.push({
      id: depositBase.id,
      name: `${depositBase.name} ${random.pick([12, 24, 36])} mois`,
      number: depositBase.number,
      kind: 'deposit',
      kindDetail: null,
      balance: depositAmount,
      currency: 'EUR',
      openingDate: depositOpening,
      investments: [],
      history: points,
      simulatedFrom: null,
      transactions: [{ id: `${depositBase.id}-0001`, date: depositOpening, amount: depositAmount, label: 'SOUSCRIPTION COMPTE A TERME', category: 'finances' }],
      loan: null,
    });
  }

  // Regulated savings, within their caps, from the first date the rates file knows.
  const savings: { key: ProductKey; detail: RegulatedSavings | 'livret'; chance: number; from: string; fill: number; monthly: number; withdrawals: number }[] = [
    { key: 'livretA', detail: 'livret_a', chance: 0.85, from: maxIso(rates.firstRateDate.livret_a, adultSince), fill: 0.35, monthly: 50, withdrawals: 0.04 },
    { key: 'ldds', detail: 'ldd', chance: 0.55, from: maxIso(rates.firstRateDate.ldd, adultSince), fill: 0.4, monthly: 30, withdrawals: 0.03 },
    { key: 'lep', detail: 'lep', chance: profile.income <= 1_900 ? 0.7 : 0, from: maxIso(rates.firstRateDate.lep, adultSince), fill: 0.5, monthly: 50, withdrawals: 0.03 },
    { key: 'livretJeune', detail: 'livret_jeune', chance: profile.age <= 25 ? 0.6 : 0, from: maxIso(rates.firstRateDate.livret_jeune, `${birthYear + rates.livretJeuneAges[0]}-01-01`), fill: 0.6, monthly: 20, withdrawals: 0.02 },
    { key: 'pel', detail: 'pel', chance: 0.3, from: maxIso(rates.firstRateDate.pel, adultSince), fill: 0.15, monthly: 100, withdrawals: 0 },
    { key: 'cel', detail: 'cel', chance: 0.15, from: maxIso(rates.firstRateDate.cel, adultSince), fill: 0.3, monthly: 20, withdrawals: 0.02 },
    { key: 'bookletSavings', detail: 'livret', chance: 0.6, from: maxIso('2010-01-01', adultSince), fill: 0.3, monthly: 80, withdrawals: 0.04 },
  ];
  for (const line of savings) {
    const wanted = has(line.key, line.chance);
    const opening = randomDate(random, line.from, latest);
    const cap = line.detail === 'livret' ? 60_000 : rates.caps[line.detail];
    const initial = Math.round(Math.min(cap, cap * line.fill * thrift * random.between(0.2, 1.5)) / 10) * 10;
    const monthly = random.chance(0.6) ? Math.round((line.monthly * thrift * random.between(0.5, 3)) / 5) * 5 : 0;
    const seed = `${institution.id}\u001f${login}\u001f${line.key}`;
    if (!wanted || opening > today || line.from > latest) continue;
    // A PEL takes at least 45 € a month (its legal minimum).
    const plan = { kindDetail: line.detail, initial: Math.max(line.detail === 'pel' ? 225 : 10, initial), monthly: line.detail === 'pel' ? Math.max(45, monthly) : monthly, withdrawalChance: line.withdrawals, seed };
    accounts.push(buildSavings(base(line.key, opening), plan, rates));
  }

  // Investment contracts.
  const investments: { key: ProductKey; chance: number; euro: [number, number]; lines: [number, number]; pea: boolean; cap: number; from: string; labels?: { initial: string; monthly: string; extra: string } }[] = [
    { key: 'lifeInsurance', chance: institution.kind === 'insurer' ? 1 : 0.45, euro: [0.3, 0.85], lines: [1, 4], pea: false, cap: Infinity, from: '2010-01-01' },
    { key: 'capitalisation', chance: 0.08, euro: [0.4, 0.9], lines: [1, 3], pea: false, cap: Infinity, from: '2010-01-01' },
    { key: 'perIndividual', chance: 0.2, euro: [0.2, 0.6], lines: [1, 3], pea: false, cap: Infinity, from: '2019-10-01' },
    { key: 'pea', chance: institution.kind === 'broker' ? 0.75 : 0.25, euro: [0, 0], lines: [1, 4], pea: true, cap: 150_000, from: '2010-01-01' },
    { key: 'securities', chance: institution.kind === 'broker' ? 0.8 : 0.18, euro: [0, 0], lines: [2, 5], pea: false, cap: Infinity, from: '2010-01-01' },
    { key: 'pee', chance: 1, euro: [0, 0], lines: [1, 3], pea: false, cap: Infinity, from: '2010-01-01', labels: { initial: 'PARTICIPATION', monthly: 'VERSEMENT VOLONTAIRE', extra: 'INTERESSEMENT' } },
    { key: 'pereco', chance: 0.4, euro: [0, 0], lines: [1, 2], pea: false, cap: Infinity, from: '2019-10-01', labels: { initial: 'PARTICIPATION', monthly: 'VERSEMENT VOLONTAIRE', extra: 'ABONDEMENT' } },
    { key: 'perco', chance: 0.4, euro: [0, 0], lines: [1, 2], pea: false, cap: Infinity, from: '2010-01-01', labels: { initial: 'PARTICIPATION', monthly: 'VERSEMENT VOLONTAIRE', extra: 'ABONDEMENT' } },
    { key: 'perMandatory', chance: 0.15, euro: [0.4, 0.8], lines: [1, 2], pea: false, cap: Infinity, from: '2019-10-01' },
  ];
  for (const line of investments) {
    const wanted = has(line.key, line.chance);
    const opening = randomDate(random, maxIso(line.from, adultSince), latest);
    const euroShare = line.euro[1] === 0 ? 0 : random.between(line.euro[0], line.euro[1]);
    const count = random.int(line.lines[0], line.lines[1]);
    const initial = Math.round((random.logBetween(1_000, 40_000) * thrift) / 100) * 100;
    const monthly = random.chance(0.4) ? Math.round((random.logBetween(50, 400) * thrift) / 10) * 10 : 0;
    const lineRandom = new Random('sandbox-lines', institution.id, login, line.key);
    if (!wanted || opening > today) continue;
    const funds = eligibleFunds(universe, opening, line.pea);
    const lines = pickLines(lineRandom, funds, count);
    if (lines.length === 0 && euroShare === 0) continue;
    const payments = paymentPlan(lineRandom, opening, initial, monthly, line.cap, line.labels);
    const kind = institution.products.find((product) => product.key === line.key)?.product.kind ?? 'other';
    accounts.push(buildInvestment(base(line.key, opening), { kind, euroShare, lines, payments }, rates, prices));
  }

  for (const loan of liveLoans) accounts.push(buildLoan(base(loan.key, loan.opening), loan.terms));
  return accounts;
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
