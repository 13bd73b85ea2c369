import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { RemotesSource } from './remotes';

/** A Host header we are willing to echo in the CSP (no spaces, semicolons or quotes can sneak in). */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The WebSocket origins of the page's own host. CSP Level 3 lets `'self'` cover ws/wss on the same host,
 * but older engines do not, so the same-host origins are spelled out.
 */
function sameHostWebSockets(req: IncomingMessage): string[] {
  const host = req.headers.host;
  if (!host || !SAFE_HOST.test(host)) return [];
  return [`ws://${host}`, `wss://${host}`];
}

export interface SecurityHeadersOptions {
  remotes: RemotesSource;
  /** The product is served over HTTPS (BEHIND_HTTPS): HSTS and upgrade-insecure-requests. */
  https: boolean;
}

/**
 * Security headers on every answer (ARCHITECTURE §6) with @fastify/helmet: a strict CSP with no inline script
 * (scripts from this origin and from the remotes' origins declared in /remotes.json only), inline styles
 * allowed because Mantine injects style tags, no framing, no plugins; HSTS and upgrade-insecure-requests
 * only when the public URL is HTTPS (over plain HTTP they would break access by another host name).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  // One function per directive that mixes fixed and per-request sources, so no empty value leaves stray spaces.
  const withRemotes =
    (...fixed: string[]) =>
    (): string =>
      [...fixed, ...options.remotes.origins()].join(' ');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withRemotes("'self'")],
        scriptSrcAttr: ["'none'"],
        styleSrc: [withRemotes("'self'", "'unsafe-inline'")],
        connectSrc: [(req: IncomingMessage) => ["'self'", ...sameHostWebSockets(req), ...options.remotes.origins()].join(' ')],
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
}
