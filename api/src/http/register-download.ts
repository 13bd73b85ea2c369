import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@patrimo/shared';
import { prepareCall, routeUrl, type CallContext } from './register-call';

/** What a file-answering handler returns: the bytes, their media type and the name the saver's browser saves. */
export interface FileAnswer {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * `filename` for `Content-Disposition`: the ASCII fallback (accents dropped, anything unsafe replaced) and the
 * exact UTF-8 name (RFC 6266 / 5987), so a French name survives in every browser and no header is injected.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .trim() || 'document';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Registers a contract call that answers a file (`download` in its definition): the same access, conversion
 * and validation of the input as `registerCall` (`prepareCall`), then the handler's bytes with their
 * `Content-Type`, `Content-Disposition: attachment` and `Cache-Control: no-store` (a statement is personal
 * data: no shared cache keeps it). Refusals stay JSON error bodies, as on every call.
 */
export function registerDownload<C extends CallDefinition>(app: FastifyInstance, call: C, handler: (ctx: CallContext<C>) => Promise<FileAnswer>): void {
  if (!call.download) throw new Error(`${call.id} answers JSON: register it with registerCall`);
  const declared = call.download.contentType;
  app.registeredCalls.push(call);
  app.route({
    method: call.method,
    url: routeUrl(call),
    handler: async (request, reply) => {
      const context = await prepareCall(app, call, request, reply);
      const file = await handler(context);
      if (declared !== '*' && file.contentType !== declared) throw new Error(`${call.id} answered ${file.contentType}, declared ${declared}`);
      return reply
        .code(call.successStatus)
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
    },
  });
}
