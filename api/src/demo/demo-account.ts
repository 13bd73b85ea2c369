import { and, eq } from 'drizzle-orm';
import { buildCustomer } from '../aggregation/sandbox/customer';
import { isoDate } from '../aggregation/sandbox/calendar';
import { PriceBook } from '../aggregation/sandbox/price-book';
import { savingsRates } from '../aggregation/sandbox/savings-rates';
import { DEMO_BANK_ID } from '../accounts/account-store';
import { placementOfKind } from '../accounts/categories';
import { findInstitution } from '../banks/catalogue';
import type { Database } from '../db/client';
import { bankAccounts, jobs, portfolios } from '../db/schema';
import { fundUniverse } from '../investments/universe';
import type { JobContext, JobHandler } from '../jobs/runner';
import { PermanentJobError } from '../jobs/runner';
import type { LiveBus } from '../live/bus';
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
  for (const [index, contract] of customer.entries()) {
    const { category, type } = placementOfKind(contract.kind);
    const fields = { name: contract.name, kind: contract.kind, kindDetail: contract.kindDetail, category, type, amount: contract.balance, currency: contract.currency, updatedAt: now };
    const [portfolio] = await db
      .insert(portfolios)
      .values({ userId: account.userId, accountId, externalId: contract.id, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: [portfolios.accountId, portfolios.externalId], set: fields })
      .returning({ id: portfolios.id });
    if (!portfolio) throw new Error('A demonstration contract could not be saved');
    await storeContract({ db }, portfolio.id, contract, now);
    const progress = (index + 1) / total;
    await context.progress(progress, `Contrat « ${contract.name} » récupéré`);
    await deps.bus.publish(account.userId, { type: 'sync_progress', accountId, progress, state: 'none', step: `Contrat « ${contract.name} » récupéré` });
  }
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
