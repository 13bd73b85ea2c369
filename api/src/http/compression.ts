import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type ContentEncoding = 'br' | 'gzip';

/** Smallest JSON answer worth compressing: below this, the headers and the CPU cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with, among those `available` (in the server's order of preference), from an
 * `Accept-Encoding` header: a coding listed with a weight above zero, or `*` when the coding is not listed.
 * Undefined means identity (no header, nothing acceptable, or `identity` only).
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = weights.get('*');
  return available.find((coding) => {
    const weight = weights.get(coding) ?? wildcard;
    return weight !== undefined && weight > 0;
  });
}

/** Adds `Accept-Encoding` to a reply's Vary header, keeping what is there. */
export function varyOnEncoding(current: unknown): string {
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(existing)) return existing;
  return existing === '' ? 'Accept-Encoding' : `${existing}, Accept-Encoding`;
}

/** A JSON answer compressed as answers are (brotli 4, gzip 6), in libuv's thread pool. */
export function compressJson(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * Compresses JSON answers of COMPRESSION_THRESHOLD_BYTES or more, brotli when accepted, else gzip, at
 * moderate levels (brotli 4, gzip 6): per-request compression must stay a fraction of a millisecond per
 * kilobyte, unlike the built files, which are compressed once at maximum level at build time. The work runs
 * in libuv's thread pool, off the event loop. Smaller answers and anything that is not JSON (files are
 * precompressed, streams are left alone) go out as they are.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    if (reply.getHeader('content-encoding') !== undefined || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
    if (bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    const encoding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
    if (encoding === undefined) return payload;
    const compressed = await compressJson(bytes, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
