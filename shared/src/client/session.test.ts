import { advisorProfile } from '../contract/examples/entities';
import { toWire } from '../wire/case';
import { fakePageFetch } from './fake-page-fetch';
import { loadIdentity } from './session';
import { advisorAuthAtom, appStore, tokensAtom } from './state';

const TOKENS = { accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.now() + 600_000 };

/** An advisor's remembered session revalidated when the product opens, against each way the profile call may end. */
describe('revalidating an advisor session', () => {
  let answer: () => unknown = () => undefined;
  let restore: () => void = () => undefined;

  beforeAll(() => {
    restore = fakePageFetch(() => answer());
  });
  afterAll(() => {
    restore();
    appStore.set(tokensAtom, null);
  });
  beforeEach(() => {
    appStore.set(tokensAtom, TOKENS);
    appStore.set(advisorAuthAtom, { authenticated: true, admin: false });
  });

  it('keeps the session when the profile arrives, with its admin flag', async () => {
    answer = () => toWire({ ...advisorProfile, admin: true });
    await expect(loadIdentity('advisor')).resolves.toBe('advisor');
    expect(appStore.get(advisorAuthAtom)).toEqual({ authenticated: true, admin: true });
    expect(appStore.get(tokensAtom)).toEqual(TOKENS);
  });

  it('ends it when the server refuses the advisor (not_admin)', async () => {
    answer = () => new Response(JSON.stringify({ error: 'not_admin' }), { status: 403, headers: { 'content-type': 'application/json' } });
    await expect(loadIdentity('advisor')).rejects.toMatchObject({ name: 'ApiHttpError' });
    expect(appStore.get(advisorAuthAtom)).toEqual({ authenticated: false, admin: false });
    expect(appStore.get(tokensAtom)).toBeNull();
  });

  it('keeps it when the request got no answer: the page was left, or the network is down', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadIdentity('advisor')).rejects.toMatchObject({ name: 'ApiNetworkError' });
    expect(appStore.get(advisorAuthAtom)).toEqual({ authenticated: true, admin: false });
    expect(appStore.get(tokensAtom)).toEqual(TOKENS);
  });

  it('keeps it when the page was left after the answer began: its headers came, its body was cut off', async () => {
    answer = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new DOMException('The user aborted a request.', 'AbortError'));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    await expect(loadIdentity('advisor')).rejects.toMatchObject({ name: 'ApiNetworkError' });
    expect(appStore.get(advisorAuthAtom)).toEqual({ authenticated: true, admin: false });
    expect(appStore.get(tokensAtom)).toEqual(TOKENS);
  });
});
