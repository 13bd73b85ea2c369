/**
 * What the build that pre-renders the public pages (host/src/prerender) and the server that serves them
 * (api/src/web/static-files.ts) agree on: where each page's HTML is, and the one inline script such a page
 * carries. Stateless: bundled by whoever imports it, no React, no browser API.
 */
import { STORAGE_KEYS, STORAGE_PREFIX } from '../constants/storage-keys';

/** The folder of the host's build that holds the pre-rendered pages, one sub-folder per brand. */
export const PRERENDERED_DIR = 'prerendered';

/** A path the pre-render may have written: `/` or one lowercase segment (`/features`, `/mentions-legales`). */
const PAGE_PATH = /^\/(?:[a-z][a-z-]*)?$/;

/** The file of a pre-rendered page, relative to the host's build: `prerendered/<brand>/<page>.html`. */
export function prerenderedFile(pathname: string, brandId: string): string | undefined {
  if (!PAGE_PATH.test(pathname) || !/^[a-z][a-z0-9-]*$/.test(brandId)) return undefined;
  return `${PRERENDERED_DIR}/${brandId}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
}

/**
 * Sets the colour scheme on `<html>` before the first paint, as the app will (the person's theme, stored by the
 * client, else the system's: shared/src/react/color-scheme.ts), so that a pre-rendered page painted from HTML
 * does not change colour when the scripts arrive. The only inline script: the API allows exactly this text by
 * its hash in the Content-Security-Policy.
 */
export const COLOR_SCHEME_SCRIPT =
  `try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_PREFIX + STORAGE_KEYS.theme)})),` +
  `d=t==null?matchMedia('(prefers-color-scheme: dark)').matches:t==='main'` +
  `}catch(e){d=false}document.documentElement.setAttribute('data-mantine-color-scheme',d?'dark':'light')`;

/** The path of a public contract card, `/contrats/<address>` (spec §2), or undefined for any other path. */
export function isContractCardPath(pathname: string): boolean {
  return /^\/contrats\/[^/]+$/.test(pathname);
}

/** The attribute of a `<meta name="description">` that belongs to the page the server rendered, not to the shell. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

/**
 * The `id` of the element of a server-rendered page that carries the API answers its first render used (a public
 * contract card carries its product): the client's first render reads the same answers, so that React adopts the
 * server's HTML instead of painting a loading state over it.
 */
export const PREFETCHED_ANSWERS_ID = 'patrimo-prefetched';

/** One API answer a server render used: the call's id, the query key it was read under, its body as on the wire. */
export interface PrefetchedAnswer {
  call: string;
  key: readonly unknown[];
  body: unknown;
}

/**
 * The element that carries `answers` into the page: JSON, which the browser never runs (the CSP has nothing to
 * allow), with every `<`, `>`, `&` and line separator written as a JSON escape, so that no text of an answer
 * (a product's description) can close the element or open another one.
 */
export function prefetchedAnswersElement(answers: readonly PrefetchedAnswer[]): string {
  const json = JSON.stringify(answers).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PREFETCHED_ANSWERS_ID}">${json}</script>`;
}
