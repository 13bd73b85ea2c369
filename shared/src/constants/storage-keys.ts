/** The keys of the persisted client state (client/storage.ts), without the storage itself: readable by code without a DOM. */
export const STORAGE_PREFIX = 'patrimo.';

export const STORAGE_KEYS = {
  /** Access and refresh tokens with their expiry instant (spec §3: tokens and token expiry). */
  tokens: 'auth.tokens',
  userAuth: 'auth.user',
  advisorAuth: 'auth.advisor',
  patchNote: 'patchNote',
  sidebarMode: 'sidebarMode',
  theme: 'theme',
  privateModes: 'privateModes',
  cookiesAccepted: 'cookiesAccepted',
  openedIntros: 'openedIntros',
} as const;
