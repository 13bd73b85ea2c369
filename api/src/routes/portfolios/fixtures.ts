import { eq, sql } from 'drizzle-orm';
import { advisorMemberships, users } from '../../db/schema';
import { DEMO_SAVER, FIRM_ADVISOR, FIRM_MANAGER, SECOND_SAVER } from '../../db/seed-accounts';
import { JobRunner } from '../../jobs/runner';
import { syncAccountHandler } from '../../sync/sync-account';
import { createTestApp, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';
import { snapshotCopy } from '../../../test/helpers/database-snapshot';

/**
 * What the contract and wealth suites read: savers whose contracts come from a real sandbox synchronisation,
 * driven through the API as a saver does it (connect, add every account found, then the durable sync jobs).
 *
 * - `saver` (DEMO_SAVER): Banque Populaire (login `denis`: an overdrawn checking account, LDDS, PEL, life
 *   insurance, capitalisation, a consumer credit and a revolving credit) and AXA (login `camille`: life
 *   insurance and a PERP, an unsupported kind);
 * - `other` (SECOND_SAVER, a customer of the seeded firm): BNP Paribas (login `camille`: one checking account);
 * - `advisor` (FIRM_ADVISOR) follows `other`; `loneAdvisor` (FIRM_MANAGER) has been taken out of every firm.
 */
export interface SyncedSavers {
  t: TestApp;
  saver: string;
  other: string;
  advisor: string;
  loneAdvisor: string;
  saverId: string;
  otherId: string;
  /** The saver's bank connections by bank id. */
  accounts: Record<string, string>;
  otherAccountId: string;
}

/** The institutions' own login fields beyond login and password (Banque Populaire asks for the customer space). */
export interface SandboxLogin {
  bankId: string;
  login: string;
  fields?: Record<string, string>;
}

export const SAVER_CONNECTIONS: readonly SandboxLogin[] = [
  { bankId: 'banque-populaire-aquitaine-centre-atlantique', login: 'denis', fields: { space: 'particuliers' } },
  { bankId: 'axa', login: 'camille' },
];
export const OTHER_CONNECTION: SandboxLogin = { bankId: 'bnp-paribas', login: 'camille' };

interface WireConnection {
  id: string;
  accounts: { external_id: string; name: string; amount: number; kind: string; kind_detail: string | null; currency: string }[];
}

/** Connects a sandbox institution and adds every account found; returns the bank connection's id. */
export async function connectAndAdd(t: TestApp, token: string, { bankId, login, fields }: SandboxLogin): Promise<string> {
  const connected = await injectAs(t, token, { method: 'POST', url: '/api/2.0/users/me/connections', payload: { id_bank: bankId, login, password: 'secret', ...fields } });
  if (connected.statusCode !== 200) throw new Error(`connection to ${bankId} failed: ${connected.statusCode} ${connected.body}`);
  const connection = json<WireConnection>(connected);
  const added = await injectAs(t, token, {
    method: 'POST',
    url: '/api/users/me/accounts',
    payload: { accounts: [{ bank_id: bankId, connection_id: connection.id, contracts: connection.accounts.map((a) => ({ external_id: a.external_id, name: a.name, amount: a.amount, kind: a.kind, kind_detail: a.kind_detail, currency: a.currency })) }] },
  });
  if (added.statusCode !== 201) throw new Error(`adding ${bankId} failed: ${added.statusCode} ${added.body}`);
  const [account] = json<{ id: string }[]>(added);
  if (!account) throw new Error(`adding ${bankId} returned no account`);
  return account.id;
}

/** Runs every queued synchronisation, as the server's job runner would. */
export async function runSyncJobs(t: TestApp): Promise<void> {
  const { db, aggregation } = t.app.deps;
  const runner = new JobRunner({ db, clock: t.clock, workerId: 'portfolio-tests', handlers: { sync_account: syncAccountHandler({ db, aggregation }) } });
  while (await runner.runOnce()) {
    /* next job */
  }
}

async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.handle.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * The day the synced savers live on (the test server's clock starts there). The sandbox draws each customer's
 * life up to "today", so what the suites assert of a balance holds only on a known day: on the 20th, `denis`'s
 * checking account at Banque Populaire is overdrawn (his salary arrives on the 27th, which puts it back above
 * zero until the direct debits of the next month).
 */
export const SYNCED_SAVERS_DAY = new Date('2026-11-20T10:00:00Z');

/** What a copy of the synced savers' database keeps of its build: everything of `SyncedSavers` but the server. */
type SyncedSaversFacts = Omit<SyncedSavers, 't'>;

/**
 * The savers on a test server of their own. The synchronisation runs once per jest run and engine; each suite
 * gets a copy of its database (`snapshotCopy`), and the same tokens, which the copy holds.
 */
export async function syncedSavers(): Promise<SyncedSavers> {
  const { database, meta } = await snapshotCopy<SyncedSaversFacts>('synced-savers', async (built) => {
    const t = await createTestApp({ now: SYNCED_SAVERS_DAY, database: built });
    try {
      return await fill(t);
    } finally {
      await t.close();
    }
  });
  try {
    const t = await createTestApp({ now: SYNCED_SAVERS_DAY, database, seed: false });
    return { ...meta, t: { ...t, close: () => t.close().finally(() => database.destroy()) } };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

async function fill(t: TestApp): Promise<SyncedSaversFacts> {
  const saver = (await signIn(t, DEMO_SAVER)).access_token;
  const other = (await signIn(t, SECOND_SAVER)).access_token;
  const advisor = (await signIn(t, FIRM_ADVISOR)).access_token;
  const loneAdvisor = (await signIn(t, FIRM_MANAGER)).access_token;
  const managerId = await userId(t, FIRM_MANAGER.email);
  await t.database.handle.db.delete(advisorMemberships).where(eq(advisorMemberships.userId, managerId));
  const accounts: Record<string, string> = {};
  for (const connection of SAVER_CONNECTIONS) accounts[connection.bankId] = await connectAndAdd(t, saver, connection);
  const otherAccountId = await connectAndAdd(t, other, OTHER_CONNECTION);
  await runSyncJobs(t);
  return { saver, other, advisor, loneAdvisor, saverId: await userId(t, DEMO_SAVER.email), otherId: await userId(t, SECOND_SAVER.email), accounts, otherAccountId };
}
