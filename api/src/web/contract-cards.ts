import { getContract, toWire, type BrandId } from '@patrimo/shared';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { findCatalogueProduct } from '../contracts/product-store';
import type { Database } from '../db/client';
import { compressJson, type ContentEncoding } from '../http/compression';
import { ResponseCache } from '../http/conditional';

/**
 * The server render of the public cards, built with the host (`host/src/prerender/render.tsx`, `dist-prerender/render.cjs`):
 * the same components, routes and providers as the browser's.
 */
export interface ContractCardRenderer {
  renderContractCard(dist: string, brandId: BrandId, pathname: string, body: unknown): Promise<string | null>;
}

/** A card as the server sends it: its HTML, the tag of that HTML, and its compressed copies made on demand. */
export interface RenderedCard {
  html: string;
  etag: string;
  compressed(encoding: ContentEncoding): Promise<Buffer>;
}

/**
 * What the page of `/contrats/<address>` is: the rendered card, `missing` when no published product has that
 * address (the client's 404), or undefined when the server cannot render it (no renderer in this build, or it failed):
 * the shell then renders the card in the browser, as before.
 */
export type ContractCardPage = RenderedCard | 'missing' | undefined;

export interface ContractCardOptions {
  db: Pick<Database, 'select'>;
  /** The host's build: its index.html and style sheets frame the card. */
  webRoot: string;
  /** `render.cjs` of the host's server build; absent in development (the webpack dev server) and in API-only builds. */
  rendererFile: string;
  log: FastifyBaseLogger;
  /** For tests: a renderer instead of the file's. */
  renderer?: ContractCardRenderer;
}

/** Heap given to rendered cards (about 30 KB of HTML each, and their compressed copies). */
export const CONTRACT_CARD_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The public contract cards rendered by the server when asked for (issue 17): painted from HTML like the pages
 * pre-rendered at build time, but from the product as the database has it now. Only published products: the page is
 * anonymous, whoever asks (a signed-in author sees their draft through the client, as before). A card is rendered
 * once per product state and brand, then kept (`ResponseCache`, least recently used dropped): a change of the product
 * changes its answer, hence the key, so a card is never older than its product.
 */
export function contractCardPages(options: ContractCardOptions): (pathname: string, contractUrl: string, brandId: BrandId) => Promise<ContractCardPage> {
  const cache = new ResponseCache(CONTRACT_CARD_CACHE_BYTES);
  let renderer: ContractCardRenderer | null | undefined = options.renderer;
  let rendererStamp = options.renderer ? 'given' : '';

  const loadRenderer = (): ContractCardRenderer | null => {
    if (renderer !== undefined) return renderer;
    try {
      const stamp = statSync(options.rendererFile).mtimeMs;
      renderer = createRequire(__filename)(options.rendererFile) as ContractCardRenderer;
      rendererStamp = String(stamp);
      if (typeof renderer.renderContractCard !== 'function') throw new Error('no renderContractCard export');
    } catch (error) {
      renderer = null;
      options.log.warn({ err: error, file: options.rendererFile }, 'public contract cards are rendered in the browser: no server render in this build');
    }
    return renderer;
  };

  return async (pathname, contractUrl, brandId) => {
    const product = await findCatalogueProduct(options.db, contractUrl, null);
    if (!product) return 'missing';
    const render = loadRenderer();
    if (!render) return undefined;
    const body = toWire(getContract.response.parse(product));
    const key = createHash('sha256').update(JSON.stringify([rendererStamp, brandId, pathname, body])).digest('base64url');
    const kept = cache.get(key);
    let html = typeof kept === 'string' ? kept : undefined;
    if (html === undefined) {
      try {
        html = (await render.renderContractCard(options.webRoot, brandId, pathname, body)) ?? undefined;
      } catch (error) {
        options.log.error({ err: error, pathname }, 'public contract card: the server render failed, the browser renders it');
        return undefined;
      }
      if (html === undefined) return undefined;
      cache.set(key, html);
    }
    const page = html;
    return {
      html: page,
      etag: `W/"card-${key.slice(0, 27)}"`,
      compressed: async (encoding) => {
        const copyKey = `${key}|${encoding}`;
        const copy = cache.get(copyKey);
        if (Buffer.isBuffer(copy)) return copy;
        const made = await compressJson(Buffer.from(page, 'utf8'), encoding);
        cache.set(copyKey, made);
        return made;
      },
    };
  };
}
