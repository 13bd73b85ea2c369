import { useEffect } from 'react';
import { useLocation } from '@patrimo/shared/router';

/**
 * Scrolls to the element named by the URL hash (`/features#faq`, `/cgu#assistance`).
 * The browser cannot do it by itself here: the page arrives after the URL, in a lazily loaded chunk,
 * and client-side navigation never triggers the native anchor jump.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
