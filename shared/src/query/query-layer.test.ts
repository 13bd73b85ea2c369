import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai/vanilla';
import { ERROR_MESSAGES, type LiveMessage, type Notification } from '@patrimo/shared';
import { ApiHttpError, ApiNetworkError, ApiSchemaError } from '../client/errors';
import { applyLiveMessage } from '../client/live-channel';
import { sessionKindAtom, tokensAtom, userAuthAtom } from '../client/state';
import { previousOfSameSubject, publicKeys, subjectKeys } from './keys';
import { connectLiveInvalidation, sessionChangedHands } from './live-invalidation';
import { loadErrorMessage } from './load-error';
import { loadStateOf } from './load-state';
import { createQueryClient, shouldRetry, STALE_TIME_MS } from './query-client';

const ACCOUNT = '7d5c0c1e-3a4b-4c2d-9e8f-0a1b2c3d4e5f';
const CUSTOMER = '2b6f2c1a-1111-4222-8333-444455556666';

function notificationMessage(event: Notification['event']): LiveMessage {
  return {
    type: 'notification',
    unreadNb: 3,
    notification: {
      id: '11111111-2222-4333-8444-555555555555',
      event,
      kind: 'system',
      payload: { notificationId: '11111111-2222-4333-8444-555555555555', accountId: ACCOUNT, text: null },
      read: false,
      createdAt: '2026-11-24T08:00:00.000Z',
    },
  };
}

/** A client with data in the cache for `me` and for a customer, none of it stale yet. */
function filledClient(): QueryClient {
  const client = createQueryClient();
  for (const subject of ['me', CUSTOMER]) {
    for (const key of [
      subjectKeys.accounts(subject),
      subjectKeys.portfolios(subject),
      subjectKeys.portfolio(subject, 'p1'),
      subjectKeys.loans(subject),
      subjectKeys.user(subject),
      subjectKeys.notifications(subject),
      subjectKeys.profile(subject),
    ]) {
      client.setQueryData(key, { of: subject });
    }
  }
  client.setQueryData(publicKeys.of('banks'), ['BNP']);
  return client;
}

const isStale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('query keys', () => {
  it('start with the subject, so two customers never share an entry and one prefix reaches all of a subject', () => {
    expect(subjectKeys.portfolios('me')).toEqual(['subject', 'me', 'portfolios']);
    expect(subjectKeys.portfolios(CUSTOMER)).not.toEqual(subjectKeys.portfolios('me'));
    expect(subjectKeys.portfolio('me', 'p1').slice(0, 3)).toEqual(subjectKeys.portfolios('me'));
    for (const key of [subjectKeys.user('me'), subjectKeys.accounts('me'), subjectKeys.notifications('me'), subjectKeys.loans('me')]) {
      expect(key.slice(0, 2)).toEqual(subjectKeys.all('me'));
    }
    expect(publicKeys.of('banks', 3)).toEqual(['public', 'banks', 3]);
  });

  it('let a real client invalidate one subject without touching another', async () => {
    const client = filledClient();
    await client.invalidateQueries({ queryKey: subjectKeys.all(CUSTOMER) });
    expect(isStale(client, subjectKeys.portfolios(CUSTOMER))).toBe(true);
    expect(isStale(client, subjectKeys.portfolios('me'))).toBe(false);
  });
});

