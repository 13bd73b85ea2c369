import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * Conditional requests for the heavy reads (RFC 9110 §8.8.3 and §13.1.2): an answer is tagged with a weak
 * entity tag derived from everything it depends on — the call, the caller, the subject, the validated input, the
 * subject's data version, and the code that computed it — and a request whose `If-None-Match` names that tag
 * is answered `304 Not Modified` without computing, validating or serialising anything. `Cache-Control:
 * private, no-cache` lets the browser keep the answer and makes it ask again every time: its HTTP cache sends
 * `If-None-Match` by itself, so `fetch` (ky) sees a 200 with the kept body.
 *
 * A tag names one answer exactly; answers already serialised are kept by tag (`ResponseCache`), so a second
 * saver tab, an advisor and the saver, or an instance that answers a client it did not answer before, skips
 * the work as long as the data did not move.
 */

/**
 * The code's own version: the digest of the entry script (the API bundle in production), so that a new
 * release never answers 304 for a body an older one computed. Read once.
 */
export const CODE_VERSION: string = (() => {
  try {
    const entry = process.argv[1];
    if (entry) return createHash('sha256').update(readFileSync(entry)).digest('base64url').slice(0, 16);
  } catch {
    // An entry that cannot be read (a REPL): the process start below.
  }
  return `boot-${Date.now().toString(36)}`;
})();

/** A weak entity tag over `parts` (JSON-serialisable): `W/"<43 characters of SHA-256, base64url>"`. */
export function entityTag(parts: readonly unknown[]): string {
  return `W/"${createHash('sha256').update(JSON.stringify([CODE_VERSION, ...parts])).digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header names `tag`, by the weak comparison that GET and HEAD use: `*`, or any
 * listed tag with the same opaque value, `W/` or not.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const opaque = (candidate: string) => candidate.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return value.split(',').some((candidate) => opaque(candidate) === wanted);
}

/** What the cache keeps of an answer: its wire JSON, or those bytes compressed for one `Content-Encoding`. */
export type KeptBody = string | Buffer;

/** The heap a kept body holds: two bytes a character for a string (not its UTF-8 length), its length for bytes. */
function sizeOf(body: KeptBody): number {
  return typeof body === 'string' ? body.length * 2 : body.length;
}

/**
 * Serialised answers (their wire JSON, and their compressed bytes under `<tag>|<encoding>`) by entity tag, the
 * least recently used dropped beyond `maxBytes`. Per process: a tag is the same on every instance, so a miss
 * here only costs the computation.
 */
export class ResponseCache {
  readonly #entries = new Map<string, KeptBody>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(tag: string): KeptBody | undefined {
    const body = this.#entries.get(tag);
    if (body === undefined) return undefined;
    // Most recently used last.
    this.#entries.delete(tag);
    this.#entries.set(tag, body);
    return body;
  }

  set(tag: string, body: KeptBody): void {
    const size = sizeOf(body);
    if (size > this.maxBytes) return;
    const previous = this.#entries.get(tag);
    if (previous !== undefined) {
      this.#bytes -= sizeOf(previous);
      this.#entries.delete(tag);
    }
    this.#entries.set(tag, body);
    this.#bytes += size;
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= sizeOf(kept);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
