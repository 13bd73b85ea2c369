import { and, eq, isNotNull } from 'drizzle-orm';
import { bankConnectionStateSchema, type BankConnectionState } from '@patrimo/shared';
import type { AggregationProvider, ProviderAccount, ProviderConnection, ProviderUser } from '../aggregation/provider';
import { ProviderError } from '../aggregation/provider';
import type { Database } from '../db/client';
import { insertTransactions, upsertDailyValues } from '../db/bulk-insert';
import { aggregatorUsers, bankAccounts, loans, portfolioInvestments, portfolios } from '../db/schema';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/runner';
import type { SyncAccountPayload } from '../jobs/queue';
import type { LiveBus } from '../live/bus';
import { notify } from '../notifications/notifications';
import { clearContractAnalyses } from '../contracts/analysis-cache';
import { refreshContractRiskLevel, type RiskFunds } from '../advisory/contract-risk';

/**
 * The `sync_account` job (issue 4 "Syncs are durable jobs"): asks the partner to synchronise one connection
 * and stores what it answers for the contracts the saver kept (`portfolios` of the bank account, matched on
 * the partner's id; accounts the saver did not keep are ignored here).
 *
 * Every write is an upsert keyed on the partner's data — values on (portfolio, date), transactions on
 * (portfolio, partner id), the loan on the portfolio, investment lines replaced whole in one transaction —
 * and each is committed on its own, in batches. A run cut anywhere (process killed, error) leaves only
 * complete rows behind, and the next run writes the same rows again: nothing lost, nothing doubled.
 */

/** Rows per multi-row INSERT (3 parameters a value row: far below PostgreSQL's 65 535). */
export const SYNC_BATCH_SIZE = 1000;

export interface SyncAccountDeps {
  db: Database;
  aggregation: AggregationProvider;
  /**
   * Where progress, `account_fetched` and the notifications go (the saver's sockets on every instance).
   * Without it (fixtures writing a saver's data), notifications are still stored, and nothing is pushed.
   */
  bus?: LiveBus;
  /**
   * The fund universe, read lazily: with it, each stored contract gets its risk level (`advisory/contract-risk.ts`),
   * which the advisor's customer list averages. Without it (fixtures), the level is left as it is.
   */
  funds?: () => RiskFunds;
  /** Test seam: called after each step of each contract (a test throws here to cut a sync mid-way). */
  afterStep?: (step: SyncStep, portfolioId: string) => Promise<void> | void;
}

type StoreDeps = Pick<SyncAccountDeps, 'db' | 'afterStep' | 'funds'>;

export type SyncStep = 'values' | 'investments' | 'transactions' | 'loan' | 'contract';

/** What one run did. */
export interface SyncOutcome {
  /** The connection's state as stored; null when there was nothing to synchronise (account gone, demo). */
  state: string | null;
  contracts: number;
}

