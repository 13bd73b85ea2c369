import { isApiHttpError } from '@patrimo/shared/client';

/**
 * The rules of the deletion link (spec §4 "Account deletion": the link's token may be invalid or
 * expired; spec §8: « Ce lien n'est pas / plus valide » with a return to the account).
 */

/**
 * Whether a refused deletion call means the link is no good, rather than a passing failure to retry:
 * any 4xx about the token (`deletion_link_invalid`, `not_found`, `wrong_token`…) but the rate limit.
 */
export function isInvalidDeletionLink(error: unknown): boolean {
  return isApiHttpError(error) && error.status >= 400 && error.status < 500 && error.status !== 429 && !error.has('rate_limited');
}

/**
 * Where « Retour à mon compte » leads: the saver's app, the advisor's area, or the sign-in when nobody
 * is signed in in this browser (the link may be opened on another device than the app).
 */
export function accountPathFor(kind: 'saver' | 'advisor' | null): string {
  if (kind === 'saver') return '/app/dashboard';
  if (kind === 'advisor') return '/advisory';
  return '/app/login';
}
