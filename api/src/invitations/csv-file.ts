import { parse } from 'csv-parse/sync';
import { CSV_MAX_BYTES, type InvitationImportPreview } from '@patrimo/shared';
import { fieldErrors, type ApiError } from '../http/errors';

/**
 * Reading a customers' CSV file (issue 16, spec §5 and §9: `.csv` only, 2 MB at most), from its bytes:
 * size, « is it text at all », encoding, delimiter, then the records through csv-parse (RFC 4180 quoting:
 * delimiters and line breaks inside quotes), then the header mapped to the invitation's fields. Cells are
 * kept as typed: nothing here evaluates, strips or prefixes a cell that looks like a spreadsheet formula.
 */

export type CsvEncoding = InvitationImportPreview['encoding'];
export type CsvDelimiter = InvitationImportPreview['delimiter'];

/** The fields a column can feed. */
export type CsvField = 'civilTitle' | 'firstName' | 'lastName' | 'email' | 'message' | 'companyName' | 'contactName' | 'promoCode';

/** One data record of the file, by field (absent columns are absent), with its line in the file. */
export interface CsvRow {
  /** 1-based line where the record starts, the header being line 1. */
  line: number;
  values: Partial<Record<CsvField, string>>;
}

export interface CsvContent {
  encoding: CsvEncoding;
  delimiter: CsvDelimiter;
  rows: CsvRow[];
}

const FIELD = 'csv.content_base64';

/** 400 `csv.content_base64: invalid_file`. */
export const invalidFile = (): ApiError => fieldErrors({ [FIELD]: ['invalid_file'] });
/** 400 `csv.content_base64: file_too_large`. */
export const fileTooLarge = (): ApiError => fieldErrors({ [FIELD]: ['file_too_large'] });

/** Signatures of files that are not text: a zip (.xlsx, .ods, .docx), an OLE compound file (.xls, .doc). */
const BINARY_SIGNATURES: readonly number[][] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.length <= bytes.length && signature.every((byte, i) => bytes[i] === byte);
}

/**
 * The text of the file and its encoding: UTF-8 (with or without BOM) when the bytes are valid UTF-8, else
 * Windows-1252, which French spreadsheets write as « CSV » (a superset of Latin-1 for printable text).
 * A spreadsheet renamed `.csv`, or any file holding NUL bytes, is `invalid_file`.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes.length > CSV_MAX_BYTES) throw fileTooLarge();
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature)) || bytes.includes(0)) throw invalidFile();
  try {
    // The decoder drops a leading BOM itself (ignoreBOM: false).
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (€, ‚, ƒ, „, …, œ, Ÿ…), where Latin-1 has control codes;
 * the five bytes it leaves undefined stay as their code points, as the WHATWG decoder does. Written out
 * because Node 20's TextDecoder('windows-1252') decodes those bytes as Latin-1.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Windows-1252 bytes as text: Latin-1 except 0x80–0x9F. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80] ?? character);
}

/** The bytes of `contentBase64` (already checked by the contract: base64 alphabet, bounded length). */
export function bytesOfBase64(contentBase64: string): Uint8Array {
  return Buffer.from(contentBase64, 'base64');
}

const DELIMITERS: readonly CsvDelimiter[] = [';', ',', '\t'];

/**
 * The delimiter, read on the header line: the candidate found most often outside quotes; `;` wins a tie (a
 * French spreadsheet's choice). A header with none of them has one column: `,` then, and the mapping finds
 * the required columns missing.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && counts.has(character as CsvDelimiter)) counts.set(character as CsvDelimiter, (counts.get(character as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = counts.get(delimiter) ?? 0;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

/** « Prénom », « E-mail », « Code promo » → `prenom`, `email`, `codepromo`: case, accents, spaces and punctuation dropped. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Header names, normalised, in French and English, for each field. */
const HEADER_NAMES: Record<CsvField, readonly string[]> = {
  civilTitle: ['civilite', 'titre', 'title', 'civility', 'salutation'],
  firstName: ['prenom', 'firstname', 'givenname'],
  lastName: ['nom', 'nomdefamille', 'lastname', 'surname', 'familyname'],
  email: ['email', 'courriel', 'mail', 'adresseemail', 'adressemail', 'adressecourriel', 'emailaddress'],
  message: ['message'],
  companyName: ['societe', 'entreprise', 'company', 'companyname', 'raisonsociale'],
  contactName: ['contact', 'contactname', 'nomducontact'],
  promoCode: ['codepromo', 'promocode', 'codepromotionnel', 'coupon'],
};

