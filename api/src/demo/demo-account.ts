import { and, eq } from 'drizzle-orm';
import { buildCustomer } from '../aggregation/sandbox/customer';
import { isoDate } from '../aggregation/sandbox/calendar';
import { PriceBook } from '../aggregation/sandbox/price-book';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import { DEMO_BANK_ID } from '../accounts/account-store';
import { placementOfKind } from '../accounts/categories';
import { findInstitution } from '../banks/catalogue';
import type { Database } from '../db/client';
import { bankAccounts, jobs, portfolios, realEstateLoans } from '../db/schema';
import { fundUniverse } from '../investments/universe';
import type { JobContext, JobHandler } from '../jobs/runner';
import { PermanentJobError } from '../jobs/runner';
import type { LiveBus } from '../live/bus';
import { createRealEstate, fieldsOfInput, type StoredFields } from '../real-estate/store';
import type { ProviderAccount } from '../aggregation/provider';
import { storeContract } from '../sync/sync-account';

/**
 * The « Démonstration » account (spec §1, §4): every new saver has it from registration, so the dashboard is
 * never empty before their first bank. Its contracts are a sandbox customer of a fixed identity, written by
 * the synchronisation's own `storeContract`, so its values, holdings, transactions and loans are exactly
 * what a synchronised bank gives.
 *
 * Building and writing it takes about a second (thousands of daily values), far too long for registration:
 * registration only inserts the row (`syncing`) and a `demo_account` job, which the job runner fills.
 */

/** The name the saver sees (spec §1). */
export const DEMO_BANK_NAME = 'Démonstration';

/** Whose holdings the demonstration shows: a sandbox customer with savings, investments and loans. */
export const DEMO_IDENTITY = { institutionId: 'societe-generale', login: 'demo' } as const;

type Writer = Pick<Database, 'insert'>;

/**
 * Inside the caller's transaction (registration, seed): the demonstration account, marked syncing, and the job
 * that fills it. Returns its id.
 */
export async function createDemoAccount(tx: Writer, userId: string, now: Date): Promise<string> {
  const [row] = await tx
    .insert(bankAccounts)
    .values({ userId, provider: 'demo', connectionId: null, bankId: DEMO_BANK_ID, bankName: DEMO_BANK_NAME, demo: true, state: 'none', syncing: true, createdAt: now, updatedAt: now })
    .returning({ id: bankAccounts.id });
  if (!row) throw new Error('The demonstration account could not be created');
  await tx.insert(jobs).values({ kind: 'demo_account', userId, payload: { accountId: row.id }, runAfter: now, createdAt: now, updatedAt: now });
  return row.id;
}

export interface DemoAccountDeps {
  db: Database;
  bus: LiveBus;
  /** Repository root (`config.root`): where the fund universe and savings rates are read. */
  root: string;
}

/** The partner id of the demonstration's home in its account (the key that keeps a second fill from doubling it). */
export const DEMO_HOME_EXTERNAL_ID = 'demo-home';

/**
 * The home the demonstration's mortgage financed (issue 14): a three-room flat in Bordeaux, a large city whose
 * DVF median rests on thousands of sales, bought the year the mortgage was signed, for a price the loan covers
 * at about 90 % (notary costs paid from savings). Valued by the same estimator as a saver's property.
 */
export function demoHomeFields(mortgage: { totalAmount: number; signatureDate: string }): StoredFields {
  const assetPrice = Math.round((mortgage.totalAmount * 1.1) / 1000) * 1000;
  const notaryCosts = Math.round((assetPrice * 0.075) / 100) * 100;
  return fieldsOfInput({
    name: 'Appartement à Bordeaux',
    address: '18 Rue du Palais Gallien 33000 Bordeaux',
    location: { latitude: 44.8437, longitude: -0.5812, city: 'Bordeaux', postcode: '33000', inseeCode: '33063' },
    kind: 'appartment',
    usage: 'principal_residence',
    state: 0,
    amount: null,
    assetPrice,
    notaryCosts,
    purchaseAmount: assetPrice + notaryCosts,
    rentReceived: null,
    surface: 64,
    gardenSurface: null,
    constructionYear: 1930,
    purchaseYear: Number(mortgage.signatureDate.slice(0, 4)),
    floor: 2,
    rooms: 3,
    bathrooms: 1,
    features: ['balcony'],
    conditions: [],
  });
}

/**
 * The home of the demonstration, once: created in the demonstration account (so it goes with it), estimated,
 * and the mortgage linked to it for the whole amount borrowed, at its signature date. Without a mortgage in the
 * customer (it has one: a fixed identity), there is no home.
 */
