// Through the package name, not relative paths: in the browser `@patrimo/shared` is a federation singleton
// (see session.ts), and a relative import would bundle a second copy of the contract here.
import { ACCOUNT_REFRESH_EVENTS, getWebsocketToken, liveMessageSchema, type LiveMessage } from '@patrimo/shared';
import { callApi } from './call-api';
import { accountsRevisionAtom, liveConnectedAtom, notificationsRevisionAtom, syncProgressAtom, unreadNotificationsAtom, withdrawnCustomersAtom } from './live-state';
import { reloadUser } from './session';
import { appStore } from './state';

/**
 * The live-updates channel (spec §4 "Becoming authenticated opens the live-updates channel; becoming
 * unauthenticated closes it"): a short-lived ticket from `GET /websocket/token`, then `/ws?ticket=…` on the
 * page's own origin. Each message is checked against the contract and written into the shared store, where
 * every remote reads it (`live-state.ts`). A lost channel is reopened with a new ticket after a capped,
 * jittered backoff for as long as the session lasts.
 */

/** First reconnection delay, doubled at each failed attempt up to `RECONNECT_MAX_MS`. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/**
 * A ping every 25 s keeps proxies (which commonly drop connections idle for 30–60 s) from closing the
 * channel; a ping still unanswered at the next one means the connection is dead, so it is reopened.
 */
export const PING_INTERVAL_MS = 25_000;

/** The store the channel writes to: the page's one jotai store. */
export type LiveStore = Pick<typeof appStore, 'get' | 'set'>;

