/**
 * The server render of the public pages (issue 17), built for Node by `host/webpack.prerender.cjs` and run once
 * per build by `host/prerender.mjs`: every public page of mf-lobby, for every brand, rendered to HTML by the same
 * components, routes and providers the browser runs, written under `dist/prerendered/<brand>/` for the API to
 * serve. The browser paints it at once, then hydrates it when the scripts arrive (bootstrap.tsx).
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicContractCard } from 'mf_lobby/public-contract-card';
import { mounts as lobbyMounts } from 'mf_lobby/routes';
import { BRAND_IDS, BRANDS, fromWire, getContract, type BrandId } from '@patrimo/shared';
import { PAGE_META_ATTRIBUTE, prefetchedAnswersElement, prerenderedFile } from '@patrimo/shared/prerender';
import { providePrefetchedAnswers } from '@patrimo/shared/query';
import { pageQueryClient } from '@patrimo/shared/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { buildRoutes } from '../app/router';
import { REMOTE_ROUTES, type RemoteRoute } from '../app/route-table';
import { documentTitle, routeTitles } from '../app/route-titles';
import { applyBrandConfig } from '../features/brand/brand-choice';
import { provideMounts } from '../features/remotes/remote-registry';
import { escapeAttribute, pageDocument, type RenderedPage } from './page-document';

/**
 * The mounts pre-rendered: the pages anyone reads, whose content is the same for every visitor. Not the public
 * contract cards (their content is the catalogue's, in the database) nor the deletion page (its link's token).
 */
const PRERENDERED_MOUNTS = new Set(['landing', 'features', 'commitments', 'forAdvisors', 'advisor', 'customers', 'cgu', 'legalNotice']);

/** The routes of the pre-rendered pages, from the route table. */
export const PRERENDERED_ROUTES: readonly RemoteRoute[] = REMOTE_ROUTES.filter(
  (route) => route.remote === 'mf_lobby' && route.access === 'public' && PRERENDERED_MOUNTS.has(route.mount),
);

provideMounts('mf_lobby', lobbyMounts);

const intl = createIntl({ locale: 'fr-FR', defaultLocale: 'fr-FR' });

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML of `#root` for `pathname` in one brand, rendered as the browser will hydrate it. */
async function renderRoot(pathname: string, brandId: BrandId): Promise<string> {
  const brand = BRANDS[brandId];
  // The brand the shell picks for this host name: the server chose the file by the same rule.
  applyBrandConfig({ defaultBrand: brandId });
  const handler = createStaticHandler(buildRoutes(brand.features));
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname}: the router answered ${context.status} instead of the page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  // prerender (not renderToString) waits for every lazy page: the HTML holds the page, not its loading state.
  const { prelude } = await prerenderToNodeStream(<StaticRouterProvider router={router} context={context} hydrate={false} />, {
    // Every boundary in place, however large: an outlined one would paint its loading state first and need
    // React's inline scripts to swap it, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await text(prelude);
  if (errors.length > 0) throw new Error(`${pathname} (${brandId}): ${String(errors[0])}`);
  if (/<script|<template|<!--\$[?!]-->/.test(html)) {
    throw new Error(`${pathname} (${brandId}): the HTML holds a script or a boundary still loading, which the page would paint or the CSP refuse`);
  }
  return html;
}

/** One page of one brand, rendered as the browser will hydrate it. */
export async function renderPage(route: RemoteRoute, brandId: BrandId): Promise<RenderedPage> {
  const html = await renderRoot(route.path, brandId);
  return { title: documentTitle(intl.formatMessage(routeTitles[route.title]), BRANDS[brandId].title), remote: route.remote, html };
}

/** The host's style sheets, as index.html's page loads them: every CSS file at the top of its build. */
function styleSheetsOf(dist: string): string[] {
  return readdirSync(dist)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `/${name}`);
}

function writeWithCopies(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(content, 'utf8');
  writeFileSync(file, bytes);
  // The same precompressed copies as every other file of the build (tooling/webpack/precompress-plugin.cjs).
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/** What frames every page rendered into the host's build, read once per process: its index.html and its style sheets. */
const shells = new Map<string, { template: string; styleSheets: string[] }>();

function shellOf(dist: string): { template: string; styleSheets: string[] } {
  let shell = shells.get(dist);
  if (!shell) {
    shell = { template: readFileSync(path.join(dist, 'index.html'), 'utf8'), styleSheets: styleSheetsOf(dist) };
    shells.set(dist, shell);
  }
  return shell;
}

/** Writes every pre-rendered page of every brand into the host's build `dist`; returns the files written. */
export async function writePrerenderedPages(dist: string): Promise<string[]> {
  const { template, styleSheets } = shellOf(dist);
  const written: string[] = [];
  for (const brandId of BRAND_IDS) {
    for (const route of PRERENDERED_ROUTES) {
      if (!(route.features ?? []).every((flag) => BRANDS[brandId].features[flag])) continue;
      const file = prerenderedFile(route.path, brandId);
      if (!file) throw new Error(`${route.path}: not a path the server looks up for a pre-rendered page`);
      writeWithCopies(path.join(dist, file), pageDocument(template, await renderPage(route, brandId), styleSheets));
      written.push(file);
    }
  }
  return written;
}

/** The route of the public contract cards, from the route table. */
const CONTRACT_CARD_ROUTE = REMOTE_ROUTES.find((route) => route.remote === 'mf_lobby' && route.mount === 'publicContract');

/** Renders run one after the other: the brand, the answers and the query cache they read are this module's. */
let rendering: Promise<unknown> = Promise.resolve();

/**
 * A public contract card (`/contrats/<address>`) rendered by the server when it is asked for, as the pre-rendered
 * pages are at build time: its catalogue product is the database's, so it cannot be rendered before (issue 17). The
 * API hands the product's answer as `GET /api/contracts/:id` sends it (`body`); the page carries that answer, which
 * the client's first render reads (`prefetchedAnswer`), so that React adopts the HTML as it is. Null when the brand
 * has no public cards.
 */
export function renderContractCard(dist: string, brandId: BrandId, pathname: string, body: unknown): Promise<string | null> {
  const run = rendering.then(async () => {
    const brand = BRANDS[brandId];
    if (!CONTRACT_CARD_ROUTE || !(CONTRACT_CARD_ROUTE.features ?? []).every((flag) => brand.features[flag])) return null;
    const match = matchPath(CONTRACT_CARD_ROUTE.path, pathname);
    const contractUrl = match?.params['contractUrl'];
    if (!contractUrl) throw new Error(`${pathname}: not the path of a contract card`);
    const product = getContract.response.parse(fromWire(body));
    const answer = { call: getContract.id, key: publicContractCard.queryKey(contractUrl), body };
    // A fresh cache: the card shows this answer, not one an earlier render left.
    pageQueryClient().clear();
    providePrefetchedAnswers([answer]);
    try {
      const html = await renderRoot(pathname, brandId);
      const head = publicContractCard.head(product, intl, brand.name);
      const { template, styleSheets } = shellOf(dist);
      const page: RenderedPage = {
        title: documentTitle(head.title, brand.title),
        remote: CONTRACT_CARD_ROUTE.remote,
        html,
        head: `<meta name="description" content="${escapeAttribute(head.description)}" ${PAGE_META_ATTRIBUTE}/>${prefetchedAnswersElement([answer])}`,
      };
      return pageDocument(template, page, styleSheets);
    } finally {
      providePrefetchedAnswers([]);
      pageQueryClient().clear();
    }
  });
  rendering = run.catch(() => undefined);
  return run;
}
