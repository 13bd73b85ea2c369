import { sql } from 'drizzle-orm';
import pg from 'pg';
import { liveMessageSchema, type LiveMessage } from '@patrimo/shared';
import { z } from 'zod';
import type { Database, DatabaseEngine } from '../db/client';
import type { LiveRegistry } from './registry';

/**
 * Between the code that emits live events (sync job, account deletion, notifications) and the sockets
 * (ARCHITECTURE §4). A saver's socket may be held by any API instance, so an event is never delivered by the
 * instance that emits it but published:
 * - on PostgreSQL, with `pg_notify` on one channel; every instance `LISTEN`s on a dedicated connection
 *   (reconnected when it drops) and delivers what it hears to its own sockets — the emitter included;
 * - on PGlite (one process, one instance), straight to the registry.
 * Delivery is best effort, like the channel itself: a client that missed something refetches on reconnect.
 */
export interface LiveBus {
  readonly kind: 'local' | 'postgres';
  /** Sends a message to every open socket of a user, on whichever instance holds it. */
  publish(userId: string, message: LiveMessage): Promise<void>;
  /**
   * Closes every socket of a user on every instance (password reset, account deletion): their tokens are
   * revoked, and a socket held by another instance must not keep delivering their data.
   */
  closeUser(userId: string, code: number, reason: string): Promise<void>;
  /** Starts listening (PostgreSQL); resolves once this instance hears the channel. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The PostgreSQL channel of live events. */
export const LIVE_CHANNEL = 'patrimo_live';

/** `pg_notify` refuses payloads of 8000 bytes or more; live messages are far smaller. */
const MAX_PAYLOAD_BYTES = 7900;

/** Longest wait between two attempts to listen again after the connection dropped. */
const MAX_RECONNECT_MS = 30_000;

const envelopeSchema = z.union([
  z.object({ userId: z.string().min(1), message: liveMessageSchema }),
  z.object({ userId: z.string().min(1), close: z.object({ code: z.number().int().min(1000).max(4999), reason: z.string().max(120) }) }),
]);
type Envelope = z.infer<typeof envelopeSchema>;

/** The part of a logger the bus uses (Fastify's `app.log` fits). */
export interface BusLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** One process: delivered in place. */
export class LocalLiveBus implements LiveBus {
  readonly kind = 'local' as const;
  constructor(private readonly registry: LiveRegistry) {}

  async publish(userId: string, message: LiveMessage): Promise<void> {
    this.registry.sendToUser(userId, message);
  }

  async closeUser(userId: string, code: number, reason: string): Promise<void> {
    this.registry.closeUser(userId, code, reason);
  }

  async start(): Promise<void> {}

  async close(): Promise<void> {}
}

export interface PostgresLiveBusOptions {
  registry: LiveRegistry;
  /** Where `pg_notify` is sent from (the app's pool). */
  db: Database;
  /** How to open the dedicated listening connection (the pool's own settings). */
  connection: pg.ClientConfig;
  log: BusLog;
  /** First delay before listening again after a drop; doubled up to 30 s. @default 500 */
  reconnectMs?: number;
}

/** Several instances on one PostgreSQL: NOTIFY out, LISTEN in. */
export class PostgresLiveBus implements LiveBus {
  readonly kind = 'postgres' as const;
  readonly #options: PostgresLiveBusOptions;
  #client: pg.Client | null = null;
  #closed = false;
  #retryTimer: NodeJS.Timeout | null = null;
  #failures = 0;

  constructor(options: PostgresLiveBusOptions) {
    this.#options = options;
  }

  /** True while the listening connection is up (tests wait on it after cutting it). */
  get listening(): boolean {
    return this.#client !== null;
  }

  async publish(userId: string, message: LiveMessage): Promise<void> {
    await this.#notify({ userId, message });
  }

  async closeUser(userId: string, code: number, reason: string): Promise<void> {
    // Closed here at once whatever happens to the notification; the other instances close theirs on hearing it.
    this.#options.registry.closeUser(userId, code, reason);
    await this.#notify({ userId, close: { code, reason } });
  }

  async #notify(envelope: Envelope): Promise<void> {
    const payload = JSON.stringify(envelope);
    if (!('message' in envelope)) {
      await this.#send(payload, 'close');
      return;
    }
    const { userId, message } = envelope;
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      // Too big for NOTIFY: at least this instance's sockets get it.
      this.#options.log.warn({ type: message.type }, 'live message too large for pg_notify, delivered locally only');
      this.#options.registry.sendToUser(userId, message);
      return;
    }
    await this.#send(payload, message.type);
  }

  async #send(payload: string, type: string): Promise<void> {
    try {
      await this.#options.db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
    } catch (error) {
      // Best effort: a lost live message must not fail the sync or the request that emitted it.
      this.#options.log.warn({ err: error, type }, 'live message could not be published');
    }
  }

  async start(): Promise<void> {
    this.#closed = false;
    await this.#listen();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  /** Cuts the listening connection as a network failure would (tests of the reconnection). */
  async dropConnectionForTest(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    client?.emit('error', new Error('connection dropped (test)'));
    await client?.end().catch(() => undefined);
  }

  async #listen(): Promise<void> {
    const client = new pg.Client(this.#options.connection);
    const lost = (error?: unknown): void => {
      if (this.#client !== client && this.#client !== null) return;
      this.#client = null;
      client.removeAllListeners();
      // A client that errored may still emit; swallow it rather than crash the process.
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (this.#closed) return;
      this.#options.log.warn({ err: error }, 'live channel listener lost, reconnecting');
      this.#retry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (notification) => this.#deliver(notification.payload));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#failures = 0;
  }

  #retry(): void {
    // A failed connect may both reject and emit: one retry is enough.
    if (this.#retryTimer || this.#closed) return;
    const delay = Math.min(MAX_RECONNECT_MS, (this.#options.reconnectMs ?? 500) * 2 ** this.#failures);
    this.#failures += 1;
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      if (this.#closed) return;
      this.#listen().catch((error: unknown) => {
        this.#options.log.error({ err: error }, 'live channel listener could not reconnect');
        this.#retry();
      });
    }, delay);
    this.#retryTimer.unref();
  }

  #deliver(payload: string | undefined): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      parsed = undefined;
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      this.#options.log.warn({}, 'unreadable live message on the channel, ignored');
      return;
    }
    const data = envelope.data;
    if ('message' in data) this.#options.registry.sendToUser(data.userId, data.message);
    else this.#options.registry.closeUser(data.userId, data.close.code, data.close.reason);
  }
}

/**
 * The bus for the app's database: on PostgreSQL, listening through a new connection made with the pool's own
 * settings (drizzle's node-postgres database exposes its pool as `$client`); in-process otherwise.
 */
export function createLiveBus(input: { db: Database; engine: DatabaseEngine; registry: LiveRegistry; log: BusLog }): LiveBus {
  if (input.engine !== 'postgres') return new LocalLiveBus(input.registry);
  const pool = (input.db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('A PostgreSQL database without its pool: the live channel cannot listen');
  return new PostgresLiveBus({ registry: input.registry, db: input.db, connection: pool.options, log: input.log });
}
