import { createStore } from 'jotai/vanilla';
import type { LiveMessage, Notification } from '@patrimo/shared';
import {
  applyLiveMessage,
  liveChannelUrl,
  LiveChannel,
  parseLiveMessage,
  PING_INTERVAL_MS,
  reconnectDelay,
  RECONNECT_MAX_MS,
  resetLiveState,
  type LiveSocket,
} from './live-channel';
import { accountsRevisionAtom, liveConnectedAtom, syncProgressAtom, unreadNotificationsAtom, withdrawnCustomersAtom } from './live-state';
import { ADVISOR_LIVE_KEY, liveChannelKeyOf } from './index';

const ACCOUNT = '7d5c0c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f';
const OTHER_ACCOUNT = '0f1e2d3c-4b5a-4968-8776-655443322110';

function notification(event: Notification['event']): Notification {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    event,
    kind: 'system',
    payload: { notificationId: '11111111-2222-4333-8444-555555555555', accountId: ACCOUNT, text: null },
    read: false,
    createdAt: '2026-11-24T08:00:00.000Z',
  };
}

describe('reading the live channel’s frames', () => {
  it('accepts the messages of the contract and nothing else', () => {
    expect(parseLiveMessage('{"type":"hello"}')).toEqual({ type: 'hello' });
    const progress = { type: 'sync_progress', accountId: ACCOUNT, progress: 0.4, state: 'none', step: 'Récupération de vos comptes' };
    expect(parseLiveMessage(JSON.stringify(progress))).toEqual(progress);
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage('{"type":"launch_missiles"}')).toBeNull();
    // A progress outside 0…1, or the ratio under another name, is not the contract's message.
    expect(parseLiveMessage(JSON.stringify({ ...progress, progress: 4 }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'sync_progress', accountId: ACCOUNT, ratio: 0.4, step: 'x' }))).toBeNull();
    expect(parseLiveMessage(new ArrayBuffer(4))).toBeNull();
  });

  it('opens on the page’s own origin, wss under HTTPS', () => {
    expect(liveChannelUrl({ protocol: 'http:', host: 'localhost:8080' }, 'abc')).toBe('ws://localhost:8080/ws?ticket=abc');
    expect(liveChannelUrl({ protocol: 'https:', host: 'app.patrimo.fr' }, 'a+b/c')).toBe('wss://app.patrimo.fr/ws?ticket=a%2Bb%2Fc');
  });
});