function chunks<T>(rows: T[], size = SYNC_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/**
 * Stores one partner account into its portfolio, step by step (each step idempotent and committed). The
 * demonstration account (`demo/`) is written through it too, so it looks exactly like a synchronised one.
 */
export async function storeContract(deps: StoreDeps, portfolioId: string, account: ProviderAccount, now: Date): Promise<void> {
  const { db } = deps;

  // Daily values: rewritten only where they changed (a re-sync of an unchanged history writes nothing).
  for (const batch of chunks(account.history)) await upsertDailyValues(db, portfolioId, batch);
  await deps.afterStep?.('values', portfolioId);

  // Investment lines: the partner's list is the truth, replaced whole.
  await db.transaction(async (tx) => {
    await tx.delete(portfolioInvestments).where(eq(portfolioInvestments.portfolioId, portfolioId));
    if (account.investments.length > 0) {
      await tx.insert(portfolioInvestments).values(
        account.investments.map((line) => ({
          portfolioId,
          isin: line.isin,
          label: line.label,
          valuation: line.valuation,
          quantity: line.quantity,
          unitValue: line.unitValue,
          valuationDate: line.valuationDate,
          investedAmount: line.investedAmount,
          euroFund: line.euroFund,
        })),
      );
    }
  });
  await deps.afterStep?.('investments', portfolioId);

  // Transactions: the partner's id makes a second reading harmless.
  for (const batch of chunks(account.transactions)) {
    await insertTransactions(
      db,
      portfolioId,
      batch.map((line) => ({ externalId: line.id, date: line.date, amount: line.amount, label: line.label, category: line.category })),
    );
  }
  await deps.afterStep?.('transactions', portfolioId);

  if (account.loan) {
    const loan = {
      kindDetail: account.loan.kindDetail,
      totalAmount: account.loan.totalAmount,
      remainingCapital: account.loan.remainingCapital,
      rate: account.loan.rate,
      insuranceRate: account.loan.insuranceRate,
      monthlyPayment: account.loan.monthlyPayment,
      signatureDate: account.loan.signatureDate,
      endDate: account.loan.endDate,
    };
    await db.insert(loans).values({ portfolioId, ...loan }).onConflictDoUpdate({ target: loans.portfolioId, set: loan });
  }
  await deps.afterStep?.('loan', portfolioId);

  // Last, the contract's own figures: a contract shows its new amount once its history is in.
  await db
    .update(portfolios)
    .set({ amount: account.balance, openingDate: account.openingDate, simulatedFrom: account.simulatedFrom, updatedAt: now })
    .where(eq(portfolios.id, portfolioId));
  // New lines: the contract's risk level, which the advisor's customer list averages.
  if (deps.funds) await refreshContractRiskLevel(db, portfolioId, deps.funds());
  // New values, lines or movements: the contract's cached analyses (and optimisation) no longer hold.
  await clearContractAnalyses(db, portfolioId);
  await deps.afterStep?.('contract', portfolioId);
}

async function storeConnectionState(deps: Pick<SyncAccountDeps, 'db'>, accountId: string, connection: ProviderConnection, now: Date): Promise<void> {
  const succeeded = connection.state === 'none';
  await deps.db
    .update(bankAccounts)
    .set({
      state: connection.state,
      fields: connection.fields,
      message: connection.message,
      syncing: false,
      ...(succeeded ? { lastSyncAt: connection.lastSyncAt ? new Date(connection.lastSyncAt) : now } : {}),
      updatedAt: now,
    })
    .where(eq(bankAccounts.id, accountId));
}

/** A bus that pushes nothing, for callers without sockets. */
const SILENT_BUS: LiveBus = { kind: 'local', publish: async () => undefined, closeUser: async () => undefined, start: async () => undefined, close: async () => undefined };

/** One attempt of a `sync_account` job. */
export async function syncAccount(syncDeps: SyncAccountDeps, context: JobContext): Promise<SyncOutcome> {
  const deps = { ...syncDeps, bus: syncDeps.bus ?? SILENT_BUS };
  const { db } = deps;
  const payload = context.job.payload as Partial<SyncAccountPayload>;
  const accountId = payload.accountId;
  if (typeof accountId !== 'string') throw new PermanentJobError('sync_account job without accountId');

  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)).limit(1);
  // Deleted since it was queued, or the demonstration account: nothing to do, and nothing to retry.
  if (!account || account.demo || account.connectionId === null) return { state: null, contracts: 0 };
  const connectionId = account.connectionId;
  const [identity] = await db.select().from(aggregatorUsers).where(eq(aggregatorUsers.userId, account.userId)).limit(1);
  if (!identity) throw new PermanentJobError(`No partner identity for the owner of bank account ${accountId}`);
  const user: ProviderUser = { id: identity.providerUserId, token: identity.token };

  const progress = async (ratio: number, step: string, state: BankConnectionState = 'none'): Promise<void> => {
    await context.progress(ratio, step);
    await deps.bus.publish(account.userId, { type: 'sync_progress', accountId, progress: Math.min(1, Math.max(0, ratio)), state, step });
  };

  if (!account.syncing) await db.update(bankAccounts).set({ syncing: true, updatedAt: context.now() }).where(eq(bankAccounts.id, accountId));
  await progress(0.02, 'Connexion à votre établissement');

  // After a partner's webhook the partner has just synchronised: asking it again would only loop.
  const partnerState = bankConnectionStateSchema.safeParse(payload.partnerState);
  const connection: ProviderConnection =
    payload.partnerState !== undefined && partnerState.success
      ? { id: connectionId, bankId: account.bankId, state: partnerState.data, fields: [], message: null, lastSyncAt: null }
      : await deps.aggregation.synchronize(user, connectionId);
  if (connection.state !== 'none') {
    // The partner answered with a state for the saver (wrong password, action needed…): stored, not retried.
    await storeConnectionState(deps, accountId, connection, context.now());
    await progress(1, 'Synchronisation interrompue', connection.state);
    await notify(db, deps.bus, { userId: account.userId, event: 'account_sync_failed', accountId, text: account.bankName, now: context.now() });
    await deps.bus.publish(account.userId, { type: 'account_fetched', accountId });
    return { state: connection.state, contracts: 0 };
  }

  await progress(0.1, 'Récupération de vos comptes');
  const partnerAccounts = await deps.aggregation.accounts(user, connectionId);
  const kept = await db
    .select({ id: portfolios.id, externalId: portfolios.externalId, name: portfolios.name })
    .from(portfolios)
    .where(and(eq(portfolios.accountId, accountId), isNotNull(portfolios.externalId)));
  const byExternalId = new Map(partnerAccounts.map((partnerAccount) => [partnerAccount.id, partnerAccount]));
  const matched = kept.flatMap((portfolio) => {
    const partnerAccount = byExternalId.get(portfolio.externalId as string);
    return partnerAccount ? [{ portfolio, partnerAccount }] : [];
  });

  for (const [index, { portfolio, partnerAccount }] of matched.entries()) {
    await storeContract(deps, portfolio.id, partnerAccount, context.now());
    await progress(0.1 + (0.85 * (index + 1)) / matched.length, `Contrat « ${portfolio.name} » récupéré`);
  }

  await storeConnectionState(deps, accountId, connection, context.now());
  await progress(1, 'Synchronisation terminée');
  await notify(db, deps.bus, { userId: account.userId, event: 'account_fetched', accountId, text: account.bankName, now: context.now() });
  await deps.bus.publish(account.userId, { type: 'account_fetched', accountId });
  return { state: 'none', contracts: matched.length };
}