/**
 * How long to wait before the `attempt`-th reconnection (0 for the first): doubling from one second, capped
 * at thirty, each delay drawn within ±25 % so that many tabs dropped together by a restart do not all come
 * back in the same instant.
 *
 * @example
 * reconnectDelay(0, () => 0.5); // 1000
 * reconnectDelay(10, () => 0.5); // 30000
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(Math.min(RECONNECT_MAX_MS, base * (0.75 + random() * 0.5)));
}

/** A frame of the channel as a message of the contract, or null when it is not one (ignored, never trusted). */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The channel's address on the page's origin: `wss:` under HTTPS, `ws:` otherwise. */
export function liveChannelUrl(location: Pick<Location, 'protocol' | 'host'>, ticket: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?ticket=${encodeURIComponent(ticket)}`;
}

const REFRESH_EVENTS: ReadonlySet<string> = new Set(ACCOUNT_REFRESH_EVENTS);

/**
 * Writes one message into the store (spec §4: an account fetched or deleted refetches the accounts and the
 * user). `reloadUser` is called when the user must be read again.
 */
export function applyLiveMessage(store: LiveStore, message: LiveMessage, reloadUserNow: () => void): void {
  switch (message.type) {
    case 'sync_progress':
      store.set(syncProgressAtom, {
        ...store.get(syncProgressAtom),
        [message.accountId]: { progress: message.progress, step: message.step, state: message.state },
      });
      return;
    case 'account_fetched': {
      // The synchronisation is over: its last progress stays, complete, until the account is read again.
      const last = store.get(syncProgressAtom)[message.accountId];
      if (last) store.set(syncProgressAtom, { ...store.get(syncProgressAtom), [message.accountId]: { ...last, progress: 1 } });
      store.set(accountsRevisionAtom, store.get(accountsRevisionAtom) + 1);
      reloadUserNow();
      return;
    }
    case 'account_deleted': {
      const { [message.accountId]: _deleted, ...rest } = store.get(syncProgressAtom);
      store.set(syncProgressAtom, rest);
      store.set(accountsRevisionAtom, store.get(accountsRevisionAtom) + 1);
      reloadUserNow();
      return;
    }
    case 'notification':
      store.set(unreadNotificationsAtom, message.unreadNb);
      store.set(notificationsRevisionAtom, store.get(notificationsRevisionAtom) + 1);
      if (REFRESH_EVENTS.has(message.notification.event)) {
        store.set(accountsRevisionAtom, store.get(accountsRevisionAtom) + 1);
        reloadUserNow();
      }
      return;
    case 'customer_access_withdrawn':
      store.set(withdrawnCustomersAtom, [...store.get(withdrawnCustomersAtom), message.customerId]);
      return;
    case 'hello':
    case 'pong':
    case 'error':
      // Channel housekeeping, handled by the channel itself (hello, pong) or nothing to show (error).
      return;
  }
}

/**
 * Forgets what the channel said about the saver whose session ended (their unread count, their accounts'
 * progress), so that the next person signed in on this page never sees it. The revision only grows.
 */
export function resetLiveState(store: LiveStore): void {
  store.set(unreadNotificationsAtom, null);
  store.set(withdrawnCustomersAtom, []);
  store.set(syncProgressAtom, {});
  store.set(liveConnectedAtom, false);
}

/** The part of a browser WebSocket the channel uses (tests pass a fake). */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveChannelDeps {
  store: LiveStore;
  /** A new single-use ticket (`GET /websocket/token`). */
  fetchTicket: () => Promise<string>;
  /** Opens the socket for a ticket. */
  openSocket: (ticket: string) => LiveSocket;
  reloadUser: () => Promise<unknown>;
  random?: () => number;
}

const OPEN = 1;

/**
 * One live channel: `start()` opens it and keeps it open (reconnecting), `stop()` closes it for good.
 * Every callback checks that it belongs to the current run, so a ticket or socket from before a stop (or a
 * restart for another user) never writes into the store.
 */
export class LiveChannel {
  readonly #deps: LiveChannelDeps;
  #run = 0;
  #running = false;
  #socket: LiveSocket | null = null;
  #attempt = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #awaitingPong = false;
  #reloading = false;
  #reloadAgain = false;

  constructor(deps: LiveChannelDeps) {
    this.#deps = deps;
  }

  get running(): boolean {
    return this.#running;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#run += 1;
    this.#attempt = 0;
    void this.#connect(this.#run);
  }

  stop(): void {
    if (!this.#running) return;
    this.#running = false;
    this.#run += 1;
    this.#clearTimers();
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      socket.close(1000, 'signed_out');
    }
    this.#deps.store.set(liveConnectedAtom, false);
  }

  async #connect(run: number): Promise<void> {
    let ticket: string;
    try {
      ticket = await this.#deps.fetchTicket();
    } catch {
      // Offline, or the server refused: a 401 ends the session (and stops this channel) through the client.
      if (run === this.#run) this.#scheduleReconnect(run);
      return;
    }
    if (run !== this.#run) return;
    let socket: LiveSocket;
    try {
      socket = this.#deps.openSocket(ticket);
    } catch {
      this.#scheduleReconnect(run);
      return;
    }
    this.#socket = socket;
    socket.onmessage = (event) => {
      if (run !== this.#run) return;
      this.#awaitingPong = false;
      const message = parseLiveMessage(event.data);
      if (message === null) return;
      if (message.type === 'hello') {
        // The ticket was accepted: the channel is up, and the next drop starts the backoff afresh.
        this.#attempt = 0;
        this.#deps.store.set(liveConnectedAtom, true);
        this.#startPing(run, socket);
      }
      applyLiveMessage(this.#deps.store, message, () => this.#reloadUser());
    };
    socket.onclose = () => {
      if (run !== this.#run || this.#socket !== socket) return;
      this.#socket = null;
      this.#clearTimers();
      this.#deps.store.set(liveConnectedAtom, false);
      this.#scheduleReconnect(run);
    };
    // An error is always followed by a close, which does the work.
    socket.onerror = () => undefined;
  }

  #startPing(run: number, socket: LiveSocket): void {
    if (this.#pingTimer !== undefined) clearInterval(this.#pingTimer);
    this.#awaitingPong = false;
    this.#pingTimer = setInterval(() => {
      if (run !== this.#run || socket.readyState !== OPEN) return;
      if (this.#awaitingPong) {
        // Nothing came back since the last ping: a half-open connection. Closing it triggers the reconnection.
        socket.close(4000, 'no_pong');
        return;
      }
      this.#awaitingPong = true;
      socket.send(JSON.stringify({ type: 'ping' }));
    }, PING_INTERVAL_MS);
  }

  #scheduleReconnect(run: number): void {
    if (!this.#running || run !== this.#run) return;
    const delay = reconnectDelay(this.#attempt, this.#deps.random);
    this.#attempt += 1;
    if (this.#reconnectTimer !== undefined) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = undefined;
      if (run === this.#run) void this.#connect(run);
    }, delay);
  }

  #clearTimers(): void {
    if (this.#reconnectTimer !== undefined) clearTimeout(this.#reconnectTimer);
    if (this.#pingTimer !== undefined) clearInterval(this.#pingTimer);
    this.#reconnectTimer = undefined;
    this.#pingTimer = undefined;
  }

  /** One reload of the user at a time: messages arriving meanwhile ask for one more, not one each. */
  #reloadUser(): void {
    if (this.#reloading) {
      this.#reloadAgain = true;
      return;
    }
    this.#reloading = true;
    this.#deps
      .reloadUser()
      .catch(() => undefined)
      .finally(() => {
        this.#reloading = false;
        if (this.#reloadAgain && this.#running) {
          this.#reloadAgain = false;
          this.#reloadUser();
        }
      });
  }
}

/** The browser's WebSocket seen as a `LiveSocket` (its handlers receive full DOM events). */
function browserSocket(url: string): LiveSocket {
  const ws = new WebSocket(url);
  const socket: LiveSocket = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  ws.onclose = (event) => socket.onclose?.(event);
  ws.onerror = (event) => socket.onerror?.(event);
  return socket;
}

let channel: LiveChannel | null = null;
let channelKey: string | null = null;

/**
 * Opens the page's channel for the signed-in saver `key` (their id) or the advisor session, reopening it when
 * someone else signed in; nothing happens when it is already open for them. An advisor has no saver account of
 * their own to read again: `advisor` leaves the user alone whatever the channel says.
 */
export function startLiveChannel(key: string, { advisor = false }: { advisor?: boolean } = {}): void {
  if (channel && channelKey === key && channel.running) return;
  channel?.stop();
  if (channelKey !== null && channelKey !== key) resetLiveState(appStore);
  channelKey = key;
  channel = new LiveChannel({
    store: appStore,
    fetchTicket: async () => (await callApi(getWebsocketToken, { background: true })).token,
    openSocket: (ticket) => browserSocket(liveChannelUrl(window.location, ticket)),
    reloadUser: advisor ? async () => undefined : reloadUser,
  });
  channel.start();
}

/** Closes the page's channel (the session ended). */
export function stopLiveChannel(): void {
  channel?.stop();
  channel = null;
  channelKey = null;
  resetLiveState(appStore);
}