async function storeDemoHome(db: Database, input: { userId: string; accountId: string; mortgage: ProviderAccount | undefined; mortgageId: string | undefined; root: string; now: Date }): Promise<void> {
  const terms = input.mortgage?.loan;
  if (!terms || input.mortgageId === undefined) return;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: portfolios.id })
      .from(portfolios)
      .where(and(eq(portfolios.accountId, input.accountId), eq(portfolios.externalId, DEMO_HOME_EXTERNAL_ID)))
      .limit(1);
    const homeId =
      existing?.id ??
      (await createRealEstate(tx, {
        userId: input.userId,
        fields: demoHomeFields(terms),
        root: input.root,
        now: input.now,
        account: { accountId: input.accountId, externalId: DEMO_HOME_EXTERNAL_ID },
      }));
    const link = { amount: terms.totalAmount, date: terms.signatureDate };
    await tx.update(portfolios).set({ realEstateId: homeId }).where(eq(portfolios.id, input.mortgageId ?? ''));
    await tx
      .insert(realEstateLoans)
      .values({ loanId: input.mortgageId ?? '', realEstateId: homeId, ...link })
      .onConflictDoUpdate({ target: realEstateLoans.loanId, set: { realEstateId: homeId, ...link } });
  });
}

/** Prices of the demonstration's funds, kept between fills (each saver's is the same customer). */
const prices = new PriceBook();

/**
 * One attempt of a `demo_account` job: the customer's contracts upserted on (account, partner id) and written
 * step by step like a synchronisation, so a cut attempt resumes with nothing doubled. The account may have
 * gone meanwhile (deleted, or replaced by a first real bank): then there is nothing to do.
 */
export async function fillDemoAccount(deps: DemoAccountDeps, context: JobContext): Promise<number> {
  const { db } = deps;
  const accountId = (context.job.payload as { accountId?: unknown }).accountId;
  if (typeof accountId !== 'string') throw new PermanentJobError('demo_account job without accountId');
  const [account] = await db
    .select({ id: bankAccounts.id, userId: bankAccounts.userId })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.demo, true)))
    .limit(1);
  if (!account) return 0;
  const institution = findInstitution(DEMO_IDENTITY.institutionId);
  if (!institution) throw new PermanentJobError(`The demonstration institution ${DEMO_IDENTITY.institutionId} is not in the catalogue`);

  const now = context.now();
  const customer = buildCustomer({
    institution,
    login: DEMO_IDENTITY.login,
    connectionId: 'demo',
    today: isoDate(now),
    universe: fundUniverse(deps.root),
    rates: savingsRates(deps.root),
    prices,
  });
  const total = customer.length;
  const mortgage = customer.find((contract) => contract.kind === 'loan' && contract.kindDetail === 'mortgage');
  let mortgageId: string | undefined;
  for (const [index, contract] of customer.entries()) {
    const { category, type } = placementOfKind(contract.kind);
    const fields = { name: contract.name, kind: contract.kind, kindDetail: contract.kindDetail, category, type, amount: contract.balance, currency: contract.currency, updatedAt: now };
    const [portfolio] = await db
      .insert(portfolios)
      .values({ userId: account.userId, accountId, externalId: contract.id, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: [portfolios.accountId, portfolios.externalId], set: fields })
      .returning({ id: portfolios.id });
    if (!portfolio) throw new Error('A demonstration contract could not be saved');
    await storeContract({ db, funds: () => fundUniverse(deps.root) }, portfolio.id, contract, now);
    if (contract === mortgage) mortgageId = portfolio.id;
    const progress = (index + 1) / total;
    await context.progress(progress, `Contrat « ${contract.name} » récupéré`);
    await deps.bus.publish(account.userId, { type: 'sync_progress', accountId, progress, state: 'none', step: `Contrat « ${contract.name} » récupéré` });
  }
  await storeDemoHome(db, { userId: account.userId, accountId, mortgage, mortgageId, root: deps.root, now });
  await db.update(bankAccounts).set({ syncing: false, lastSyncAt: now, updatedAt: now }).where(eq(bankAccounts.id, accountId));
  await deps.bus.publish(account.userId, { type: 'account_fetched', accountId });
  return total;
}

/** The handler the runner calls for `demo_account`. */
export function demoAccountHandler(deps: DemoAccountDeps): JobHandler {
  return {
    async run(context) {
      await fillDemoAccount(deps, context);
    },
    // Failed for good: it stops showing as syncing (it stays, empty, and can be deleted).
    onFailed: async (context) => {
      const accountId = (context.job.payload as { accountId?: unknown }).accountId;
      if (typeof accountId === 'string') await deps.db.update(bankAccounts).set({ syncing: false, updatedAt: context.now() }).where(eq(bankAccounts.id, accountId));
    },
  };
}
