import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { perDatabase } from '../db/prepared';
import { portfolios } from '../db/schema';
import type { SubjectWealthVersion } from '../auth/auth-context';

type Reader = Pick<Database, 'select'>;

/** Prepared once per database: every conditional wealth read runs it before anything else. */
const versionQuery = perDatabase((db: Reader) =>
  db
    .select({ contracts: count(), writes: sql<string>`coalesce(sum(xmin::text::numeric), 0)::text` })
    .from(portfolios)
    .where(eq(portfolios.userId, sql.placeholder('userId')))
    .prepare('wealth_data_version'),
);

/**
 * The version of a saver's contract data: how many contracts they have and the sum of their rows' `xmin`
 * (the id of the transaction that last wrote each row). Every write that changes what the wealth reads answer
 * changes it: a synchronisation ends each contract with an update of its row once its values, lines and
 * operations are in (`storeContract`), an edit, a property's new value or a status change updates the row, an
 * add or a deletion changes the rows. It does not depend on the clock, and every API instance reads the same
 * version from the shared database: one indexed aggregate over the saver's contracts.
 *
 * The rule for any code that writes a contract's values, lines (`portfolio_investments`) or operations
 * (`transactions`): end with an update of the contract's row, in the same transaction or after the rest, as
 * `storeContract` and the property store do; otherwise the wealth reads keep answering with the earlier data.
 * The bearer token's lookup computes it the same way when a call asks (`bearerLookupWithWealthVersion`).
 */
export async function wealthDataVersion(db: Reader, userId: string, readWithToken?: SubjectWealthVersion): Promise<string> {
  // The call's sign-in read it already, for this very saver (`wealthVersionWithToken`), in the same expression.
  if (readWithToken?.userId === userId) return readWithToken.version;
  const [row] = await versionQuery(db).execute({ userId });
  return `${row?.contracts ?? 0}:${row?.writes ?? '0'}`;
}
