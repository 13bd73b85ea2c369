import { accountSchema, isRiskedKind, type Account } from '@patrimo/shared';

/** What a synchronisation reported last on the live channel (the shared `SyncProgress`). */
export interface LiveProgress {
  progress: number;
  step: string;
}

/** What the add form passes to `/app/load`; `accountIds` are the accounts it just created. */
export function accountIdsOf(state: unknown): string[] | null {
  if (state === null || typeof state !== 'object') return null;
  const ids = (state as { accountIds?: unknown }).accountIds;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? (ids as string[]) : null;
}

/**
 * The accounts the add form just created, as `POST /users/me/accounts` answered: the load page shows them
 * (and their live progress) at once, before its own first read, which a busy server may answer only after
 * the synchronisation. Null when the state does not hold valid accounts.
 */
export function addedAccountsOf(state: unknown): Account[] | null {
  if (state === null || typeof state !== 'object') return null;
  const parsed = accountSchema.array().safeParse((state as { accounts?: unknown }).accounts);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/** The accounts the load page follows: those just added, else those seen syncing, else every real one. */
export function pickTracked(accounts: readonly Account[], requested: readonly string[] | null, seenSyncing: ReadonlySet<string>): Account[] {
  if (requested !== null && requested.length > 0) return accounts.filter((account) => requested.includes(account.id));
  const seen = accounts.filter((account) => seenSyncing.has(account.id) || account.syncing);
  return seen.length > 0 ? seen : accounts.filter((account) => !account.demo);
}

/**
 * Where one followed account stands, 0 to 1: its last live progress while it syncs (never going back, a
 * bar that shrinks reads as a failure), 1 once done, null while syncing with nothing reported yet.
 */
export function accountProgress(account: Account, live: LiveProgress | undefined): number | null {
  if (!account.syncing) return 1;
  return live === undefined ? null : Math.min(1, Math.max(0, live.progress));
}

/** « 45 % »: the ratio rounded to the whole percent, for the bar's label. */
export function roundedToPercent(ratio: number): number {
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100) / 100;
}

/**
 * The contracts of the followed accounts that get a risk level per envelope (spec §3 risked kinds, spec §4
 * "then risk profile per envelope"), hidden ones aside.
 */
export function riskedContractIds(accounts: readonly Account[]): string[] {
  return accounts.flatMap((account) =>
    account.portfolios.filter((portfolio) => portfolio.status !== 'hidden' && isRiskedKind(portfolio.kind)).map((portfolio) => portfolio.id),
  );
}

/** Where the load page leads once every followed account is done: the risk step when it has something to ask. */
export function nextAfterLoad(accounts: readonly Account[]): { path: '/app/accounts/risk'; contractIds: string[] } | { path: '/app/dashboard' } {
  const contractIds = riskedContractIds(accounts);
  return contractIds.length > 0 ? { path: '/app/accounts/risk', contractIds } : { path: '/app/dashboard' };
}

/** What the load page passes to the risk step: the contracts just added that need a risk level. */
export function contractIdsOf(state: unknown): string[] | null {
  if (state === null || typeof state !== 'object') return null;
  const ids = (state as { contractIds?: unknown }).contractIds;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? (ids as string[]) : null;
}
