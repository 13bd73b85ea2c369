import type { QueryClient } from '@tanstack/react-query';
import {
  accountsRevisionAtom,
  appStore,
  notificationsRevisionAtom,
  sessionKindAtom,
  tokensAtom,
  userAuthAtom,
} from '@patrimo/shared/client';
import { subjectKeys } from './keys';

/** The store the live channel writes to (the page's one jotai store; tests pass their own). */
export type LiveInvalidationStore = Pick<typeof appStore, 'get' | 'sub'>;

/** The subject whose data the live channel speaks of: the channel is only ever open for the signed-in saver. */
const LIVE_SUBJECT = 'me';

/**
 * What an account fetched or deleted changes (spec §4 « an account fetched or deleted event refetches accounts
 * and the user »): the connections themselves, every contract and figure computed from them, the loans read
 * from them, and the user (whose completeness and aggregated wealth move with them).
 */
export function keysChangedByAccounts(subject: string) {
  return [subjectKeys.accounts(subject), subjectKeys.portfolios(subject), subjectKeys.loans(subject), subjectKeys.user(subject)];
}

/** Who the cached data belongs to: 'me' means someone else after a logout and a login on the same page. */
interface SessionIdentity {
  kind: string;
  profileId: string;
}

function sessionIdentity(store: LiveInvalidationStore): SessionIdentity {
  return { kind: store.get(sessionKindAtom) ?? 'none', profileId: store.get(userAuthAtom).profileId ?? '' };
}

/**
 * Whether the cache may hold somebody else's data after the session moved from `previous` to `next`: a session
 * ended or changed kind, or another person. A session being opened — nobody, then the kind, then the person,
 * one atom at a time — keeps what was read for it meanwhile (the first screen's data, fetched while the identity
 * was being read).
 */
export function sessionChangedHands(previous: SessionIdentity, next: SessionIdentity): boolean {
  return (previous.kind !== 'none' && previous.kind !== next.kind) || (previous.profileId !== '' && previous.profileId !== next.profileId);
}

/**
 * Ties the query cache to the live channel and to the session:
 * - an account fetched or deleted (the channel moves `accountsRevisionAtom`) invalidates the accounts, the
 *   portfolios, the loans and the user of the saver; screens showing them read again, and keep showing what they
 *   had meanwhile;
 * - a notification invalidates the notification lists;
 * - a session that ends or changes hands forgets the whole cache, so the next person never sees the previous
 *   one's data under the same `me` key (`sessionChangedHands`; a session being opened keeps what was read for it).
 *
 * Returns the function that unties them.
 *
 * @example
 * const untie = connectLiveInvalidation(queryClient);
 */
export function connectLiveInvalidation(queryClient: QueryClient, store: LiveInvalidationStore = appStore): () => void {
  let identity = sessionIdentity(store);
  const onAccounts = () => {
    for (const queryKey of keysChangedByAccounts(LIVE_SUBJECT)) void queryClient.invalidateQueries({ queryKey });
  };
  const onNotifications = () => {
    void queryClient.invalidateQueries({ queryKey: subjectKeys.notifications(LIVE_SUBJECT) });
  };
  const forget = () => {
    queryClient.cancelQueries().catch(() => undefined);
    queryClient.clear();
  };
  const onSession = () => {
    const next = sessionIdentity(store);
    const changedHands = sessionChangedHands(identity, next);
    identity = next;
    if (changedHands) forget();
  };
  // Tokens dropped: whatever was read with them goes too — also when a sign-in fails after its tokens were
  // stored (the identity could not be read), before anybody's identity was set.
  let signedIn = store.get(tokensAtom) !== null;
  const onTokens = () => {
    const now = store.get(tokensAtom) !== null;
    if (signedIn && !now) forget();
    signedIn = now;
  };
  const unsubscribers = [
    store.sub(accountsRevisionAtom, onAccounts),
    store.sub(notificationsRevisionAtom, onNotifications),
    store.sub(sessionKindAtom, onSession),
    store.sub(userAuthAtom, onSession),
    store.sub(tokensAtom, onTokens),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
