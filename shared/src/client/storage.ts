/**
 * Persisted client state (spec §3 "Persisted across sessions"): every key lives in localStorage
 * under the `patrimo.` prefix. Reading never throws (private browsing, quota, corrupt JSON).
 */
import { STORAGE_KEYS, STORAGE_PREFIX } from '../constants/storage-keys';

export { STORAGE_KEYS, STORAGE_PREFIX };
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: StorageKey, fallback: T): T {
  const raw = storage()?.getItem(STORAGE_PREFIX + key);
  if (raw === null || raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === undefined || value === null) store.removeItem(STORAGE_PREFIX + key);
    else store.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the value simply does not persist.
  }
}
