import { resolveBrand, type BrandId } from '@patrimo/shared';
import { isContractCardPath, prerenderedFile } from '@patrimo/shared/prerender';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KeptFiles, sendFile } from './send-file';
import { negotiateEncoding, varyOnEncoding } from '../http/compression';
import { ifNoneMatchHits } from '../http/conditional';
import { isApiPath } from '../http/error-handler';
import type { ContractCardPage, RenderedCard } from './contract-cards';
import type { RemotesSource } from './remotes';
import { unavailablePage } from './unavailable-page';

/** A remote's folder name; anything else under /mf is refused before touching the file system. */
export const REMOTE_FOLDER = /^mf-[a-z0-9-]+$/;

/** Webpack's `[name].[contenthash:8].ext`: the content never changes under that name. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Extensions of files the browser fetches as assets: missing ones are 404, never the SPA page. */
const ASSET_EXTENSION = /\.(js|mjs|cjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|eot|txt|xml|wasm|webmanifest)$/i;

/** Source maps: built hidden and kept out of dist, and refused in production should one be copied there. */
const SOURCE_MAP = /\.map$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache policy of a served file: entry points (index.html, mf-manifest.json, remoteEntry.js) must be
 * revalidated on every load so a redeploy is picked up; content-hashed files can be kept for a year.
 */
export function cacheControlFor(fileName: string): string {
  const base = path.basename(fileName);
  if (base === 'index.html' || base === 'mf-manifest.json' || base === 'remoteEntry.js') return NO_CACHE;
  return HASHED_FILE.test(base) ? IMMUTABLE : NO_CACHE;
}

/**
 * The regular file `relative` under `root`, or undefined: missing, a folder, outside `root`, or hidden (a
 * segment starting with a dot, e.g. `.env`). A file `kept` in memory is known to be one without asking the disk.
 */
export function existingFile(root: string, relative: string, kept?: KeptFiles): string | undefined {
  if (relative.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.')) return undefined;
  const absolute = path.resolve(root, `.${path.posix.sep}${relative}`);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) return undefined;
  if (kept?.holds(absolute)) return absolute;
  try {
    // statSync follows symbolic links: a linked dist folder or file is served like a real one.
    return statSync(absolute).isFile() ? absolute : undefined;
  } catch {
    return undefined;
  }
}

function decodedPathname(url: string): string | undefined {
  const pathname = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

export interface StaticFilesOptions {
  webRoot: string;
  remotesRoot: string;
  remotes: RemotesSource;
  production: boolean;
  /** Brand served to host names that match no brand (white label, spec §1). */
  defaultBrand: BrandId;
  /**
   * The public contract cards rendered by the server (`contractCardPages`); absent: the shell renders them in the
   * browser.
   */
  contractCards?: (pathname: string, contractUrl: string, brandId: BrandId) => Promise<ContractCardPage>;
  /** The browser's error reporting, handed to the host shell in /config.json; absent: the browser reports nothing. */
  browserErrorReporting?: { dsn: string; remoteDsns: Record<string, string>; environment: string; release: string };
}

/**
 * Serves the product from the API's port (ARCHITECTURE §1): `/remotes.json`, each remote's build under
 * `/mf/<folder>/`, and the host shell with a single-page-app fallback. A missing build answers a French
 * 503 page rather than failing.
 */
export function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): void {
  // The content-hashed files, once served, answer from memory (see KeptFiles).
  const kept = new KeptFiles();
  const serve = async (request: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> => {
    if (options.production && SOURCE_MAP.test(file)) {
      reply.callNotFound();
      return reply;
    }
    const cacheControl = cacheControlFor(file);
    return sendFile(request, reply, file, cacheControl, cacheControl === IMMUTABLE ? { kept } : {});
  };

  /** A card the server rendered: revalidated on every load (its product may change), compressed as negotiated. */
  const sendCard = async (request: FastifyRequest, reply: FastifyReply, card: RenderedCard): Promise<FastifyReply> => {
    reply
      .header('cache-control', NO_CACHE)
      .header('etag', card.etag)
      .header('vary', varyOnEncoding(reply.getHeader('vary')))
      .type('text/html; charset=utf-8');
    if (ifNoneMatchHits(request.headers['if-none-match'], card.etag)) return reply.code(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
    if (encoding === undefined) return reply.send(card.html);
    return reply.header('content-encoding', encoding).send(await card.compressed(encoding));
  };

  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply> => {
    // A public page pre-rendered at build time for this host name's brand (issue 17): painted from HTML, hydrated
    // by the scripts. Any other path, or a build without it, gets the shell that the client renders alone.
    const brandId = resolveBrand(request.hostname, options.defaultBrand).id;
    const page = prerenderedFile(pathname, brandId);
    const prerendered = page === undefined ? undefined : existingFile(options.webRoot, page);
    if (prerendered) return serve(request, reply, prerendered);
    // A public contract card, rendered now from the product the database holds; the shell when it cannot be.
    let missing = false;
    if (options.contractCards && isContractCardPath(pathname)) {
      const card = await options.contractCards(pathname, pathname.slice('/contrats/'.length), brandId);
      if (card === 'missing') missing = true;
      else if (card) return sendCard(request, reply, card);
    }
    const index = existingFile(options.webRoot, 'index.html');
    if (!index) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/html; charset=utf-8')
        .send(unavailablePage(options.production ? undefined : path.join(options.webRoot, 'index.html')));
    }
    // No such card: the shell, whose client shows the not-found page, under the status that says so.
    if (missing) return sendFile(request, reply, index, NO_CACHE, { status: 404 });
    return serve(request, reply, index);
  };

  app.get('/remotes.json', async (request, reply) => {
    // A broken REMOTES_FILE is a deployment error: it surfaces as a logged 500, not as a silent default.
    const { document } = options.remotes.read();
    return reply.header('cache-control', NO_CACHE).send(document);
  });

  // Runtime configuration of the host shell: changing the default brand or the error reporting needs no rebuild.
  const reporting = options.browserErrorReporting;
  const runtimeConfig = {
    default_brand: options.defaultBrand,
    ...(reporting
      ? { error_reporting: { dsn: reporting.dsn, remote_dsns: reporting.remoteDsns, environment: reporting.environment, release: reporting.release } }
      : {}),
  };
  app.get('/config.json', async (_request, reply) => {
    return reply.header('cache-control', NO_CACHE).send(runtimeConfig);
  });

  app.get<{ Params: { folder: string; '*': string } }>('/mf/:folder/*', async (request, reply) => {
    const { folder } = request.params;
    const relative = request.params['*'];
    if (!REMOTE_FOLDER.test(folder) || !relative) return reply.callNotFound();
    const file = existingFile(path.join(options.remotesRoot, folder, 'dist'), relative, kept);
    if (!file) return reply.callNotFound();
    return serve(request, reply, file);
  });

  app.get('/*', async (request, reply) => {
    const pathname = decodedPathname(request.url);
    if (pathname === undefined) return reply.code(400).send({ error: 'malformed_request' });
    if (isApiPath(pathname) || pathname === '/ws' || pathname === '/mf' || pathname.startsWith('/mf/')) {
      return reply.callNotFound();
    }
    const relative = pathname.replace(/^\/+/, '');
    // The pre-rendered pages are reached by their paths only (sendShell), never as files.
    const file = relative === '' || relative.startsWith('prerendered/') ? undefined : existingFile(options.webRoot, relative, kept);
    if (file) return serve(request, reply, file);
    if (acceptsHtml(request) && !ASSET_EXTENSION.test(relative)) return sendShell(request, reply, pathname);
    return reply.callNotFound();
  });
}