/** Where a job that ended `failed` leaves its account: not syncing any more, `bug` if the partner refused. */
async function markFailed(syncDeps: SyncAccountDeps, context: JobContext, error: unknown): Promise<void> {
  const deps = { ...syncDeps, bus: syncDeps.bus ?? SILENT_BUS };
  const accountId = (context.job.payload as Partial<SyncAccountPayload>).accountId;
  if (typeof accountId !== 'string') return;
  const permanent = !(error instanceof ProviderError && error.retryable);
  const updated = await deps.db
    .update(bankAccounts)
    .set({ syncing: false, ...(permanent ? { state: 'bug', fields: [], message: null } : {}), updatedAt: context.now() })
    .where(eq(bankAccounts.id, accountId))
    .returning({ userId: bankAccounts.userId, bankName: bankAccounts.bankName, demo: bankAccounts.demo });
  const owner = updated[0];
  if (!owner || owner.demo) return;
  await notify(deps.db, deps.bus, { userId: owner.userId, event: 'account_sync_failed', accountId, text: owner.bankName, now: context.now() });
  await deps.bus.publish(owner.userId, { type: 'account_fetched', accountId });
}

/** The handler the runner calls for `sync_account`. */
export function syncAccountHandler(deps: SyncAccountDeps): JobHandler {
  return {
    async run(context) {
      await syncAccount(deps, context);
    },
    onFailed: (context, error) => markFailed(deps, context, error),
  };
}