describe('failures of a read', () => {
  it('become the French message of the first code, or of why the server never answered', () => {
    expect(loadErrorMessage(new ApiHttpError(404, ['not_found'], {}))).toBe(ERROR_MESSAGES.not_found);
    expect(loadErrorMessage(new ApiHttpError(403, ['forbidden', 'not_found'], {}))).toBe(ERROR_MESSAGES.forbidden);
    expect(loadErrorMessage(new ApiHttpError(422, [], { name: ['blank'] }))).toBe(ERROR_MESSAGES.blank);
    expect(loadErrorMessage(new ApiHttpError(500, [], {}))).toBe(ERROR_MESSAGES.unknown);
    expect(loadErrorMessage(new ApiNetworkError({ cause: new TypeError('Failed to fetch') }))).toBe(ERROR_MESSAGES.network_error);
    expect(loadErrorMessage(new ApiSchemaError('getPortfolios', []))).toBe(ERROR_MESSAGES.unknown);
    expect(loadErrorMessage(new ApiHttpError(400, ['launch_missiles'], {}))).toBe(ERROR_MESSAGES.unknown);
  });

  it('are retried only when the request never got an answer, and then once', () => {
    expect(shouldRetry(0, new ApiHttpError(404, ['not_found'], {}))).toBe(false);
    expect(shouldRetry(0, new ApiHttpError(503, ['server_error'], {}))).toBe(false);
    expect(shouldRetry(0, new ApiNetworkError({ cause: null }))).toBe(true);
    expect(shouldRetry(1, new ApiNetworkError({ cause: null }))).toBe(false);
    expect(shouldRetry(0, new ApiSchemaError('getMe', []))).toBe(false);
  });

  it('reach the screen after one more attempt with a real client, while a 4xx reaches it at once', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    let networkCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['network'],
        queryFn: () => {
          networkCalls += 1;
          throw new ApiNetworkError({ cause: null });
        },
        retry: shouldRetry,
      }),
    ).rejects.toBeInstanceOf(ApiNetworkError);
    expect(networkCalls).toBe(2);
    let httpCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['http'],
        queryFn: () => {
          httpCalls += 1;
          throw new ApiHttpError(404, ['not_found'], {});
        },
        retry: shouldRetry,
      }),
    ).rejects.toBeInstanceOf(ApiHttpError);
    expect(httpCalls).toBe(1);
  });

  it('keep data fresh for the stale time', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(STALE_TIME_MS);
  });
});

describe('the live channel and the cache', () => {
  it('invalidates the saver’s accounts, portfolios, loans and user when an account is fetched, and nothing else', () => {
    const client = filledClient();
    const store = createStore();
    connectLiveInvalidation(client, store);
    applyLiveMessage(store, { type: 'account_fetched', accountId: ACCOUNT }, () => undefined);
    for (const key of [subjectKeys.accounts('me'), subjectKeys.portfolios('me'), subjectKeys.portfolio('me', 'p1'), subjectKeys.loans('me'), subjectKeys.user('me')]) {
      expect(isStale(client, key)).toBe(true);
    }
    expect(isStale(client, subjectKeys.notifications('me'))).toBe(false);
    expect(isStale(client, subjectKeys.profile('me'))).toBe(false);
    expect(isStale(client, subjectKeys.accounts(CUSTOMER))).toBe(false);
    expect(isStale(client, publicKeys.of('banks'))).toBe(false);
  });

  it('does the same when an account is deleted', () => {
    const client = filledClient();
    const store = createStore();
    connectLiveInvalidation(client, store);
    applyLiveMessage(store, { type: 'account_deleted', accountId: ACCOUNT }, () => undefined);
    expect(isStale(client, subjectKeys.accounts('me'))).toBe(true);
    expect(isStale(client, subjectKeys.user('me'))).toBe(true);
  });

  it('invalidates the notifications on a notification, and the accounts too when it says they changed', () => {
    const client = filledClient();
    const store = createStore();
    connectLiveInvalidation(client, store);
    applyLiveMessage(store, notificationMessage('monthly_report'), () => undefined);
    expect(isStale(client, subjectKeys.notifications('me'))).toBe(true);
    expect(isStale(client, subjectKeys.accounts('me'))).toBe(false);
    applyLiveMessage(store, notificationMessage('account_fetched'), () => undefined);
    expect(isStale(client, subjectKeys.accounts('me'))).toBe(true);
  });

  it('forgets the whole cache when the session changes hands, and stops listening once untied', () => {
    const client = filledClient();
    const store = createStore();
    store.set(userAuthAtom, { authenticated: true, profileId: 'saver-a' });
    const untie = connectLiveInvalidation(client, store);
    store.set(userAuthAtom, { authenticated: true, profileId: 'saver-a' });
    expect(client.getQueryData(subjectKeys.portfolios('me'))).toEqual({ of: 'me' });
    store.set(userAuthAtom, { authenticated: true, profileId: 'saver-b' });
    expect(client.getQueryData(subjectKeys.portfolios('me'))).toBeUndefined();
    expect(client.getQueryData(publicKeys.of('banks'))).toBeUndefined();
    untie();
    client.setQueryData(subjectKeys.accounts('me'), []);
    applyLiveMessage(store, { type: 'account_deleted', accountId: ACCOUNT }, () => undefined);
    expect(isStale(client, subjectKeys.accounts('me'))).toBe(false);
  });
});

