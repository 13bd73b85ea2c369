/** Default toast timeout (spec §9). */
export const TOAST_TIMEOUT_MS = 8000;
