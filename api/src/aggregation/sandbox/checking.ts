import type { SpendingCategory } from '@patrimo/shared';
import type { ProviderAccount, ProviderTransaction } from '../provider';
import { addMonthsIso, dayFromParts, dayOf, isWeekend, partsOf } from './calendar';
import { HistoryRecorder, historyStartDay, iso } from './history';
import { Random, cents } from './random';

/**
 * A sandbox checking account, with its deferred-debit card when the customer has one: a month of everyday
 * life at a time, labelled as French bank statements write it (« VIR SALAIRE … », « PRLV SEPA EDF »,
 * « CB CARREFOUR 12/03 »), categorised in spec §3's spending vocabulary. Each month draws from its own
 * generator and starts from the previous month's closing balance, so a later "today" re-creates the same
 * earlier months (same ids, same amounts) and the balance is exactly the sum of the movements.
 *
 * Money not spent is swept to savings at the end of each month (« VIR PERMANENT EPARGNE »), and a
 * shortfall is covered from savings, so the balance stays around a month of income as real accounts do. The
 * sweeps are not mirrored on the savings accounts, which have their own deposits.
 */

/** What the customer's everyday life depends on. */
export interface CheckingProfile {
  seed: string;
  /** Net monthly income, euros. */
  income: number;
  retired: boolean;
  employer: string;
  /** Monthly mortgage instalment debited here, or null (then the customer rents, unless `ownsHome`). */
  mortgagePayment: number | null;
  /** Monthly consumer-credit instalments debited here. */
  creditPayments: number[];
  ownsHome: boolean;
  /** Commuter in Île-de-France (Navigo pass) rather than a driver. */
  navigo: boolean;
}

interface Movement {
  day: number;
  amount: number;
  label: string;
  category: SpendingCategory;
  onCard: boolean;
}

const GROCERS = ['CARREFOUR', 'CARREFOUR MARKET', 'E.LECLERC', 'AUCHAN', 'INTERMARCHE', 'LIDL', 'MONOPRIX', 'SUPER U', 'FRANPRIX', 'PICARD', 'BIOCOOP', 'BOULANGERIE PAUL'];
const RESTAURANTS = ['LE PETIT BISTROT', 'BRASSERIE DU COMMERCE', 'SUSHI SHOP', 'MCDONALDS', 'DELIVEROO', 'UBER EATS', 'CREPERIE DE LA GARE'];
const LEISURE = ['FNAC', 'DECATHLON', 'CINEMA PATHE', 'UGC CINE CITE', 'CULTURA', 'AMAZON EU SARL', 'STEAM GAMES'];
const CLOTHING = ['ZARA', 'KIABI', 'H&M', 'CELIO', 'UNIQLO', 'DECATHLON VETEMENTS', 'GALERIES LAFAYETTE'];
const FUEL = ['TOTALENERGIES', 'ESSO', 'INTERMARCHE CARBURANT', 'E.LECLERC STATION'];
const TELECOMS = ['ORANGE', 'FREE MOBILE', 'SFR', 'BOUYGUES TELECOM'];
const SUBSCRIPTIONS: readonly (readonly [string, number])[] = [
  ['PRLV SEPA NETFLIX.COM', 13.49],
  ['PRLV SEPA SPOTIFY', 10.99],
  ['PRLV SEPA DEEZER', 11.99],
  ['PRLV SEPA CANAL+', 24.99],
  ['PRLV SEPA AMAZON PRIME', 6.99],
  ['PRLV SEPA BASIC FIT', 29.99],
];

