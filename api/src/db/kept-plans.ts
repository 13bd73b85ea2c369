import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Server-side prepared statements on PGlite for the statements every signed-in call runs.
 *
 * On PostgreSQL, node-postgres prepares a named Drizzle statement once per connection, and the server parses and
 * plans it once. PGlite ignores the name: it sends each query as an unnamed statement, so the server parses, plans
 * and describes it again at every execution. For the bearer token's lookup with the wealth data version, that was
 * most of a heavy read's time on the embedded engine (measured in an in-memory PGlite, per execution: 286–312 µs
 * parsed every time, 117–118 µs through a statement made once with `PREPARE`).
 *
 * PGlite's extended protocol does not pass parameters to `EXECUTE` ("bind message supplies 2 parameters, but
 * prepared statement "" requires 0"), so the values go into the `EXECUTE` as literals, quoted by node-postgres's
 * `escapeLiteral` (quotes doubled, and backslashes in an `E''` string). A literal of unknown type goes through the
 * parameter type's input function, as a text-format parameter does: the statement reads the same values. Only
 * strings, finite numbers and null are passed that way; a call with any other value (a date, an array, an object,
 * whose text form PGlite's own serialisers would choose) runs as an ordinary query, as does every statement whose
 * `PREPARE` fails (a parameter whose type cannot be inferred, say).
 *
 * Statements are kept per PGlite instance, which is one session: `PREPARE` is not undone by a rollback, and a
 * closed instance takes its statements with it. A schema change makes PostgreSQL plan the statement again.
 */
export interface KeptPlans {
  /** Runs `text` through a statement prepared once, from now on. Idempotent. */
  keep(text: string): void;
  /** How many statements were prepared on the server (for the tests). */
  readonly prepared: number;
}

type Query = PGlite['query'];

const registries = new WeakMap<object, KeptPlans>();

/** The registry of `client`, when it keeps plans (a PGlite wrapped by `keepingPlans`). */
export function keptPlansOf(client: unknown): KeptPlans | undefined {
  return typeof client === 'object' && client !== null ? registries.get(client) : undefined;
}

/** A value passed as a literal to `EXECUTE`; undefined when it must go as a parameter instead. */
export function executeLiteral(value: unknown): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return value.includes('\0') ? undefined : pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return pg.escapeLiteral(String(value));
  return undefined;
}

interface Statement {
  name: string;
  /** Settles true once prepared, false when the server refused it. */
  ready?: Promise<boolean>;
}

/** Makes `client.query` run the texts registered with `keep` through statements prepared once on the server. */
export function keepingPlans(client: PGlite): PGlite {
  const query: Query = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let prepared = 0;
  const registry: KeptPlans = {
    keep(text) {
      if (!statements.has(text)) statements.set(text, { name: `patrimo_kept_${statements.size + 1}` });
    },
    get prepared() {
      return prepared;
    },
  };
  const prepare = async (statement: Statement, text: string): Promise<boolean> => {
    try {
      await query(`PREPARE ${statement.name} AS ${text}`);
      prepared += 1;
      return true;
    } catch {
      return false;
    }
  };
  client.query = (async (text: string, params?: unknown[], options?: Parameters<Query>[2]) => {
    const statement = statements.get(text);
    const literals = statement ? (params ?? []).map(executeLiteral) : undefined;
    if (!statement || !literals || literals.some((literal) => literal === undefined)) return query(text, params, options);
    statement.ready ??= prepare(statement, text);
    if (!(await statement.ready)) return query(text, params, options);
    const call = literals.length === 0 ? `EXECUTE ${statement.name}` : `EXECUTE ${statement.name}(${literals.join(', ')})`;
    return query(call, [], options);
  }) as Query;
  registries.set(client, registry);
  return client;
}
