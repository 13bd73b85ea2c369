import fc from 'fast-check';
import { spendingCategorySchema } from '@patrimo/shared';
import { repoRoot } from '../../../test/helpers/test-app';
import { INSTITUTIONS, findInstitution } from '../../banks/catalogue';
import { fundUniverse } from '../../investments/universe';
import { ProviderError, type ProviderAccount, type ProviderUser } from '../provider';
import { addMonthsIso, dayOf, isoOf, monthsBetween } from './calendar';
import { SANDBOX_SMS_CODE, TEST_CREDENTIALS } from './credentials';
import { buildCustomer } from './customer';
import { amortisingInstalment, remainingCapitalAfter } from './holdings';
import { PriceBook } from './price-book';
import { SandboxProvider, sandboxConnectionId } from './sandbox-provider';
import { celRateFromLivretA, savingsRates } from './savings-rates';

const TODAY = '2026-11-21';
const universe = fundUniverse(repoRoot);
const rates = savingsRates(repoRoot);
const user: ProviderUser = { id: 'user-1', token: 'token-1' };
const BANK = 'banque-bcp';

function provider(today = TODAY): SandboxProvider {
  return new SandboxProvider({ root: repoRoot, now: () => new Date(`${today}T10:00:00Z`), universe, rates });
}

function customer(bankId: string, login: string, today = TODAY, prices = new PriceBook()): ProviderAccount[] {
  return buildCustomer({ institution: findInstitution(bankId) as NonNullable<ReturnType<typeof findInstitution>>, login, connectionId: 'sbx-test', today, universe, rates, prices });
}

const retailIds = INSTITUTIONS.filter((institution) => institution.kind === 'retail_bank').map((institution) => institution.id);
const allIds = INSTITUTIONS.map((institution) => institution.id);
const sharedPrices = new PriceBook();