describe('when the cache belongs to somebody else (sessionChangedHands)', () => {
  const who = (kind: string, profileId = '') => ({ kind, profileId });

  it('keeps what was read while a session opens: nobody, then the kind, then the person', () => {
    expect(sessionChangedHands(who('none'), who('saver'))).toBe(false);
    expect(sessionChangedHands(who('saver'), who('saver', 'a'))).toBe(false);
    expect(sessionChangedHands(who('none'), who('none', 'a'))).toBe(false);
    expect(sessionChangedHands(who('none', 'a'), who('saver', 'a'))).toBe(false);
  });

  it('forgets on a sign-out, another kind of session or another person', () => {
    expect(sessionChangedHands(who('saver', 'a'), who('none'))).toBe(true);
    expect(sessionChangedHands(who('advisor'), who('none'))).toBe(true);
    expect(sessionChangedHands(who('advisor'), who('saver'))).toBe(true);
    expect(sessionChangedHands(who('saver', 'a'), who('saver', 'b'))).toBe(true);
    expect(sessionChangedHands(who('none', 'a'), who('none', 'b'))).toBe(true);
  });

  it('keeps the first screen’s data fetched as the tokens arrive, once the identity is read; forgets it at the sign-out', () => {
    const client = new QueryClient();
    const store = createStore();
    connectLiveInvalidation(client, store);
    client.setQueryData(subjectKeys.portfolios('me'), { of: 'the one signing in' });
    store.set(userAuthAtom, { authenticated: true, profileId: 'saver-a' });
    expect(store.get(sessionKindAtom)).toBe('saver');
    expect(client.getQueryData(subjectKeys.portfolios('me'))).toEqual({ of: 'the one signing in' });
    store.set(userAuthAtom, { authenticated: false, profileId: null });
    expect(client.getQueryData(subjectKeys.portfolios('me'))).toBeUndefined();
  });

  it('forgets what was read with tokens that are dropped, even when no identity was ever set (a sign-in that failed)', () => {
    const client = new QueryClient();
    const store = createStore();
    connectLiveInvalidation(client, store);
    store.set(tokensAtom, { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 900_000 });
    client.setQueryData(subjectKeys.portfolios('me'), { of: 'the one whose identity could not be read' });
    // A refresh replaces the tokens: the data stays.
    store.set(tokensAtom, { accessToken: 'b', refreshToken: 'r2', expiresAt: Date.now() + 900_000 });
    expect(client.getQueryData(subjectKeys.portfolios('me'))).toBeDefined();
    store.set(tokensAtom, null);
    expect(client.getQueryData(subjectKeys.portfolios('me'))).toBeUndefined();
  });
});

describe('what a screen shows while a query changes', () => {
  it('keeps the previous answer for another range of the same subject, never for another subject', () => {
    const placeholder = previousOfSameSubject(CUSTOMER);
    const previous = { total: 1 };
    expect(placeholder(previous, { queryKey: [...subjectKeys.portfolios(CUSTOMER), 'cash-values', '2020-01-01'] })).toBe(previous);
    expect(placeholder(previous, { queryKey: [...subjectKeys.portfolios('me'), 'cash-values', '2020-01-01'] })).toBeUndefined();
    expect(placeholder(previous, { queryKey: publicKeys.of('banks') })).toBeUndefined();
    expect(placeholder(previous, undefined)).toBeUndefined();
  });

  it('shows data while it is read again, the French failure with a retry, or a loader', () => {
    const retried: string[] = [];
    const base = { data: undefined, isError: false, error: null, isFetching: false, refetch: async () => retried.push('again') };
    expect(loadStateOf({ ...base, isFetching: true } as never)).toEqual({ state: 'loading' });
    expect(loadStateOf({ ...base, data: [1], isFetching: true } as never)).toEqual({ state: 'ready', data: [1], refreshing: true });
    // A failed background refresh keeps what was shown.
    expect(loadStateOf({ ...base, data: [1], isError: true, error: new ApiNetworkError({ cause: null }) } as never).state).toBe('ready');
    const failed = loadStateOf({ ...base, isError: true, error: new ApiHttpError(403, ['forbidden'], {}) } as never);
    expect(failed).toMatchObject({ state: 'failed', message: ERROR_MESSAGES.forbidden });
    if (failed.state === 'failed') failed.retry();
    expect(retried).toEqual(['again']);
  });
});
