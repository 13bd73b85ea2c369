import type { SessionKind } from './state';

/**
 * The `?redirect=` target to honour after sign-in, or null when there is none or it is not ours.
 * Only same-site paths are followed: `//host` and `/\host` are read by browsers as another site,
 * which would make the login page an open redirect.
 */
export function safeRedirect(value: string | null): string | null {
  if (value === null || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * Where a person lands once a session is open: the wanted page when it is same-site and belongs to
 * the area of the session (a saver never lands in /advisory, nor an advisor in the saver app),
 * otherwise the home of that area.
 */
export function landingAfterSignIn(kind: SessionKind, redirect: string | null): string {
  const home = kind === 'advisor' ? '/advisory' : '/app';
  const target = safeRedirect(redirect);
  if (!target) return home;
  const advisoryPath = target === '/advisory' || target.startsWith('/advisory/') || target.startsWith('/advisory?');
  return advisoryPath === (kind === 'advisor') ? target : home;
}
