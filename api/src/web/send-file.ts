import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding, varyOnEncoding, type ContentEncoding } from '../http/compression';

const TEXT = '; charset=utf-8';
const CONTENT_TYPES: Record<string, string> = {
  '.html': `text/html${TEXT}`,
  '.js': `text/javascript${TEXT}`,
  '.mjs': `text/javascript${TEXT}`,
  '.cjs': `text/javascript${TEXT}`,
  '.css': `text/css${TEXT}`,
  '.json': `application/json${TEXT}`,
  '.map': `application/json${TEXT}`,
  '.webmanifest': `application/manifest+json${TEXT}`,
  '.txt': `text/plain${TEXT}`,
  '.xml': `application/xml${TEXT}`,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** True when the client's cached copy (If-None-Match, else If-Modified-Since) is still current. */
function isFresh(request: FastifyRequest, etag: string, modified: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (typeof noneMatch === 'string') {
    return noneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
    });
  }
  const since = request.headers['if-modified-since'];
  if (typeof since === 'string') {
    const time = Date.parse(since);
    return Number.isFinite(time) && Math.floor(modified.getTime() / 1000) * 1000 <= time;
  }
  return false;
}

/** Files up to this size are read whole and sent in one write (the shell, the pages, most scripts compressed). */
const IN_ONE_WRITE_BYTES = 256 * 1024;

/** Files the build precompresses (tooling/webpack/precompress-plugin.cjs): text formats only. */
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|map|txt|xml|webmanifest)$/i;

/** The file's precompressed sibling (`main.js.br`, `main.js.gz`) with its size, when one exists. */
async function variant(file: string, encoding: ContentEncoding): Promise<{ path: string; size: number } | undefined> {
  const candidate = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const info = await stat(candidate);
    return info.isFile() ? { path: candidate, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}

/** The encodings the build writes that this client accepts, brotli first. */
function acceptedEncodings(request: FastifyRequest): ContentEncoding[] {
  const accept = request.headers['accept-encoding'];
  return (['br', 'gzip'] as const).filter((encoding) => negotiateEncoding(accept, [encoding]) !== undefined);
}

/** The best precompressed copy among the `accepted` encodings, or undefined for the file itself. */
async function precompressed(file: string, accepted: readonly ContentEncoding[]): Promise<{ path: string; size: number; encoding: ContentEncoding } | undefined> {
  for (const encoding of accepted) {
    const found = await variant(file, encoding);
    if (found) return { ...found, encoding };
  }
  return undefined;
}

/** What a file answers to a client accepting a given set of encodings: validators, length and where its bytes are. */
interface FileAnswer {
  etag: string;
  modified: Date;
  encoding: ContentEncoding | undefined;
  length: number;
  /** The bytes themselves when already in memory (a kept file), else the path to read them from. */
  body: Buffer | string;
}

async function answerFrom(file: string, accepted: readonly ContentEncoding[]): Promise<FileAnswer> {
  const info = await stat(file);
  const encoded = COMPRESSIBLE.test(file) ? await precompressed(file, accepted) : undefined;
  const tag = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoded ? `-${encoded.encoding}` : ''}`;
  return { etag: `W/"${tag}"`, modified: info.mtime, encoding: encoded?.encoding, length: encoded ? encoded.size : info.size, body: encoded ? encoded.path : file };
}

/**
 * Content-hashed files kept in memory once served (issue 17): their name changes with their content, so what was
 * read once is what the disk holds for as long as the server runs. A kept file costs no system call any more —
 * neither the checks nor the reading of the file and its precompressed copies, which on these machines made the
 * static files the largest part of the server's work while a saver signs in (about 40 scripts loaded at once with
 * the first API calls). Only files sent in one write are kept, up to `limitBytes` in all (the product's builds
 * weigh a few megabytes; past the limit, files are served from the disk as before).
 */
export class KeptFiles {
  readonly #answers = new Map<string, FileAnswer & { body: Buffer }>();
  readonly #files = new Set<string>();
  #bytes = 0;

  constructor(readonly limitBytes = 64 * 1024 * 1024) {}

  /** True when `file` was kept: it exists and is a regular file (kept files are never removed while serving). */
  holds(file: string): boolean {
    return this.#files.has(file);
  }

  /** How many bytes are kept (every encoding of every file). */
  get bytes(): number {
    return this.#bytes;
  }

  answer(file: string, accepted: string): FileAnswer | undefined {
    return this.#answers.get(`${file}\n${accepted}`);
  }

  keep(file: string, accepted: string, answer: FileAnswer, body: Buffer): void {
    if (this.#bytes + body.length > this.limitBytes) return;
    this.#answers.set(`${file}\n${accepted}`, { ...answer, body });
    this.#files.add(file);
    this.#bytes += body.length;
  }
}

/**
 * Sends one static file with validators (ETag, Last-Modified, 304) and the given cache policy. The caller has
 * already checked the path is a regular file under an allowed root; `fs.stat` follows symbolic links.
 * Text files go out as their precompressed copy (`.br`, else `.gz`, written at build time) when the client
 * accepts it, with `Content-Encoding` and `Vary: Accept-Encoding`; the ETag then names the encoding, so a
 * cache never confuses the two bodies.
 * A small sender of our own rather than @fastify/static: the latter pulls an ESM-only dependency that the
 * CommonJS test runner cannot load, and byte ranges or directory listings are not needed for a web build.
 * `status` other than 200 sends the file as the body of that answer, without a 304. `kept`: the file's name says
 * its content never changes (a content hash) and it may be served from, and kept in, that memory.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
  { status = 200, kept }: { status?: number; kept?: KeptFiles } = {},
): Promise<FastifyReply> {
  const accepted = acceptedEncodings(request);
  // Kept per set of accepted encodings (`br+gzip`, `gzip`, `` for none): each set has its own answer.
  const acceptedKey = accepted.join('+');
  const answer = kept?.answer(file, acceptedKey) ?? (await answerFrom(file, accepted));
  reply.header('cache-control', cacheControl).type(contentTypeFor(file));
  // Validators only for the file as such: another status (the shell of a missing page) is not revalidated.
  if (status === 200) reply.header('etag', answer.etag).header('last-modified', answer.modified.toUTCString());
  if (COMPRESSIBLE.test(file)) reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
  if (status === 200 && isFresh(request, answer.etag, answer.modified)) return reply.code(304).send();
  reply.code(status);
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  reply.header('content-length', answer.length);
  if (request.method === 'HEAD') return reply.send();
  if (typeof answer.body !== 'string') return reply.send(answer.body);
  // A small file in one write, which ends the answer with it: streamed, the answer ended a moment after its last
  // byte reached the client, and a server closing meanwhile waited for that connection's keep-alive (72 s).
  if (answer.length > IN_ONE_WRITE_BYTES) return reply.send(createReadStream(answer.body));
  const body = await readFile(answer.body);
  if (kept && status === 200) kept.keep(file, acceptedKey, answer, body);
  return reply.send(body);
}
