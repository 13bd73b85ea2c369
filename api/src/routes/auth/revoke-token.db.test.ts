import { DEMO_SAVER } from '../../db/seed-accounts';
import { createTestApp, describeDb, injectAs, json, signIn, type TestApp } from '../../../test/helpers/test-app';

describeDb('POST /api/oauth/revoke', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const revoke = (token: unknown) => t.request({ method: 'POST', url: '/api/oauth/revoke', payload: { token } });
  const refresh = (refreshToken: string) =>
    t.request({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: refreshToken } });
  const me = (accessToken: string) => injectAs(t, accessToken, { method: 'GET', url: '/api/users/me' });

  it('ends the session of an access token: both tokens stop working', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    const response = await revoke(tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({});
    expect(json(await me(tokens.access_token))).toEqual({ error: 'unauthorized' });
    expect(json(await refresh(tokens.refresh_token))).toEqual({ error: 'invalid_grant' });
  });

  it('ends the session of a refresh token the same way', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    expect((await revoke(tokens.refresh_token)).statusCode).toBe(200);
    expect(json(await refresh(tokens.refresh_token))).toEqual({ error: 'invalid_grant' });
    expect(json(await me(tokens.access_token))).toEqual({ error: 'unauthorized' });
  });

  it('is idempotent and says nothing about unknown tokens', async () => {
    const tokens = await signIn(t, DEMO_SAVER);
    expect(json(await revoke(tokens.access_token))).toEqual({});
    expect(json(await revoke(tokens.access_token))).toEqual({});
    const unknown = await revoke('never-issued-token');
    expect(unknown.statusCode).toBe(200);
    expect(json(unknown)).toEqual({});
  });

  it('leaves the other sessions of the user open', async () => {
    const kept = await signIn(t, DEMO_SAVER);
    const ended = await signIn(t, DEMO_SAVER);
    await revoke(ended.access_token);
    expect((await me(kept.access_token)).statusCode).toBe(200);
  });

  it('reports a missing token as a field error', async () => {
    const response = await t.request({ method: 'POST', url: '/api/oauth/revoke', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ errors: { token: ['required'] } });
  });
});