describe('the backoff between reconnections', () => {
  it('doubles from one second and stays under thirty', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((attempt) => reconnectDelay(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('spreads each delay within a quarter either side, never over the cap', () => {
    expect(reconnectDelay(2, () => 0)).toBe(3000);
    expect(reconnectDelay(2, () => 0.999999)).toBe(5000);
    expect(reconnectDelay(20, () => 0.999999)).toBe(RECONNECT_MAX_MS);
  });
});

describe('what a message changes in the store', () => {
  function setup() {
    const store = createStore();
    const reloads: number[] = [];
    const apply = (message: LiveMessage) => applyLiveMessage(store, message, () => reloads.push(1));
    return { store, reloads, apply };
  }

  it('keeps each account’s last progress, then completes it when the account is fetched', () => {
    const { store, reloads, apply } = setup();
    apply({ type: 'sync_progress', accountId: ACCOUNT, progress: 0.1, state: 'none', step: 'Récupération de vos comptes' });
    apply({ type: 'sync_progress', accountId: OTHER_ACCOUNT, progress: 0.5, state: 'none', step: 'Contrat « PEA » récupéré' });
    apply({ type: 'sync_progress', accountId: ACCOUNT, progress: 0.55, state: 'none', step: 'Contrat « Livret A » récupéré' });
    expect(store.get(syncProgressAtom)).toEqual({
      [ACCOUNT]: { progress: 0.55, state: 'none', step: 'Contrat « Livret A » récupéré' },
      [OTHER_ACCOUNT]: { progress: 0.5, state: 'none', step: 'Contrat « PEA » récupéré' },
    });
    expect(store.get(accountsRevisionAtom)).toBe(0);

    apply({ type: 'account_fetched', accountId: ACCOUNT });
    expect(store.get(syncProgressAtom)[ACCOUNT]?.progress).toBe(1);
    expect(store.get(accountsRevisionAtom)).toBe(1);
    expect(reloads).toHaveLength(1);

    apply({ type: 'account_deleted', accountId: OTHER_ACCOUNT });
    expect(store.get(syncProgressAtom)[OTHER_ACCOUNT]).toBeUndefined();
    expect(store.get(accountsRevisionAtom)).toBe(2);
    expect(reloads).toHaveLength(2);
  });

  it('sets the unread count from a notification, and refetches accounts only for account events', () => {
    const { store, reloads, apply } = setup();
    apply({ type: 'notification', notification: notification('message'), unreadNb: 3 });
    expect(store.get(unreadNotificationsAtom)).toBe(3);
    expect(store.get(accountsRevisionAtom)).toBe(0);
    expect(reloads).toHaveLength(0);

    apply({ type: 'notification', notification: notification('account_deleted'), unreadNb: 4 });
    expect(store.get(unreadNotificationsAtom)).toBe(4);
    expect(store.get(accountsRevisionAtom)).toBe(1);
    expect(reloads).toHaveLength(1);
  });

  it('forgets the signed-out saver’s count and progress, not the revision', () => {
    const { store, apply } = setup();
    apply({ type: 'notification', notification: notification('account_fetched'), unreadNb: 2 });
    apply({ type: 'sync_progress', accountId: ACCOUNT, progress: 0.3, state: 'none', step: 'Récupération de vos comptes' });
    store.set(liveConnectedAtom, true);
    resetLiveState(store);
    expect(store.get(unreadNotificationsAtom)).toBeNull();
    expect(store.get(syncProgressAtom)).toEqual({});
    expect(store.get(liveConnectedAtom)).toBe(false);
    expect(store.get(accountsRevisionAtom)).toBe(1);
  });

  it('lists the customers whose access was withdrawn, and forgets them when the session ends', () => {
    const { store, reloads, apply } = setup();
    apply({ type: 'customer_access_withdrawn', customerId: ACCOUNT });
    apply({ type: 'customer_access_withdrawn', customerId: OTHER_ACCOUNT });
    expect(store.get(withdrawnCustomersAtom)).toEqual([ACCOUNT, OTHER_ACCOUNT]);
    expect(reloads).toHaveLength(0);
    resetLiveState(store);
    expect(store.get(withdrawnCustomersAtom)).toEqual([]);
  });

  it('changes nothing for the channel’s own messages', () => {
    const { store, reloads, apply } = setup();
    apply({ type: 'hello' });
    apply({ type: 'pong' });
    apply({ type: 'error', error: 'invalid' });
    expect(store.get(accountsRevisionAtom)).toBe(0);
    expect(store.get(syncProgressAtom)).toEqual({});
    expect(store.get(unreadNotificationsAtom)).toBeNull();
    expect(reloads).toHaveLength(0);
  });
});

/** A socket the test drives: it records what the channel sends and closes. */
class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: string[] = [];
  closed: { code?: number | undefined; reason?: string | undefined } | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly ticket: string) {}

  send(data: string): void {
    this.sent.push(data);
  }
  close(code?: number, reason?: string): void {
    this.closed = { code, reason };
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(message: unknown): void {
    this.readyState = 1;
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server or the network dropped the connection. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

describe('the channel’s life', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(options: { failTickets?: number } = {}) {
    const store = createStore();
    const sockets: FakeSocket[] = [];
    let tickets = 0;
    let failures = options.failTickets ?? 0;
    let reloads = 0;
    const channel = new LiveChannel({
      store,
      fetchTicket: () => {
        tickets += 1;
        if (failures > 0) {
          failures -= 1;
          return Promise.reject(new Error('offline'));
        }
        return Promise.resolve(`ticket-${tickets}`);
      },
      openSocket: (ticket) => {
        const socket = new FakeSocket(ticket);
        sockets.push(socket);
        return socket;
      },
      reloadUser: () => {
        reloads += 1;
        return Promise.resolve();
      },
      random: () => 0.5,
    });
    return { store, sockets, channel, tickets: () => tickets, reloads: () => reloads };
  }

  /** Lets the ticket promise settle. */
  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };

  it('opens with a ticket, is connected once greeted, and dispatches what arrives', async () => {
    const { store, sockets, channel, reloads } = setup();
    channel.start();
    await settle();
    expect(sockets.map((socket) => socket.ticket)).toEqual(['ticket-1']);
    expect(store.get(liveConnectedAtom)).toBe(false);
    sockets[0]?.receive({ type: 'hello' });
    expect(store.get(liveConnectedAtom)).toBe(true);
    sockets[0]?.receive({ type: 'account_fetched', accountId: ACCOUNT });
    expect(store.get(accountsRevisionAtom)).toBe(1);
    expect(reloads()).toBe(1);
    channel.stop();
  });

  it('pings to stay open, and reopens a connection that stopped answering', async () => {
    const { sockets, channel, tickets } = setup();
    channel.start();
    await settle();
    sockets[0]?.receive({ type: 'hello' });
    jest.advanceTimersByTime(PING_INTERVAL_MS);
    expect(sockets[0]?.sent).toEqual(['{"type":"ping"}']);
    sockets[0]?.receive({ type: 'pong' });
    jest.advanceTimersByTime(PING_INTERVAL_MS);
    expect(sockets[0]?.sent).toHaveLength(2);
    // No pong this time: at the next tick the connection is judged dead and reopened with a new ticket.
    jest.advanceTimersByTime(PING_INTERVAL_MS);
    expect(sockets[0]?.closed?.code).toBe(4000);
    jest.advanceTimersByTime(1000);
    await settle();
    expect(tickets()).toBe(2);
    expect(sockets[1]?.ticket).toBe('ticket-2');
    channel.stop();
  });

  it('reconnects after a drop with a growing delay and a new ticket each time, and starts afresh once greeted', async () => {
    const { store, sockets, channel, tickets } = setup({ failTickets: 2 });
    channel.start();
    await settle();
    // Two tickets refused (offline): retried after 1 s, then 2 s.
    expect(tickets()).toBe(1);
    jest.advanceTimersByTime(999);
    await settle();
    expect(tickets()).toBe(1);
    jest.advanceTimersByTime(1);
    await settle();
    expect(tickets()).toBe(2);
    jest.advanceTimersByTime(1999);
    await settle();
    expect(tickets()).toBe(2);
    jest.advanceTimersByTime(1);
    await settle();
    expect(tickets()).toBe(3);
    expect(sockets).toHaveLength(1);

    sockets[0]?.receive({ type: 'hello' });
    sockets[0]?.drop();
    expect(store.get(liveConnectedAtom)).toBe(false);
    // Greeted before the drop: the backoff starts again at one second.
    jest.advanceTimersByTime(1000);
    await settle();
    expect(tickets()).toBe(4);
    expect(sockets[1]?.ticket).toBe('ticket-4');
    channel.stop();
  });

  it('closes for good when stopped: no reconnection, and late tickets are ignored', async () => {
    const { store, sockets, channel, tickets } = setup();
    channel.start();
    await settle();
    sockets[0]?.receive({ type: 'hello' });
    channel.stop();
    expect(sockets[0]?.closed).toEqual({ code: 1000, reason: 'signed_out' });
    expect(store.get(liveConnectedAtom)).toBe(false);
    jest.advanceTimersByTime(RECONNECT_MAX_MS * 4);
    await settle();
    expect(tickets()).toBe(1);

    // Stopped while the ticket is on its way: no socket is opened with it.
    channel.start();
    channel.stop();
    await settle();
    expect(sockets).toHaveLength(1);
  });
});

describe('whom the live channel is opened for', () => {
  it('opens for a saver under their id and for an advisor session, never for nobody', () => {
    expect(liveChannelKeyOf('saver', ACCOUNT)).toBe(ACCOUNT);
    expect(liveChannelKeyOf('saver', null)).toBe('saver');
    expect(liveChannelKeyOf('advisor', null)).toBe(ADVISOR_LIVE_KEY);
    expect(liveChannelKeyOf(null, ACCOUNT)).toBeNull();
  });
});
