import { useAtomValue } from 'jotai';
import { accountsRevisionAtom, liveConnectedAtom, syncProgressAtom, unreadNotificationsAtom, withdrawnCustomersAtom, type SyncProgress } from '../client/live-state';

/**
 * What the live channel says, for screens (the channel itself is opened by the host with the session,
 * `followSessionWithLiveChannel`). Each hook re-renders only when its own piece changes.
 */

/**
 * Grows each time a connection was fetched or deleted: list it among an effect's dependencies to read
 * accounts or contracts again (spec §4).
 *
 * @example
 * const revision = useAccountsRevision();
 * useEffect(() => { void load(); }, [revision]);
 */
export function useAccountsRevision(): number {
  return useAtomValue(accountsRevisionAtom);
}

/** The saver's unread notifications, as the last page or live message said (null before either). */
export function useUnreadNotifications(): number | null {
  return useAtomValue(unreadNotificationsAtom);
}

/** The last progress the channel reported for an account's synchronisation, or null. */
export function useSyncProgress(accountId: string): SyncProgress | null {
  return useAtomValue(syncProgressAtom)[accountId] ?? null;
}

/** Every account's last reported progress, by account id. */
export function useSyncProgresses(): Readonly<Record<string, SyncProgress>> {
  return useAtomValue(syncProgressAtom);
}

/** Whether the live channel is open; a screen following a synchronisation polls while it is not. */
export function useLiveConnected(): boolean {
  return useAtomValue(liveConnectedAtom);
}

/**
 * Whether the live channel said, during this advisor session, that `customerId` withdrew their access (or the
 * firm gave it up): the advisory pages stop reading the customer's data at once.
 */
export function useAccessWithdrawnLive(customerId: string): boolean {
  return useAtomValue(withdrawnCustomersAtom).includes(customerId);
}
