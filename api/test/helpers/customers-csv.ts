import { CSV_MAX_BYTES } from '@patrimo/shared';

/**
 * CSV files of customers for the import's tests and benchmark: as a French spreadsheet writes them (`;`,
 * CRLF, quotes where needed) or in any other shape a test builds by hand.
 */

/** Windows-1252 bytes of a text made of Latin-1 characters (the ones French names use). */
export function windows1252(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

/** `{ csv: { file_name, content_base64 } }`, the wire body of the import and of its preview. */
export function csvBody(content: string | Uint8Array, fileName = 'clients.csv'): { csv: { file_name: string; content_base64: string } } {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  return { csv: { file_name: fileName, content_base64: bytes.toString('base64') } };
}

const FIRST_NAMES = ['Hélène', 'François', 'Zoé', 'Jérôme', 'Maëlle', 'Noël', 'Agathe', 'Loïc'];
const LAST_NAMES = ['Lefèvre', 'Garnier', 'Dupont', 'Moreau', 'Bérénice', 'Lambert', 'Roux', 'Faure'];

/** One data line of a generated file (a unique address per index). */
export function customerLine(index: number, tag: string): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Camille';
  const last = LAST_NAMES[(index >> 3) % LAST_NAMES.length] ?? 'Martin';
  return `${index % 2 === 0 ? 'Mme' : 'M.'};${first};${last};client.${tag}.${index}@example.fr;"Bonjour ; à bientôt";Société ${index % 97}`;
}

export const CUSTOMERS_HEADER = 'Civilité;Prénom;Nom;E-mail;Message;Société';

/**
 * A UTF-8 file of `CSV_MAX_BYTES` bytes exactly (or `bytes`), of unique customers: header, lines, and the
 * last line's message padded to the size. Returns the bytes and the number of data lines.
 */
export function generatedCustomersCsv(tag: string, bytes = CSV_MAX_BYTES): { content: Buffer; rows: number } {
  const lines = [CUSTOMERS_HEADER];
  let size = Buffer.byteLength(CUSTOMERS_HEADER) + 2;
  let index = 0;
  const lastLineRoom = 400;
  while (size + lastLineRoom < bytes) {
    const line = customerLine(index, tag);
    lines.push(line);
    size += Buffer.byteLength(line) + 2;
    index += 1;
  }
  const base = `M.;Dernier;Client;client.${tag}.last@example.fr;"`;
  const padding = bytes - size - Buffer.byteLength(base) - 1;
  lines.push(`${base}${'x'.repeat(padding)}"`);
  const content = Buffer.from(lines.join('\r\n'), 'utf8');
  if (content.length !== bytes) throw new Error(`generated ${content.length} bytes instead of ${bytes}`);
  return { content, rows: index + 1 };
}