const FIELD_OF_HEADER = new Map<string, CsvField>(Object.entries(HEADER_NAMES).flatMap(([field, names]) => names.map((name) => [name, field as CsvField] as const)));

/** The columns a file must have. */
const REQUIRED_FIELDS: readonly CsvField[] = ['firstName', 'lastName', 'email'];

/** Column index of each field named by the header (the first column of a name wins). */
export function mapHeader(header: readonly string[]): Partial<Record<CsvField, number>> {
  const columns: Partial<Record<CsvField, number>> = {};
  header.forEach((name, index) => {
    const field = FIELD_OF_HEADER.get(normaliseHeader(name));
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

function lineBreaksIn(record: readonly string[]): number {
  let count = 0;
  for (const cell of record) count += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  return count;
}

const CR = 0x0d;
const LF = 0x0a;

/** Line breaks (CRLF, CR or LF, each counted once) in `bytes[from, to)`. */
function lineBreaksBetween(bytes: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) {
    if (bytes[i] === CR) {
      count += 1;
      if (bytes[i + 1] === LF && i + 1 < to) i += 1;
    } else if (bytes[i] === LF) {
      count += 1;
    }
  }
  return count;
}

/**
 * The 1-based line where each record starts, from the byte offset csv-parse gives at the end of each
 * (`info.bytes`, its trailing line break included). csv-parse's own `info.lines` counts a CRLF inside quotes
 * twice, which would shift every later line of a spreadsheet's file.
 */
function startLines(text: string, records: readonly ParsedRecord[]): number[] {
  const bytes = Buffer.from(text, 'utf8');
  let cursor = 0;
  let breaks = 0;
  return records.map(({ record, info }) => {
    breaks += lineBreaksBetween(bytes, cursor, info.bytes);
    cursor = info.bytes;
    const last = bytes[info.bytes - 1];
    const endLine = 1 + breaks - (last === CR || last === LF ? 1 : 0);
    return endLine - lineBreaksIn(record);
  });
}

interface ParsedRecord {
  record: string[];
  info: { bytes: number };
}

/**
 * The rows of a CSV file given as its bytes. Records with only empty cells are skipped; a file whose
 * quoting is broken (a quote never closed), without the required columns or without any data row is
 * `invalid_file`.
 */
export function readCsv(bytes: Uint8Array): CsvContent {
  const { text, encoding } = decodeCsvBytes(bytes);
  const delimiter = detectDelimiter(text);
  let records: ParsedRecord[];
  try {
    records = parse(text, { delimiter, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as unknown as ParsedRecord[];
  } catch {
    throw invalidFile();
  }
  const [header] = records;
  if (!header) throw invalidFile();
  const columns = mapHeader(header.record);
  if (REQUIRED_FIELDS.some((field) => columns[field] === undefined)) throw invalidFile();

  const lines = startLines(text, records);
  const rows: CsvRow[] = [];
  records.forEach(({ record }, index) => {
    if (index === 0 || record.every((cell) => cell.trim() === '')) return;
    const values: Partial<Record<CsvField, string>> = {};
    for (const [field, column] of Object.entries(columns) as [CsvField, number][]) values[field] = record[column] ?? '';
    rows.push({ line: lines[index] ?? index + 1, values });
  });
  if (rows.length === 0) throw invalidFile();
  return { encoding, delimiter, rows };
}
