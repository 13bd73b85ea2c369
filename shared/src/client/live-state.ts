import { atom } from 'jotai/vanilla';

/**
 * What the live channel (`/ws`) tells every screen, in the one shared store (`appStore`):
 * - `accountsRevisionAtom` grows each time a connection was fetched or deleted (spec §4 "an account fetched or
 *   deleted event refetches accounts and the user"): screens that show accounts or contracts list it among
 *   their effect dependencies and load again when it moves;
 * - `notificationsRevisionAtom` grows with each notification the channel brings: the notification lists read
 *   again (the query layer invalidates them, `shared/src/query/live-invalidation.ts`);
 * - `unreadNotificationsAtom` is the saver's unread count, as the last notification page or live message said
 *   (null before either);
 * - `syncProgressAtom` holds the last progress of each synchronising connection, by account id.
 */
export const accountsRevisionAtom = atom(0);

export const notificationsRevisionAtom = atom(0);

export const unreadNotificationsAtom = atom<number | null>(null);

export interface SyncProgress {
  /** 0 to 1. */
  progress: number;
  /** What the synchronisation is doing, in French. */
  step: string;
  state: string;
}

export const syncProgressAtom = atom<Readonly<Record<string, SyncProgress>>>({});

/** Whether the live channel is open (screens that follow a synchronisation poll while it is not). */
export const liveConnectedAtom = atom(false);

/**
 * Customers whose access was withdrawn while this advisor session was open (issue 16), in the order the channel
 * said so: the advisory app leaves their saver view and drops what it held of them.
 */
export const withdrawnCustomersAtom = atom<readonly string[]>([]);