describe('sandbox test credentials', () => {
  it.each(TEST_CREDENTIALS.filter((line) => !line.login.includes(' ')))('login « $login » ends in $state', async ({ login, state }) => {
    const connection = await provider().connect(user, BANK, { login, password: 'secret' });
    expect(connection.state).toBe(state);
    expect(connection.bankId).toBe(BANK);
    if (state !== 'none') expect(connection.message).toMatch(/\S/);
    expect(connection.fields.length > 0).toBe(state === 'additionalInformationNeeded');
  });

  it('covers every state of spec §4, case and spaces ignored', async () => {
    const states = new Set(TEST_CREDENTIALS.map((line) => line.state));
    expect([...states].sort()).toEqual(['actionNeeded', 'additionalInformationNeeded', 'auth_failed', 'bug', 'none', 'scrapping_failed', 'websiteUnavailable', 'wrongPass']);
    expect((await provider().connect(user, BANK, { login: '  WrongPass ', password: 'x' })).state).toBe('wrongPass');
  });

  it('refuses the password « wrong », a blank or missing field and a list value not offered', async () => {
    const sandbox = provider();
    expect((await sandbox.connect(user, BANK, { login: 'jdupont', password: 'wrong' })).state).toBe('wrongPass');
    expect((await sandbox.connect(user, BANK, { login: 'jdupont', password: '   ' })).state).toBe('wrongPass');
    expect((await sandbox.connect(user, BANK, { login: 'jdupont' })).state).toBe('wrongPass');
    const withSpace = INSTITUTIONS.find((institution) => institution.fields.some((field) => field.type === 'list')) as (typeof INSTITUTIONS)[number];
    expect((await sandbox.connect(user, withSpace.id, { space: 'entreprises', login: 'jdupont', password: 'x' })).state).toBe('wrongPass');
    expect((await sandbox.connect(user, withSpace.id, { space: 'particuliers', login: 'jdupont', password: 'x' })).state).toBe('none');
    const withBirthdate = INSTITUTIONS.find((institution) => institution.fields.some((field) => field.name === 'birthdate')) as (typeof INSTITUTIONS)[number];
    expect((await sandbox.connect(user, withBirthdate.id, { login: 'jdupont', password: 'x' })).state).toBe('wrongPass');
    await expect(sandbox.connect(user, 'no-such-bank', { login: 'a', password: 'b' })).rejects.toBeInstanceOf(ProviderError);
  });

  it('resolves each follow-up with its documented values, and keeps error states through synchronisations', async () => {
    for (const line of TEST_CREDENTIALS.filter((entry) => !entry.login.includes(' ') && entry.resolveWith !== null)) {
      const sandbox = provider();
      const connection = await sandbox.connect(user, BANK, { login: line.login, password: 'secret' });
      expect((await sandbox.synchronize(user, connection.id)).state).toBe(line.state);
      await expect(sandbox.accounts(user, connection.id)).rejects.toBeInstanceOf(ProviderError);
      const fixed = await sandbox.update(user, connection.id, line.resolveWith as Record<string, string>);
      expect(fixed).toMatchObject({ id: connection.id, state: 'none', fields: [], message: null });
      expect(fixed.lastSyncAt).toBe('2026-11-21T10:00:00.000Z');
      expect((await sandbox.synchronize(user, connection.id)).state).toBe('none');
      expect((await sandbox.accounts(user, connection.id)).length).toBeGreaterThan(0);
    }
  });

  it('asks again after a wrong SMS code or answer, and accepts the right one', async () => {
    const sandbox = provider();
    const sms = await sandbox.connect(user, BANK, { login: 'sms', password: 'secret' });
    expect(sms.fields).toEqual([{ name: 'code', label: 'Code reçu par SMS', type: 'text', required: true, values: [] }]);
    const retried = await sandbox.update(user, sms.id, { code: '000000' });
    expect(retried).toMatchObject({ state: 'additionalInformationNeeded', message: 'Code incorrect. Saisissez le code reçu par SMS.' });
    expect((await sandbox.update(user, sms.id, { code: SANDBOX_SMS_CODE })).state).toBe('none');
    const question = await sandbox.connect(user, BANK, { login: 'question', password: 'secret' });
    expect(question.fields[0]?.type).toBe('list');
    expect((await sandbox.update(user, question.id, { answer: 'paris' })).state).toBe('additionalInformationNeeded');
    expect((await sandbox.update(user, question.id, { answer: 'lyon' })).state).toBe('none');
    const wrong = await sandbox.connect(user, BANK, { login: 'jdupont', password: 'wrong' });
    expect((await sandbox.update(user, wrong.id, { password: 'wrong' })).state).toBe('wrongPass');
    expect((await sandbox.update(user, wrong.id, { password: 'juste' })).state).toBe('none');
  });

  it('gives deterministic connection ids, refuses another user’s, and creates distinct users', async () => {
    const first = await provider().connect(user, BANK, { login: 'jdupont', password: 'a' });
    const again = await provider().connect(user, BANK, { login: ' jdupont ', password: 'b' });
    expect(again.id).toBe(first.id);
    expect(first.id).toBe(sandboxConnectionId('user-1', BANK, 'jdupont'));
    // A real login typed into the sandbox must not travel in ids (database, logs, URLs).
    expect(first.id).not.toContain('jdupont');
    expect(first.id).not.toContain(Buffer.from('jdupont').toString('base64url'));
    expect((await provider().connect(user, BANK, { login: 'SMS', password: 'a' })).id).toMatch(/^sbx\.[a-z0-9-]+\.t-sms\./);
    const other: ProviderUser = { id: 'user-2', token: 't' };
    await expect(provider().synchronize(other, first.id)).rejects.toBeInstanceOf(ProviderError);
    await expect(provider().accounts(user, 'nonsense')).rejects.toBeInstanceOf(ProviderError);
    await expect(provider().deleteConnection(user, 'nonsense')).resolves.toBeUndefined();
    const [a, b] = await Promise.all([provider().createUser(), provider().createUser()]);
    expect(a.id).not.toBe(b.id);
    expect(a.token).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sandbox customers', () => {
  it('are the same for the same inputs, with stable ids, and differ with the login', async () => {
    const sandbox = provider();
    const connection = await sandbox.connect(user, BANK, { login: 'jdupont', password: 'x' });
    const first = await sandbox.accounts(user, connection.id);
    const second = await provider().accounts(user, connection.id);
    expect(second).toEqual(first);
    const other = customer(BANK, 'mmartin');
    expect(other).not.toEqual(customer(BANK, 'jdupont'));
    // A later "today" keeps the same contracts, ids and earlier transactions.
    const later = customer(BANK, 'jdupont', '2026-12-21');
    const earlier = customer(BANK, 'jdupont');
    expect(later.map((account) => account.id)).toEqual(earlier.map((account) => account.id));
    const laterChecking = later.find((account) => account.kind === 'checking') as ProviderAccount;
    const earlierChecking = earlier.find((account) => account.kind === 'checking') as ProviderAccount;
    const overlap = earlierChecking.transactions.filter((transaction) => transaction.date >= laterChecking.transactions[0]!.date);
    expect(laterChecking.transactions.slice(0, overlap.length)).toEqual(overlap);
  });

  it('keep regulated savings within their caps and interest at the real rates, for any customer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...retailIds), fc.string({ minLength: 1, maxLength: 12 }).filter((login) => login.trim() !== ''), (bankId, login) => {
        for (const account of customer(bankId, login, TODAY, sharedPrices)) {
          expect(account.transactions.every((transaction) => spendingCategorySchema.safeParse(transaction.category).success)).toBe(true);
          if (account.kind !== 'savings') continue;
          const detail = account.kindDetail as 'livret_a' | 'ldd' | 'lep' | 'livret_jeune' | 'pel' | 'cel' | 'livret';
          const cap = detail === 'livret' ? Infinity : rates.caps[detail];
          let balance = 0;
          for (const transaction of account.transactions) {
            balance = Math.round((balance + transaction.amount) * 100) / 100;
            if (transaction.amount > 0 && !transaction.label.startsWith('INTERETS')) expect(balance).toBeLessThanOrEqual(cap + 0.005);
          }
          expect(balance).toBeCloseTo(account.balance, 2);
          expect(account.history.at(-1)?.[1]).toBeCloseTo(account.balance, 2);
          expect(account.openingDate >= rates.firstRateDate[detail === 'livret' ? 'livret_a' : detail]).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('credits a year of interest at the real rate (Livret A, 2024: 3 %)', () => {
    for (let index = 0; index < 200; index++) {
      const account = customer(BANK, `saver${index}`, TODAY, sharedPrices).find((candidate) => candidate.kindDetail === 'livret_a' && candidate.openingDate < '2023-06-01');
      if (!account) continue;
      const balanceOn = (date: string): number => account.transactions.filter((transaction) => transaction.date <= date).reduce((sum, transaction) => sum + transaction.amount, 0);
      const interest = account.transactions.find((transaction) => transaction.label === 'INTERETS 2024')?.amount ?? 0;
      // Between the balance at the start of the year at 3 % and the one at its end (deposits during the year).
      expect(interest).toBeGreaterThanOrEqual(balanceOn('2023-12-31') * 0.03 * (366 / 365) - 1);
      expect(interest).toBeLessThanOrEqual(balanceOn('2024-12-30') * 0.03 * (366 / 365) + 1);
      return;
    }
    throw new Error('no Livret A opened before 2023 found');
  });

  it('derives the CEL rate by the 2/3 rule, matching the file where it has one', () => {
    expect(celRateFromLivretA(0.015)).toBe(0.01);
    expect(rates.rateOn('cel', '2026-03-01')).toBe(0.01);
    expect(rates.rateOn('cel', '2023-06-01')).toBe(0.02);
    expect(rates.rateOn('ldd', '2023-06-01')).toBe(0.03);
  });

  it('give loans consistent schedules', () => {
    let seen = 0;
    fc.assert(
      fc.property(fc.constantFrom(...retailIds), fc.string({ minLength: 1, maxLength: 10 }).filter((login) => login.trim() !== ''), (bankId, login) => {
        for (const account of customer(bankId, login, TODAY, sharedPrices)) {
          if (account.kind !== 'loan') continue;
          seen++;
          const loan = account.loan as NonNullable<ProviderAccount['loan']>;
          const months = monthsBetween(loan.signatureDate, loan.endDate);
          expect(loan.remainingCapital).toBeGreaterThanOrEqual(0);
          expect(loan.remainingCapital).toBeLessThanOrEqual(loan.totalAmount);
          expect(account.balance).toBe(-loan.remainingCapital);
          expect(loan.monthlyPayment).toBeCloseTo(amortisingInstalment(loan.totalAmount, loan.rate, months) + (loan.totalAmount * (loan.insuranceRate ?? 0)) / 12, 1);
          const paid = Math.min(months, monthsBetween(loan.signatureDate, TODAY));
          expect(loan.remainingCapital).toBeCloseTo(remainingCapitalAfter(loan.totalAmount, loan.rate, months, paid), 1);
          expect(loan.rate).toBeGreaterThan(0);
          expect(loan.rate).toBeLessThan(0.21);
          // The history never shows more owed than borrowed, and only decreases.
          for (let index = 1; index < account.history.length; index++) expect(account.history[index]![1]).toBeGreaterThanOrEqual(account.history[index - 1]![1]);
        }
      }),
      { numRuns: 60 },
    );
    expect(seen).toBeGreaterThan(5);
  });

  it('hold only funds of the universe, daily histories from max(opening, 2017-01-01) to today, simulated after the market data', () => {
    for (const today of [TODAY, '2026-01-15']) {
      let investmentAccounts = 0;
      for (const bankId of allIds.slice(0, 60)) {
        for (const account of customer(bankId, 'jdupont', today, sharedPrices)) {
          const start = account.openingDate > '2017-01-01' ? account.openingDate : '2017-01-01';
          expect(account.history[0]?.[0]).toBe(start);
          expect(account.history.at(-1)?.[0]).toBe(today);
          expect(account.history.length).toBe(dayOf(today) - dayOf(start) + 1);
          expect(account.history.every(([, value]) => Number.isFinite(value))).toBe(true);
          const lines = account.investments.filter((line) => !line.euroFund);
          for (const line of lines) expect(universe.byIsin.has(line.isin as string)).toBe(true);
          if (lines.length === 0) {
            expect(account.simulatedFrom).toBeNull();
            continue;
          }
          investmentAccounts++;
          expect(account.balance).toBeCloseTo(account.investments.reduce((sum, line) => sum + line.valuation, 0), 2);
          expect(Math.abs((account.history.at(-1)?.[1] ?? 0) - account.balance)).toBeLessThan(1);
          const lastReal = lines.map((line) => universe.byIsin.get(line.isin as string)?.proxy?.series.dates.at(-1) as string).sort()[0] as string;
          const firstSimulated = isoOf(Math.max(dayOf(lastReal) + 1, dayOf(start)));
          expect(account.simulatedFrom).toBe(firstSimulated <= today ? firstSimulated : null);
          if (lastReal === '2026-02-23' && today === TODAY) expect(account.simulatedFrom).toBe(start > '2026-02-24' ? start : '2026-02-24');
        }
      }
      expect(investmentAccounts).toBeGreaterThan(20);
    }
  });

  it('give checking and card accounts a year of categorised transactions that add up to the balance movement', () => {
    let cards = 0;
    for (const login of ['jdupont', 'mmartin', 'alice', 'bob', 'claire', 'denis']) {
      for (const account of customer(BANK, login, TODAY, sharedPrices).filter((candidate) => candidate.kind === 'checking' || candidate.kind === 'card')) {
        if (account.kind === 'card') cards++;
        const first = account.transactions[0] as NonNullable<ProviderAccount['transactions'][number]>;
        expect(first.date >= addMonthsIso(TODAY, -12)).toBe(true);
        expect(account.kind === 'card' || first.date <= addMonthsIso(TODAY, -11)).toBe(true);
        const before = account.history.find(([date]) => date === isoOf(dayOf(first.date) - 1))?.[1] ?? 0;
        const sum = account.transactions.reduce((total, transaction) => total + transaction.amount, 0);
        expect(account.balance - before).toBeCloseTo(sum, 2);
        expect(account.history.at(-1)?.[1]).toBe(account.balance);
        expect(new Set(account.transactions.map((transaction) => transaction.id)).size).toBe(account.transactions.length);
        if (account.kind === 'checking') {
          const labels = account.transactions.map((transaction) => transaction.label);
          expect(labels.some((label) => /^VIR (SALAIRE|CNAV)/.test(label))).toBe(true);
          expect(labels.some((label) => label.startsWith('PRLV SEPA EDF'))).toBe(true);
          expect(labels.some((label) => /^CB .+ \d\d\/\d\d$/.test(label)) || account.transactions.some((t) => t.label === 'FACTURE CARTE DEBIT DIFFERE')).toBe(true);
        }
      }
    }
    expect(cards).toBeGreaterThan(0);
  });

  it('give insurers, brokers and employee-savings keepers their own kinds of contracts', () => {
    const kindsAt = (kind: string): Set<string> =>
      new Set(INSTITUTIONS.filter((institution) => institution.kind === kind).slice(0, 6).flatMap((institution) => ['a', 'b', 'c'].flatMap((login) => customer(institution.id, login, TODAY, sharedPrices).map((account) => account.kind))));
    expect([...kindsAt('insurer')].every((kind) => ['lifeinsurance', 'capitalisation', 'perp', 'article83'].includes(kind))).toBe(true);
    expect(kindsAt('insurer').has('lifeinsurance')).toBe(true);
    expect([...kindsAt('broker')].every((kind) => ['pea', 'market'].includes(kind))).toBe(true);
    expect([...kindsAt('employee_savings')].every((kind) => ['pee', 'perco'].includes(kind))).toBe(true);
    expect(kindsAt('employee_savings').has('pee')).toBe(true);
  });

  // How fast a customer is built is measured by the API benchmark (npm run bench:api: the full sandbox sync of a
  // saver of 30 contracts), not timed here: a timed test fails on a busy machine for no fault of the code.
  it('build a customer of about ten contracts, the same each time', () => {
    let login = '';
    for (let index = 0; index < 500 && login === ''; index++) {
      if (customer(BANK, `big${index}`, TODAY, sharedPrices).length >= 10) login = `big${index}`;
    }
    expect(login).not.toBe('');
    expect(customer(BANK, login, TODAY, sharedPrices)).toEqual(customer(BANK, login, TODAY, new PriceBook()));
  });
});
