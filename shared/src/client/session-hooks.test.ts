import { EXAMPLE_RESPONSES } from '../contract/examples';
import { toWire } from '../wire/case';
import { fakePageFetch } from './fake-page-fetch';
import { login } from './index';
import { setSessionHooks } from './session-hooks';
import { appStore, tokensAtom } from './state';

describe('sign-in hooks (what may load while a sign-in is under way)', () => {
  const events: string[] = [];
  let restore: () => void = () => undefined;

  beforeAll(() => {
    restore = fakePageFetch((request) => {
      const path = new URL(request.url).pathname;
      events.push(`${request.method} ${path}`);
      return path === '/api/oauth/token'
        ? { access_token: 'fresh', refresh_token: 'fresh-refresh', token_type: 'Bearer', expires_in: 900, created_at: Math.floor(Date.now() / 1000) }
        : toWire(EXAMPLE_RESPONSES.getMe);
    });
  });

  beforeEach(() => {
    events.length = 0;
  });

  afterAll(() => {
    restore();
    setSessionHooks({ onSignInStarted: () => undefined, onTokensStored: () => undefined });
    appStore.set(tokensAtom, null);
  });

  it('tells the host when the grant leaves, then when the tokens are stored, before the identity is read', async () => {
    setSessionHooks({
      onSignInStarted: (area) => events.push(`started ${area}`),
      onTokensStored: (area) => events.push(`tokens stored ${area} (${appStore.get(tokensAtom)?.accessToken ?? 'none'})`),
    });
    const signingIn = login({ username: 'demo@patrimo.fr', password: 'x' }, 'saver');
    // At once, before the API machinery (a chunk of its own in the browser) has loaded.
    expect(events).toEqual(['started saver']);
    await expect(signingIn).resolves.toBe('saver');
    expect(events).toEqual(['started saver', 'POST /api/oauth/token', 'tokens stored saver (fresh)', 'GET /api/users/me']);
  });

  it('signs in all the same when a hook throws: they are hints', async () => {
    setSessionHooks({
      onSignInStarted: () => {
        throw new Error('remote down');
      },
      onTokensStored: () => {
        throw new Error('remote down');
      },
    });
    await expect(login({ username: 'demo@patrimo.fr', password: 'x' }, 'saver')).resolves.toBe('saver');
    expect(events).toEqual(['POST /api/oauth/token', 'GET /api/users/me']);
  });
});
