import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The contract's deepest body is three levels
 * (an object holding a list of objects); 32 leaves ample room while keeping every later walk over the
 * body (NUL check, snake_case conversion, validation) short.
 */
export const MAX_JSON_DEPTH = 32;

/** Largest body, in bytes, Fastify reads before answering 413. @default 1 MiB (Fastify's own default). */
export const MAX_BODY_BYTES = 1024 * 1024;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the raw text nests arrays and objects deeper than `max`. One pass over the characters with a
 * counter, no recursion and no parse: brackets inside strings are skipped (an escaped quote does not end a
 * string). Malformed text is not judged here; the parser that runs next refuses it.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/** 400 `too_deep`: a body nested beyond MAX_JSON_DEPTH, refused before anything walks it. */
export const tooDeep = (): ApiError => new ApiError(400, 'too_deep');

/**
 * JSON bodies with Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys), after
 * a linear scan of the raw text that refuses nesting beyond MAX_JSON_DEPTH — so no deeply nested body ever
 * reaches a recursive walk, whoever sends it, signed in or not. An empty body counts as no body: clients
 * commonly send `Content-Type: application/json` on a POST without payload, and that is not worth a 400.
 * The size limit is Fastify's `bodyLimit` (MAX_BODY_BYTES, set in app.ts), checked while reading.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
