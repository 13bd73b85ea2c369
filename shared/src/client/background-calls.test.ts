import { getWebsocketToken } from '../contract/notifications';
import { callApi } from './call-api';
import { fakePageFetch } from './fake-page-fetch';
import { appStore, tokensAtom } from './state';

/** What left the page: method, path and the headers that matter here. */
interface Sent {
  path: string;
  authorization: string | null;
  marker: string | null;
}

describe('calls the page makes by itself', () => {
  const sent: Sent[] = [];
  let restore: () => void = () => undefined;

  beforeAll(() => {
    restore = fakePageFetch((request) => {
      sent.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), marker: request.headers.get('x-patrimo-background') });
      return new URL(request.url).pathname === '/api/oauth/token'
        ? { access_token: 'fresh', refresh_token: 'fresh-refresh', token_type: 'Bearer', expires_in: 900, created_at: Math.floor(Date.now() / 1000) }
        : { token: 'ticket', expires_in: 30 };
    });
  });

  beforeEach(() => {
    sent.length = 0;
    // An access token 5 seconds from its end: inside the refresh margin.
    appStore.set(tokensAtom, { accessToken: 'old', refreshToken: 'old-refresh', expiresAt: Date.now() + 5_000 });
  });

  afterAll(() => {
    restore();
    appStore.set(tokensAtom, null);
  });

  it('do not refresh a token about to expire, so an idle session still ends', async () => {
    await expect(callApi(getWebsocketToken, { background: true })).resolves.toEqual({ token: 'ticket', expiresIn: 30 });
    expect(sent).toEqual([{ path: '/api/websocket/token', authorization: 'Bearer old', marker: null }]);
  });

  it('while a call the person makes refreshes it first', async () => {
    await callApi(getWebsocketToken);
    expect(sent.map((request) => request.path)).toEqual(['/api/oauth/token', '/api/websocket/token']);
    expect(appStore.get(tokensAtom)?.accessToken).toBe('fresh');
    expect(sent[1]?.authorization).toBe('Bearer fresh');
  });
});
