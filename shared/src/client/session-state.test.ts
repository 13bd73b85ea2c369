import { appStore, currentUserAtom, openedIntrosAtom, patchNoteAtom, privateModesAtom, themeAtom, tokensAtom } from './state';
import { clearSession, forgetPersonalPreferences } from './session-state';

describe('forgetting an account on this browser', () => {
  it('forgets the person’s own preferences after the deletion, not the device’s', () => {
    appStore.set(privateModesAtom, { app: true, advisory: false });
    appStore.set(openedIntrosAtom, ['dashboard']);
    appStore.set(patchNoteAtom, '0.9.6');
    appStore.set(themeAtom, 'light');
    forgetPersonalPreferences();
    expect(appStore.get(privateModesAtom)).toEqual({ app: false, advisory: false });
    expect(appStore.get(openedIntrosAtom)).toEqual([]);
    expect(appStore.get(patchNoteAtom)).toBeNull();
    expect(appStore.get(themeAtom)).toBe('light');
  });

  it('clears the session, the current user included', () => {
    appStore.set(tokensAtom, { accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 });
    clearSession();
    expect(appStore.get(tokensAtom)).toBeNull();
    expect(appStore.get(currentUserAtom)).toBeNull();
  });
});
