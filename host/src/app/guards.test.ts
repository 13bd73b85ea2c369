import { fullPath, loginPathFor, needsConfirmation } from './guards';

describe('guard helpers', () => {
  it('keeps the whole wanted path: path, query and hash', () => {
    expect(fullPath({ pathname: '/app/user/infos', search: '?a=1', hash: '#b' })).toBe('/app/user/infos?a=1#b');
  });

  it('sends savers to /app/login and advisors to /advisory/login with the redirect encoded', () => {
    expect(loginPathFor('saver', '/app/user/infos?a=1')).toBe('/app/login?redirect=%2Fapp%2Fuser%2Finfos%3Fa%3D1');
    expect(loginPathFor('advisor', '/advisory/stats')).toBe('/advisory/login?redirect=%2Fadvisory%2Fstats');
  });

  it('sends only a saver known to be unconfirmed to the confirmation page, and never away from it', () => {
    expect(needsConfirmation(false, '/app/dashboard')).toBe(true);
    expect(needsConfirmation(false, '/app/confirmation')).toBe(false);
    expect(needsConfirmation(true, '/app/dashboard')).toBe(false);
    // GET /users/me has not answered yet: no decision.
    expect(needsConfirmation(undefined, '/app/dashboard')).toBe(false);
  });
});
