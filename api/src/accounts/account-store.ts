import { and, asc, eq, inArray } from 'drizzle-orm';
import { bankFieldSchema, isBankAccountKind, type Account, type AccountPortfolio, type BankConnectionState, type NewAccount } from '@patrimo/shared';
import type { Database } from '../db/client';
import { bankAccounts, portfolios } from '../db/schema';
import { enqueueSync } from '../jobs/queue';
import { placementOfKind } from './categories';

type BankAccountRow = typeof bankAccounts.$inferSelect;

const storedFields = bankFieldSchema.array();

/**
 * The bank id of the « Démonstration » account (spec §1). It is no institution of the catalogue: asking to
 * connect it is refused with `demo_account` (spec §8 "demo account cannot connect an institution").
 */
export const DEMO_BANK_ID = 'demo';

/** The bank account rows of a user, oldest first; only `accountId` when given. */
async function accountRows(db: Pick<Database, 'select'>, userId: string, accountId?: string): Promise<BankAccountRow[]> {
  const where = accountId ? and(eq(bankAccounts.userId, userId), eq(bankAccounts.id, accountId)) : eq(bankAccounts.userId, userId);
  return db.select().from(bankAccounts).where(where).orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
}

/** One bank account row of the user, or undefined (also when it is another user's). */
export async function findAccountRow(db: Pick<Database, 'select'>, userId: string, accountId: string): Promise<BankAccountRow | undefined> {
  return (await accountRows(db, userId, accountId))[0];
}

/**
 * The accounts as the contract answers them (accountSchema): their contracts (id, kind, status) and
 * `portfoliosCash`, the sum of the bank accounts' (checking, card, deposit) balances, closed ones excepted.
 */
export async function loadAccounts(db: Pick<Database, 'select'>, userId: string, accountId?: string): Promise<Account[]> {
  const rows = await accountRows(db, userId, accountId);
  if (rows.length === 0) return [];
  const contracts = await db
    .select({ id: portfolios.id, accountId: portfolios.accountId, kind: portfolios.kind, status: portfolios.status, amount: portfolios.amount })
    .from(portfolios)
    .where(inArray(portfolios.accountId, rows.map((row) => row.id)))
    .orderBy(asc(portfolios.createdAt), asc(portfolios.name), asc(portfolios.id));
  return rows.map((row) => {
    const own = contracts.filter((contract) => contract.accountId === row.id);
    const cents = own
      .filter((contract) => isBankAccountKind(contract.kind) && contract.status !== 'closed')
      .reduce((sum, contract) => sum + Math.round(contract.amount * 100), 0);
    return {
      id: row.id,
      bankId: row.bankId,
      bankName: row.bankName,
      connectionId: row.connectionId,
      state: row.state as BankConnectionState,
      syncing: row.syncing,
      lastSyncAt: row.lastSyncAt ? row.lastSyncAt.toISOString() : null,
      // Stored as the partner gave them; a form that no longer reads as one is not offered.
      fields: row.state === 'additionalInformationNeeded' ? (storedFields.safeParse(row.fields).data ?? []) : [],
      message: row.message,
      portfoliosCash: cents / 100,
      portfolios: own.map((contract): AccountPortfolio => ({ id: contract.id, kind: contract.kind as AccountPortfolio['kind'], status: contract.status })),
      demo: row.demo,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * POST /users/me/accounts, inside the caller's transaction: for each account, the bank account row (one per
 * user and partner connection: adding it again updates it), its kept contracts (one per account and partner
 * id: adding them again updates name, amount and kind, never duplicates), `syncing` on and a synchronisation
 * queued; then the demonstration account goes (spec §4 "A successful add removes the demonstration account"),
 * its contracts with it (cascade). Contracts added before and not sent again are kept. Returns the ids of the
 * accounts, in the order sent.
 */
export async function addAccounts(
  tx: Writer,
  input: { userId: string; provider: 'sandbox' | 'powens'; now: Date; accounts: (NewAccount & { bankName: string })[] },
): Promise<string[]> {
  const { userId, provider, now } = input;
  const ids: string[] = [];
  for (const account of input.accounts) {
    const saved = await tx
      .insert(bankAccounts)
      .values({ userId, provider, connectionId: account.connectionId, bankId: account.bankId, bankName: account.bankName, state: 'none', syncing: true, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [bankAccounts.userId, bankAccounts.connectionId],
        set: { bankId: account.bankId, bankName: account.bankName, syncing: true, updatedAt: now },
      })
      .returning({ id: bankAccounts.id });
    const accountId = saved[0]?.id;
    if (!accountId) throw new Error('The bank account could not be saved');
    for (const contract of account.contracts) {
      const { category, type } = placementOfKind(contract.kind);
      await tx
        .insert(portfolios)
        .values({
          userId,
          accountId,
          externalId: contract.externalId,
          name: contract.name,
          kind: contract.kind,
          kindDetail: contract.kindDetail,
          category,
          type,
          amount: contract.amount,
          currency: contract.currency,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [portfolios.accountId, portfolios.externalId],
          set: { name: contract.name, kind: contract.kind, kindDetail: contract.kindDetail, category, type, amount: contract.amount, currency: contract.currency, updatedAt: now },
        });
    }
    await enqueueSync(tx, now, userId, accountId);
    ids.push(accountId);
  }
  await tx.delete(bankAccounts).where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.demo, true)));
  return ids;
}

/** Marks an account as synchronising and queues its synchronisation (POST /accounts/{id}/synchronize). */
export async function requestSync(tx: Pick<Database, 'select' | 'insert' | 'update'>, userId: string, accountId: string, now: Date): Promise<void> {
  await tx.update(bankAccounts).set({ syncing: true, updatedAt: now }).where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.userId, userId)));
  await enqueueSync(tx, now, userId, accountId);
}

/**
 * After a follow-up or a new password on a connection the saver already added (fixing it from their accounts
 * page): the stored state follows the partner's, and a connection back to `none` is synchronised again.
 */
export async function recordConnectionState(
  tx: Pick<Database, 'select' | 'insert' | 'update'>,
  input: { userId: string; connectionId: string; state: BankConnectionState; fields: unknown[]; message: string | null; now: Date },
): Promise<void> {
  const rows = await tx
    .update(bankAccounts)
    .set({ state: input.state, fields: input.fields, message: input.message, updatedAt: input.now })
    .where(and(eq(bankAccounts.userId, input.userId), eq(bankAccounts.connectionId, input.connectionId), eq(bankAccounts.demo, false)))
    .returning({ id: bankAccounts.id });
  const row = rows[0];
  if (row && input.state === 'none') await requestSync(tx, input.userId, row.id, input.now);
}
