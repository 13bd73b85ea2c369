import { isApiPath } from '../http/error-handler';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '@patrimo/shared/prerender';
import type { RemotesSource } from './remotes';

/**
 * The one inline script the product has, allowed by its hash: the colour scheme a pre-rendered page sets before
 * its first paint (`@patrimo/shared/prerender`). Any other inline script, or this one changed, stays blocked.
 */
export const COLOR_SCHEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COLOR_SCHEME_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * The WebSocket origin of the product's public URL (`https://patrimo.fr` → `wss://patrimo.fr`). CSP Level 3
 * lets `'self'` cover ws/wss on the page's own host, but older engines do not, so it is spelled out — from
 * the configuration, never from the request's Host header, which the caller chooses.
 */
export function webSocketOrigin(publicUrl: string): string | undefined {
  try {
    const url = new URL(publicUrl);
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return undefined;
  }
}

/** The origin error reports go to (`https://key@o1.ingest.sentry.io/2` → `https://o1.ingest.sentry.io`). */
export function reportingOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Powerful browser features the product does not use are turned off for every page and frame; `payment`
 * stays allowed for this origin only, for the card payment provider's form (Payment Request API).
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self), usb=(), display-capture=()';

/** Personal data must not stay in a shared or browser cache: the default of every /api answer. */
export const NO_STORE = 'no-store';

export interface SecurityHeadersOptions {
  remotes: RemotesSource;
  /** The product is served over HTTPS (BEHIND_HTTPS): HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** PUBLIC_URL: the one host the page's WebSocket connects to besides 'self'. */
  publicUrl: string;
  /** The browser's error-reporting DSNs (SENTRY_BROWSER_DSN, SENTRY_REMOTE_DSNS), whose origins reports are sent to. */
  reportingDsns: readonly string[];
}

/**
 * Security headers on every answer (ARCHITECTURE §6) with @fastify/helmet: a strict CSP with no inline script but one, by hash,
 * (scripts from this origin and from the remotes' origins declared in /remotes.json only), inline styles
 * allowed because Mantine injects style tags, no framing, no plugins; HSTS and upgrade-insecure-requests
 * only when the public URL is HTTPS (over plain HTTP they would break access by another host name). Every
 * source comes from the configuration (PUBLIC_URL, REMOTES_FILE, the browser's Sentry DSNs), none from the request.
 * Also a Permissions-Policy on every answer, and `Cache-Control: no-store` on every /api answer that does not
 * set its own policy (the public documentation does).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  const reporting = new Set(options.reportingDsns.map(reportingOrigin));
  const connectFixed = ["'self'", webSocketOrigin(options.publicUrl), ...reporting].filter((source): source is string => source !== undefined);
  // One function per directive that mixes fixed and per-request sources, so no empty value leaves stray spaces.
  const withRemotes =
    (...fixed: string[]) =>
    (): string =>
      [...fixed, ...options.remotes.origins()].join(' ');
  // Helmet's middleware is built once; its CSP evaluates the functions above at each request (the remotes' origins
  // may change without a restart). @fastify/helmet rebuilt the whole middleware at every request (4 % of a heavy read).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withRemotes("'self'", COLOR_SCHEME_SCRIPT_SOURCE)],
        scriptSrcAttr: ["'none'"],
        styleSrc: [withRemotes("'self'", "'unsafe-inline'")],
        connectSrc: [withRemotes(...connectFixed)],
        imgSrc: [withRemotes("'self'", 'data:')],
        fontSrc: [withRemotes("'self'", 'data:')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Same rule as frame-ancestors 'none', for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (reply.getHeader('cache-control') === undefined && isApiPath(request.url)) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
