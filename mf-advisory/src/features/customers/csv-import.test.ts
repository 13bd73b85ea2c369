import { CSV_MAX_BYTES, messageForError } from '@patrimo/shared';
import { ApiHttpError, ApiNetworkError } from '@patrimo/shared/client';
import { bytesToBase64, countOf, csvFailureMessage, csvFileProblem, csvFileProblemMessage, csvTemplate, rowProblems } from './csv-import';

describe('csvFileProblem', () => {
  const csv = { name: 'clients.csv', size: 1200, type: 'text/csv' };

  it('accepts a .csv up to 2 MB, whatever type the browser gives it', () => {
    expect(csvFileProblem(csv)).toBeNull();
    expect(csvFileProblem({ ...csv, name: 'CLIENTS.CSV', type: '' })).toBeNull();
    expect(csvFileProblem({ ...csv, type: 'application/vnd.ms-excel' })).toBeNull();
    expect(csvFileProblem({ ...csv, size: CSV_MAX_BYTES })).toBeNull();
  });

  it('refuses another extension, a spreadsheet renamed, an empty file', () => {
    expect(csvFileProblem({ ...csv, name: 'clients.xlsx' })).toBe('invalid_file');
    expect(csvFileProblem({ ...csv, name: 'clients.csv.exe' })).toBe('invalid_file');
    expect(csvFileProblem({ ...csv, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe('invalid_file');
    expect(csvFileProblem({ ...csv, size: 0 })).toBe('invalid_file');
  });

  it('refuses one byte over 2 MB', () => {
    expect(csvFileProblem({ ...csv, size: CSV_MAX_BYTES + 1 })).toBe('file_too_large');
  });

  it('says it with the invalid-file messages of the catalogue', () => {
    expect(csvFileProblemMessage('invalid_file')).toBe('Seuls les fichiers .csv sont acceptés');
    expect(csvFileProblemMessage('file_too_large')).toBe('Le fichier ne doit pas dépasser 2 Mo');
  });
});

describe('bytesToBase64', () => {
  it('encodes bytes, accents and a BOM included, as the server decodes them', () => {
    const bytes = new TextEncoder().encode('\uFEFFPrénom;Nom\r\nÉlodie;Müller\r\n');
    expect(Buffer.from(bytesToBase64(bytes), 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(bytesToBase64(new Uint8Array([0xe9, 0x00, 0xff]))).toBe('6QD/');
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('encodes a file of 2 MB without overflowing the stack', () => {
    const bytes = new Uint8Array(CSV_MAX_BYTES).map((_, index) => index % 251);
    const encoded = bytesToBase64(bytes);
    expect(encoded).toHaveLength(Math.ceil(CSV_MAX_BYTES / 3) * 4);
    expect(Buffer.from(encoded, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('csvFailureMessage', () => {
  it('names the file’s own problem when the server found one', () => {
    expect(csvFailureMessage(new ApiHttpError(400, [], { 'csv.contentBase64': ['file_too_large'] }))).toBe('Le fichier ne doit pas dépasser 2 Mo');
    expect(csvFailureMessage(new ApiHttpError(400, [], { 'csv.contentBase64': ['invalid_file'] }))).toBe('Seuls les fichiers .csv sont acceptés');
  });

  it('says « Une erreur est survenue lors de l’envoi du fichier » for anything else', () => {
    const expected = messageForError('csv_upload_failed');
    expect(expected).toBe('Une erreur est survenue lors de l’envoi du fichier');
    expect(csvFailureMessage(new ApiHttpError(500, ['server_error'], {}))).toBe(expected);
    expect(csvFailureMessage(new ApiHttpError(400, [], { 'csv.fileName': ['too_long'] }))).toBe(expected);
    expect(csvFailureMessage(new ApiNetworkError({ cause: new Error('offline') }))).toBe(expected);
    expect(csvFailureMessage(new TypeError('x'))).toBe(expected);
  });
});

describe('rows', () => {
  it('says each field error in French', () => {
    expect(rowProblems({ errors: { email: ['invalid'], firstName: ['blank'] } })).toEqual([
      messageForError('invalid', 'email'),
      messageForError('blank', 'firstName'),
    ]);
    expect(rowProblems({ errors: {} })).toEqual([]);
  });

  it('reads the counts, zero for a status not listed', () => {
    expect(countOf([{ status: 'ready', count: 3 }], 'ready')).toBe(3);
    expect(countOf([{ status: 'ready', count: 3 }], 'duplicate')).toBe(0);
  });
});

describe('csvTemplate', () => {
  it('is a UTF-8 BOM and a `;`-separated header of the columns the import reads', () => {
    const template = csvTemplate();
    expect(template.startsWith('\uFEFF')).toBe(true);
    expect(template.slice(1).trim().split(';')).toEqual(['Civilité', 'Prénom', 'Nom', 'E-mail', 'Message', 'Société', 'Contact', 'Code promo']);
  });
});
