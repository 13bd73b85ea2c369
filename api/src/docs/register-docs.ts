import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { allCalls, APP_VERSION } from '@patrimo/shared';
import { sendFile } from '../web/send-file';
import { existingFile, NO_CACHE } from '../web/static-files';
import { buildOpenApiDocument } from './openapi';

/** Swagger UI's files that the page loads, served from the @fastify/swagger-ui package. */
const UI_ASSETS = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png', 'favicon-16x16.png']);

/**
 * Where Swagger UI's prebuilt files are. Resolved from the api package (not from this module) so the
 * lookup is the same under jest, tsx and the bundle in dist/.
 */
export function swaggerUiAssetsFolder(root: string): string | undefined {
  try {
    const require = createRequire(path.join(root, 'api', 'package.json'));
    return path.join(path.dirname(require.resolve('@fastify/swagger-ui')), 'static');
  } catch {
    return undefined;
  }
}

const PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API Patrimo — documentation</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/static/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// An external file, not an inline script: the CSP allows scripts from this origin only.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    layout: 'BaseLayout',
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    persistAuthorization: false
  });
});
`;

/**
 * Documentation of the contract: the OpenAPI document at `/api/docs/openapi.json` and Swagger UI at
 * `/api/docs`, made of files from this origin only (no inline script, no outside validator), so it works
 * under the strict CSP. Register after every call: which calls are served comes from `app.registeredCalls`.
 */
export function registerDocs(app: FastifyInstance): void {
  // Built at its first reading, not at start: converting every call's schemas takes 150–200 ms of CPU, which each
  // start of the server (and each API suite) paid for a page few people open. The calls served are final by then.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const assets = swaggerUiAssetsFolder(app.deps.config.root);

  app.get('/api/docs/openapi.json', async (_request, reply) => {
    document ??= buildOpenApiDocument(allCalls, app.registeredCalls, APP_VERSION);
    return reply.header('cache-control', NO_CACHE).send(document);
  });
  app.get('/api/docs', async (_request, reply) => reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(PAGE));
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('text/javascript; charset=utf-8').send(INIT_SCRIPT),
  );
  app.get<{ Params: { file: string } }>('/api/docs/static/:file', async (request, reply) => {
    const file = assets && UI_ASSETS.has(request.params.file) ? existingFile(assets, request.params.file) : undefined;
    if (!file) return reply.callNotFound();
    // Versioned with the package: a day of caching is plenty and survives an upgrade.
    return sendFile(request, reply, file, 'public, max-age=86400');
  });
}
