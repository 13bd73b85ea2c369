import { landingAfterSignIn, safeRedirect } from './redirect';

describe('redirect after sign-in', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirect('/app/user/infos?onglet=1')).toBe('/app/user/infos?onglet=1');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('sends a saver to the wanted saver page, never into the advisory area', () => {
    expect(landingAfterSignIn('saver', '/app/contract/1/analyse')).toBe('/app/contract/1/analyse');
    expect(landingAfterSignIn('saver', '/advisory/stats')).toBe('/app');
    expect(landingAfterSignIn('saver', null)).toBe('/app');
  });

  it('sends an advisor to the wanted advisory page, else to the advisory home', () => {
    expect(landingAfterSignIn('advisor', '/advisory/stats')).toBe('/advisory/stats');
    expect(landingAfterSignIn('advisor', '/app/dashboard')).toBe('/advisory');
    expect(landingAfterSignIn('advisor', '//evil.example')).toBe('/advisory');
  });
});
