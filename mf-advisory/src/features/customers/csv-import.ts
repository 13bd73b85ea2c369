import { CSV_EXTENSION, CSV_MAX_BYTES, messageForError, type ImportPreviewRow, type ImportRowStatus } from '@patrimo/shared';
import { isApiHttpError } from '@patrimo/shared/client';

/**
 * The CSV import's browser side (spec §5, §8, §9): the file checked before anything is read, its bytes as base64
 * (the server detects the encoding itself), the French of a failure, of a row's problems, and the template.
 */

/** Types browsers give a `.csv` (Windows says Excel's; some give none at all). */
const CSV_MIME_TYPES = new Set(['', 'text/csv', 'text/plain', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/x-csv']);

export type CsvFileProblem = 'invalid_file' | 'file_too_large';

/** Why a chosen file cannot be sent, or null: a `.csv` of 1 byte to 2 MB. */
export function csvFileProblem(file: { name: string; size: number; type: string }): CsvFileProblem | null {
  if (!file.name.toLowerCase().endsWith(CSV_EXTENSION) || !CSV_MIME_TYPES.has(file.type.toLowerCase())) return 'invalid_file';
  if (file.size === 0) return 'invalid_file';
  if (file.size > CSV_MAX_BYTES) return 'file_too_large';
  return null;
}

/** The invalid-file message of spec §8 for a problem. */
export function csvFileProblemMessage(problem: CsvFileProblem): string {
  return messageForError(problem, 'csv');
}

/** Bytes as standard base64 (what `invitationCsvSchema.contentBase64` takes). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // By slices: `String.fromCharCode(...bytes)` on 2 MB would overflow the call stack.
  const SLICE = 0x8000;
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return btoa(binary);
}

/**
 * The French of a failed preview or import: the file's own problem when the server named one (`invalid_file`,
 * `file_too_large` on the `csv` field), else « Une erreur est survenue lors de l’envoi du fichier ».
 */
export function csvFailureMessage(error: unknown): string {
  if (isApiHttpError(error)) {
    const codes = Object.values(error.fields).flat();
    const fileCode = codes.find((code): code is CsvFileProblem => code === 'invalid_file' || code === 'file_too_large');
    if (fileCode) return csvFileProblemMessage(fileCode);
  }
  return messageForError('csv_upload_failed');
}

/** A row's problems, in French, one per field error (the field's own wording when the catalogue has one). */
export function rowProblems(row: Pick<ImportPreviewRow, 'errors'>): string[] {
  return Object.entries(row.errors).flatMap(([field, codes]) => codes.map((code) => messageForError(code, field)));
}

export const IMPORT_STATUS_LABELS: Record<ImportRowStatus, string> = {
  ready: 'Prête',
  invalid: 'Invalide',
  duplicate: 'Doublon',
  already_customer: 'Déjà client',
  already_invited: 'Déjà invité',
};

/** What a skipped row's status means, when it has no field error to show. */
export const IMPORT_STATUS_EXPLANATIONS: Record<Exclude<ImportRowStatus, 'ready' | 'invalid'>, string> = {
  duplicate: 'Cette adresse e-mail figure déjà plus haut dans le fichier.',
  already_customer: 'Cette personne est déjà cliente du cabinet.',
  already_invited: 'Une invitation est déjà en cours pour cette adresse.',
};

/** How many rows of a status the preview counted. */
export function countOf(counts: readonly { status: ImportRowStatus; count: number }[], status: ImportRowStatus): number {
  return counts.find((entry) => entry.status === status)?.count ?? 0;
}

/** Column names of the template, as the import reads them. */
export const TEMPLATE_COLUMNS = ['Civilité', 'Prénom', 'Nom', 'E-mail', 'Message', 'Société', 'Contact', 'Code promo'] as const;

/**
 * The template offered for download: the header row, `;`-separated as French spreadsheets write it, with a UTF-8
 * byte order mark so that Excel reads the accents right.
 */
export function csvTemplate(): string {
  return `\uFEFF${TEMPLATE_COLUMNS.join(';')}\r\n`;
}

export const TEMPLATE_FILE_NAME = 'modele-import-clients.csv';
