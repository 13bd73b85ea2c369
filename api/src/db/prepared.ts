import { keptPlansOf } from './kept-plans';

/**
 * A statement the hottest requests run (the bearer token's lookup, the wealth data version), built once per
 * database instead of once per request: Drizzle's `.prepare(name)` keeps the query text and its result mapping, and
 * on PostgreSQL the driver prepares it by name once per connection, so the server parses and plans it once too.
 * On PGlite, which ignores the name, the statement is prepared on the server once by `kept-plans.ts`.
 * Kept by database object: a test's second server on another database gets its own.
 *
 * @example
 * const versionQuery = perDatabase((db) => db.select(…).where(eq(portfolios.userId, sql.placeholder('userId'))).prepare('wealth_data_version'));
 * const [row] = await versionQuery(db).execute({ userId });
 */
export function perDatabase<D extends object, Q>(build: (db: D) => Q): (db: D) => Q {
  const built = new WeakMap<D, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      keepPlan(db, query);
      built.set(db, query);
    }
    return query;
  };
}

/** Registers a Drizzle prepared query with its PGlite instance's kept plans; nothing on PostgreSQL or in a transaction. */
function keepPlan(db: object, query: unknown): void {
  const plans = keptPlansOf((db as { $client?: unknown }).$client);
  const text = (query as { getQuery?: () => { sql: string } }).getQuery?.().sql;
  if (plans && typeof text === 'string') plans.keep(text);
}
