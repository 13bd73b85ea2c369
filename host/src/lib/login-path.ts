// Login addresses with the page to come back to: used by the guards (app) and by the API navigation (features).

/** The page a person was trying to reach, kept whole for after login (spec §2). */
export function fullPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function loginPathFor(area: 'saver' | 'advisor', redirect: string): string {
  const base = area === 'advisor' ? '/advisory/login' : '/app/login';
  return `${base}?redirect=${encodeURIComponent(redirect)}`;
}
