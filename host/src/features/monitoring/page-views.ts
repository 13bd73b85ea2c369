import { pageOf } from '@patrimo/shared/analytics';
import type { BrandId } from '@patrimo/shared/react';
import { useEffect } from 'react';
import { useLocation } from '@patrimo/shared/router';

const PAGE_VIEWS_URL = '/api/analytics/page-views';

/**
 * The audience measure, kept by the product itself (api/src/routes/system/page-views.ts): one count per page
 * shown, with the brand and the page stripped of its record ids, nothing else. No cookie, no identifier, no
 * token (the call is sent without credentials), so the cookie banner's promise of an anonymous measure holds.
 * A beacon, so that it never delays the page nor is lost when the person leaves it.
 */
export function sendPageView(brand: BrandId, pathname: string): void {
  const body = JSON.stringify({ brand, page: pageOf(pathname) });
  try {
    if (navigator.sendBeacon?.(PAGE_VIEWS_URL, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon: the plain request below.
  }
  void fetch(PAGE_VIEWS_URL, { method: 'POST', body, headers: { 'content-type': 'application/json' }, credentials: 'omit', keepalive: true }).catch(
    () => undefined,
  );
}

/** Counts a view each time the shell shows another page. */
export function usePageViews(brand: BrandId): void {
  const { pathname } = useLocation();
  useEffect(() => {
    sendPageView(brand, pathname);
  }, [brand, pathname]);
}
