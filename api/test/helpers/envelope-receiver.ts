import http from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One item of a Sentry envelope: its header (`{ type: 'event' }`…) and its payload, parsed when JSON. */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: unknown;
}

export interface ReceivedEnvelope {
  /** The path it was posted to (`/api/<project>/envelope/`). */
  path: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/**
 * A local stand-in for the error reporter's ingest endpoint: it accepts what an SDK posts to a DSN pointing at
 * it (`http://<key>@127.0.0.1:<port>/<project>`) and keeps the envelopes, so that a test reads what would
 * have left the machine.
 */
export interface EnvelopeReceiver {
  /** A DSN whose envelopes come here, for the project given. */
  dsn(project: number, key?: string): string;
  envelopes: ReceivedEnvelope[];
  /** The event payloads received so far (items of type `event`). */
  events(): Array<Record<string, unknown>>;
  close(): Promise<void>;
}

/** Splits an envelope: a header line, then for each item a header line and a payload (of `length` bytes when given). */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const readLine = (): string => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (line.trim() === '') continue;
    const itemHeader = JSON.parse(line) as Record<string, unknown>;
    let raw: string;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else {
      raw = readLine();
    }
    let payload: unknown = raw;
    try {
      payload = JSON.parse(raw);
    } catch {
      // A binary or text attachment stays as it came.
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

export async function startEnvelopeReceiver(): Promise<EnvelopeReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      try {
        envelopes.push({ path: (request.url ?? '').split('?')[0] ?? '', ...parseEnvelope(body) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    dsn: (project, key = 'public') => `http://${key}@127.0.0.1:${port}/${project}`,
    envelopes,
    events: () =>
      envelopes.flatMap((envelope) =>
        envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as Record<string, unknown>),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