function ddmm(day: number): string {
  const { month, date } = partsOf(day);
  return `${String(date).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
}

function businessDayOnOrBefore(day: number): number {
  let value = day;
  while (isWeekend(value)) value--;
  return value;
}

/** The month's movements, unordered; the end-of-month sweep is added by the caller (it needs the balance). */
function monthMovements(profile: CheckingProfile, year: number, month: number, hasCard: boolean): Movement[] {
  const random = new Random('sandbox-checking', profile.seed, year, month);
  const lastDate = partsOf(dayFromParts(year, month, 31)).date;
  const on = (date: number): number => dayFromParts(year, month, date);
  const anyDay = (): number => on(random.int(1, lastDate));
  const moves: Movement[] = [];
  const debit = (day: number, amount: number, label: string, category: SpendingCategory): void => {
    moves.push({ day, amount: -cents(amount), label, category, onCard: false });
  };
  const card = (store: string, amount: number, category: SpendingCategory): void => {
    const day = anyDay();
    moves.push({ day, amount: -cents(amount), label: `CB ${store} ${ddmm(day)}`, category, onCard: hasCard });
  };
  // Income: the salary near the end of the month (a 13th month in December), or the pensions.
  if (profile.retired) {
    moves.push({ day: on(9), amount: cents(profile.income * 0.7), label: 'VIR CNAV RETRAITE', category: 'other', onCard: false });
    moves.push({ day: on(1), amount: cents(profile.income * 0.3), label: 'VIR AGIRC-ARRCO RETRAITE COMPLEMENTAIRE', category: 'other', onCard: false });
  } else {
    const salary = profile.income * (month === 12 ? 2 : 1) * random.between(0.98, 1.03);
    moves.push({ day: businessDayOnOrBefore(on(27)), amount: cents(salary), label: `VIR SALAIRE ${profile.employer}`, category: 'other', onCard: false });
  }
  // Housing.
  if (profile.mortgagePayment !== null) debit(on(5), profile.mortgagePayment, 'PRLV SEPA ECHEANCE PRET IMMOBILIER', 'housing');
  else if (!profile.ownsHome) debit(on(3), cents(profile.income * 0.28), 'PRLV SEPA LOYER FONCIA', 'housing');
  profile.creditPayments.forEach((payment, index) => debit(on(8 + index), payment, 'PRLV SEPA ECHEANCE CREDIT CONSOMMATION', 'finances'));
  if (profile.ownsHome && month === 10) debit(on(15), random.between(700, 1900), 'PRLV SEPA DGFIP TAXE FONCIERE', 'housing');
  debit(on(12), random.between(55, 160) * (month <= 3 || month >= 11 ? 1.4 : 1), 'PRLV SEPA EDF CLIENTS PARTICULIERS', 'housing');
  if (month % 3 === 0) debit(on(18), random.between(60, 140), 'PRLV SEPA VEOLIA EAU', 'housing');
  debit(on(6), random.between(18, 45), 'PRLV SEPA MAIF ASSURANCE HABITATION', 'housing');
  // Communication and subscriptions (the same ones every month for a customer).
  const subscriptions = new Random('sandbox-subscriptions', profile.seed);
  debit(on(4), subscriptions.between(29.99, 49.99), `PRLV SEPA ${subscriptions.pick(TELECOMS)} BOX`, 'communication');
  debit(on(4), subscriptions.between(9.99, 24.99), `PRLV SEPA ${subscriptions.pick(TELECOMS)} MOBILE`, 'communication');
  for (const [label, amount] of SUBSCRIPTIONS) if (subscriptions.chance(0.35)) debit(on(14), amount, label, 'hobby');
  debit(on(7), subscriptions.between(35, 95), 'PRLV SEPA HARMONIE MUTUELLE', 'health');
  debit(on(2), 2.5, 'COTISATION MENSUELLE CARTE', 'finances');
  // Everyday spending, scaled to the income.
  const scale = Math.min(2.5, Math.max(0.7, profile.income / 2500));
  const groceries = random.int(7, 12);
  for (let index = 0; index < groceries; index++) card(random.pick(GROCERS), random.logBetween(12, 140) * scale, 'grocery');
  if (profile.navigo) debit(on(1), 88.8, 'PRLV SEPA COMUTITRES NAVIGO', 'transport');
  else for (let index = random.int(2, 4); index > 0; index--) card(random.pick(FUEL), random.between(40, 85), 'transport');
  if (random.chance(0.25)) card('SNCF VOYAGEURS', random.between(35, 180), 'transport');
  for (let index = random.int(2, 6); index > 0; index--) card(random.pick(RESTAURANTS), random.logBetween(12, 70) * scale, 'hobby');
  for (let index = random.int(0, 3); index > 0; index--) card(random.pick(LEISURE), random.logBetween(10, 120) * scale, 'hobby');
  for (let index = random.int(0, 3); index > 0; index--) card(random.pick(CLOTHING), random.logBetween(15, 120) * scale, 'clothing');
  if (random.chance(0.6)) card('PHARMACIE DU CENTRE', random.between(5, 45), 'health');
  if (random.chance(0.3)) {
    card('DR MARTIN MEDECIN', 30, 'health');
    moves.push({ day: Math.min(on(lastDate), anyDay() + 3), amount: 21, label: 'VIR CPAM REMBOURSEMENT SOINS', category: 'health', onCard: false });
  }
  for (let index = random.int(0, 2); index > 0; index--) {
    const day = anyDay();
    moves.push({ day, amount: -random.pick([20, 40, 50, 60, 80, 100]), label: `RETRAIT DAB ${ddmm(day)}`, category: 'other', onCard: false });
  }
  return moves;
}

/** A checking account (and its card account when `hasCard`), from `opening` to `today`. */
export function buildChecking(options: {
  profile: CheckingProfile;
  accountId: string;
  cardId: string;
  name: string;
  cardName: string;
  number: string;
  opening: string;
  today: string;
  hasCard: boolean;
}): ProviderAccount[] {
  const { profile, opening, today, hasCard } = options;
  const todayDay = dayOf(today);
  const openingDay = dayOf(opening);
  const fromDay = historyStartDay(openingDay);
  const keepFrom = iso(dayOf(addMonthsIso(today, -12)) + 1);
  // The months before the first shown day are not simulated: the balance starts there at about a month of
  // income (an account opened earlier had a life before 2017 that the sandbox does not replay).
  const startMonth = partsOf(fromDay);
  let balance = cents(profile.income * 0.8);
  let cardBalance = 0;
  const checking = new HistoryRecorder(fromDay);
  const cardHistory = new HistoryRecorder(fromDay);
  const transactions: ProviderTransaction[] = [];
  const cardTransactions: ProviderTransaction[] = [];
  const target = profile.income * 1.1;
  let year = startMonth.year;
  let month = startMonth.month;
  for (; dayFromParts(year, month, 1) <= todayDay; year += month === 12 ? 1 : 0, month = (month % 12) + 1) {
    const monthEnd = dayFromParts(year, month, 31);
    const moves = monthMovements(profile, year, month, hasCard).filter((move) => move.day >= fromDay);
    const cardTotal = cents(moves.filter((move) => move.onCard).reduce((sum, move) => sum + move.amount, 0));
    if (hasCard && cardTotal !== 0) {
      // The card's statement is settled on the last day of the month: debited here, credited on the card.
      moves.push({ day: monthEnd, amount: cardTotal, label: 'FACTURE CARTE DEBIT DIFFERE', category: 'finances', onCard: false });
      moves.push({ day: monthEnd, amount: -cardTotal, label: 'PRELEVEMENT FACTURE CARTE', category: 'finances', onCard: true });
    }
    moves.sort((a, b) => a.day - b.day);
    let index = 0;
    let counter = 0;
    for (let day = Math.max(fromDay, dayFromParts(year, month, 1)); day <= Math.min(monthEnd, todayDay); day++) {
      while (index < moves.length && (moves[index] as Movement).day === day) {
        const move = moves[index] as Movement;
        index++;
        counter++;
        const transaction: ProviderTransaction = {
          id: `${move.onCard ? options.cardId : options.accountId}-${iso(day).replaceAll('-', '')}-${String(counter).padStart(3, '0')}`,
          date: iso(day),
          amount: move.amount,
          label: move.label,
          category: move.category,
        };
        if (move.onCard) {
          cardBalance = cents(cardBalance + move.amount);
          if (transaction.date >= keepFrom) cardTransactions.push(transaction);
        } else {
          balance = cents(balance + move.amount);
          if (transaction.date >= keepFrom) transactions.push(transaction);
        }
      }
      if (day === monthEnd) {
        // Sweep what is left above the target to savings, or cover a shortfall from them.
        const sweep = balance > target + 200 ? -Math.floor((balance - target) / 10) * 10 : balance < 150 ? Math.ceil((target * 0.6 - balance) / 10) * 10 : 0;
        if (sweep !== 0) {
          counter++;
          const transaction: ProviderTransaction = {
            id: `${options.accountId}-${iso(day).replaceAll('-', '')}-${String(counter).padStart(3, '0')}`,
            date: iso(day),
            amount: sweep,
            label: sweep < 0 ? 'VIR PERMANENT EPARGNE' : 'VIR DEPUIS LIVRET EPARGNE',
            category: 'finances',
          };
          balance = cents(balance + sweep);
          if (transaction.date >= keepFrom) transactions.push(transaction);
        }
      }
      checking.record(day, balance);
      cardHistory.record(day, cardBalance);
    }
  }
  const accounts: ProviderAccount[] = [
    {
      id: options.accountId,
      name: options.name,
      number: options.number,
      kind: 'checking',
      kindDetail: null,
      balance,
      currency: 'EUR',
      openingDate: opening,
      investments: [],
      history: checking.points,
      simulatedFrom: null,
      transactions,
      loan: null,
    },
  ];
  if (hasCard) {
    accounts.push({
      id: options.cardId,
      name: options.cardName,
      number: `${options.number.slice(0, -4)}${String((Number(options.number.slice(-4)) + 4321) % 10000).padStart(4, '0')}`,
      kind: 'card',
      kindDetail: null,
      balance: cardBalance,
      currency: 'EUR',
      openingDate: opening,
      investments: [],
      history: cardHistory.points,
      simulatedFrom: null,
      transactions: cardTransactions,
      loan: null,
    });
  }
  return accounts;
}
