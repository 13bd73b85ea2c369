/**
 * The server render of the public pages (issue 17), built for Node by `host/webpack.prerender.cjs` and run once
 * per build by `host/prerender.mjs`: every public page of mf-lobby, for every brand, rendered to HTML by the same
 * components, routes and providers the browser runs, written under `dist/prerendered/<brand>/` for the API to
 * serve. The browser paints it at once, then hydrates it when the public pages' entry arrives (host/src/public).
 */
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publicContractCard } from 'mf_lobby/public-contract-card';
import { mounts as lobbyMounts } from 'mf_lobby/routes';
import { BRAND_IDS, BRANDS, fromWire, getContract, type BrandId } from '@patrimo/shared';
import { PAGE_META_ATTRIBUTE, prefetchedAnswersElement, prerenderedFile } from '@patrimo/shared/prerender';
import { providePrefetchedAnswers } from '@patrimo/shared/query';
import { pageQueryClient } from '@patrimo/shared/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { matchPath } from '@patrimo/shared/router';
// The static router exists on the server only, so it is not part of the browsers' router entry.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { buildRoutes } from '../app/router';
import { CONTRACT_CARD_ROUTE, PRERENDERED_ROUTES } from '../app/public-pages';
import type { RemoteRoute } from '../app/route-table';
import { documentTitle, routeTitles } from '../app/route-titles';
import { applyBrandConfig } from '../features/brand/brand-choice';
import { provideMounts } from '../features/remotes/remote-registry';
import { escapeAttribute, pageDocument, type RenderedPage } from './page-document';

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

function writeWithCopies(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(content, 'utf8');
  writeFileSync(file, bytes);
  // The same precompressed copies as every other file of the build (tooling/webpack/precompress-plugin.cjs).
  writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

/** The folder of the host's build where the public pages' entry is built (`createPublicConfig` in tooling/webpack). */
const PUBLIC_FOLDER = 'public';

/** What frames every page rendered into the host's build, read once per process: the public pages' own index.html. */
const shells = new Map<string, string>();

function shellOf(dist: string): string {
  let shell = shells.get(dist);
  if (shell === undefined) {
    shell = readFileSync(path.join(dist, PUBLIC_FOLDER, 'index.html'), 'utf8');
    shells.set(dist, shell);
  }
  return shell;
}

/** Writes every pre-rendered page of every brand into the host's build `dist`; returns the files written. */
export async function writePrerenderedPages(dist: string): Promise<string[]> {
  const template = shellOf(dist);
  const written: string[] = [];
  for (const brandId of BRAND_IDS) {
    for (const route of PRERENDERED_ROUTES) {
      if (!(route.features ?? []).every((flag) => BRANDS[brandId].features[flag])) continue;
      const file = prerenderedFile(route.path, brandId);
      if (!file) throw new Error(`${route.path}: not a path the server looks up for a pre-rendered page`);
      writeWithCopies(path.join(dist, file), pageDocument(template, await renderPage(route, brandId)));
      written.push(file);
    }
  }
  return written;
}

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
      const page: RenderedPage = {
        title: documentTitle(head.title, brand.title),
        remote: CONTRACT_CARD_ROUTE.remote,
        html,
        head: `<meta name="description" content="${escapeAttribute(head.description)}" ${PAGE_META_ATTRIBUTE}/>${prefetchedAnswersElement([answer])}`,
      };
      return pageDocument(shellOf(dist), page);
    } finally {
      providePrefetchedAnswers([]);
      pageQueryClient().clear();
    }
  });
  rendering = run.catch(() => undefined);
  return run;
}
