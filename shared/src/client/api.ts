/**
 * The API machinery: the ky instance, contract calls with response validation (zod), token refresh and
 * the session calls. Loaded on first use through `./index`, so pages that never call the API (the
 * marketing pages) never download ky, zod or the schemas.
 */
export { callApi, downloadApiFile } from './call-api';
export { http } from './http';
export { refreshIfNeeded, refreshTokens } from './refresh';
export { loadIdentity, login, logout, reloadUser } from './session';
export { startLiveChannel, stopLiveChannel } from './live-channel';
