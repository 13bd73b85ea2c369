import type { LiveMessage } from '@patrimo/shared';

/** The part of a WebSocket the registry needs (kept minimal so tests can pass fakes). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;


/**
 * The open live-channel connections of this process, by user. Emitters do not call it directly: they
 * publish on the `LiveBus` (bus.ts), which fans out across API instances (ARCHITECTURE §4: PostgreSQL
 * LISTEN/NOTIFY) and lets each instance deliver to its own sockets through `sendToUser`.
 */
export class LiveRegistry {
  readonly #byUser = new Map<string, Set<LiveSocket>>();

  add(userId: string, socket: LiveSocket): void {
    let sockets = this.#byUser.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.#byUser.set(userId, sockets);
    }
    sockets.add(socket);
  }

  remove(userId: string, socket: LiveSocket): void {
    const sockets = this.#byUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.#byUser.delete(userId);
  }

  /** Number of open connections of a user. */
  count(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  /** Sends an event to every open connection of a user; returns how many received it. */
  sendToUser(userId: string, event: LiveMessage): number {
    const payload = JSON.stringify(event);
    let delivered = 0;
    for (const socket of this.#byUser.get(userId) ?? []) {
      if (socket.readyState !== OPEN) continue;
      socket.send(payload);
      delivered += 1;
    }
    return delivered;
  }

  /** Closes every connection of a user (e.g. on sign-out or account deletion). */
  closeUser(userId: string, code = 1000, reason = 'signed_out'): void {
    for (const socket of this.#byUser.get(userId) ?? []) socket.close(code, reason);
    this.#byUser.delete(userId);
  }

  /** Closes every connection (server shutdown: 1001 "going away"). */
  closeAll(): void {
    for (const userId of [...this.#byUser.keys()]) this.closeUser(userId, 1001, 'server_shutdown');
  }
}
