import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies with Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys), except
 * that an empty body counts as no body: clients commonly send `Content-Type: application/json` on a POST
 * without payload, and that is not worth a 400.
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
    parseJson(request, text, done);
  });
}
