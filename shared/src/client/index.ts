export { callApi, type CallOptions, type Subject } from './call-api';
export {
  ApiClientError,
  ApiHttpError,
  ApiNetworkError,
  ApiSchemaError,
  isApiHttpError,
  isApiNetworkError,
  isApiSchemaError,
} from './errors';
export { http, setApiNavigationHandlers, type ApiNavigationHandlers } from './http';
export { landingAfterSignIn, safeRedirect } from './redirect';
export { refreshIfNeeded, refreshTokens, storeTokens, REFRESH_MARGIN_MS } from './refresh';
export { ADVISORY_ROLES, clearSession, loadIdentity, login, logout, type Credentials } from './session';
export {
  advisorAuthAtom,
  appStore,
  cookiesAcceptedAtom,
  openedIntrosAtom,
  patchNoteAtom,
  privateModesAtom,
  sessionExpiringAtom,
  sessionKindAtom,
  sidebarModeAtom,
  themeAtom,
  tokensAtom,
  userAuthAtom,
  type SessionKind,
  type StoredTokens,
  type ThemeName,
} from './state';
export { STORAGE_KEYS, STORAGE_PREFIX, readStored, writeStored } from './storage';
