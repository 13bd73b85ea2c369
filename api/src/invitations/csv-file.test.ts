import { CSV_MAX_BYTES } from '@patrimo/shared';
import { isApiError } from '../http/errors';
import { windows1252 } from '../../test/helpers/customers-csv';
import { decodeCsvBytes, detectDelimiter, mapHeader, normaliseHeader, readCsv } from './csv-file';
import { checkRow, civilTitleOf } from './import-rows';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** The field errors of what `run` throws (an ApiError 400). */
function errorsOf(run: () => unknown): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    if (isApiError(error) && error.statusCode === 400) return error.fieldErrors;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('reading a customers CSV file', () => {
  it('reads semicolons, quotes holding the delimiter and line breaks, and says where each record starts', () => {
    const content = readCsv(utf8('Prénom;Nom;E-mail;Message\r\nHélène;Lefèvre;helene@example.fr;"Bonjour ; à bientôt"\r\n\r\nFrançois;"Garnier\r\nfils";f@example.fr;"Il a dit ""oui"""\r\nZoé;Roux;z@example.fr;\r\n'));
    expect(content).toEqual({
      encoding: 'utf-8',
      delimiter: ';',
      rows: [
        { line: 2, values: { firstName: 'Hélène', lastName: 'Lefèvre', email: 'helene@example.fr', message: 'Bonjour ; à bientôt' } },
        { line: 4, values: { firstName: 'François', lastName: 'Garnier\r\nfils', email: 'f@example.fr', message: 'Il a dit "oui"' } },
        { line: 6, values: { firstName: 'Zoé', lastName: 'Roux', email: 'z@example.fr', message: '' } },
      ],
    });
  });

  it('drops a UTF-8 BOM and reads bytes that are not UTF-8 as Windows-1252', () => {
    const bom = readCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('prenom,nom,email\nHélène,Lefèvre,h@example.fr\n')]));
    expect(bom.encoding).toBe('utf-8');
    expect(bom.delimiter).toBe(',');
    expect(bom.rows[0]?.values.firstName).toBe('Hélène');

    const latin = readCsv(windows1252('Prénom;Nom;Courriel\r\nHélène;Lefèvre;h@example.fr\r\nFrançois;Cœur;f@example.fr\r\n'.replace('Cœur', 'Dupré')));
    expect(latin.encoding).toBe('windows-1252');
    expect(latin.rows.map((row) => [row.values.firstName, row.values.lastName])).toEqual([
      ['Hélène', 'Lefèvre'],
      ['François', 'Dupré'],
    ]);
    // Windows-1252's own characters (œ is 0x9C, € is 0x80), not Latin-1 control codes.
    expect(decodeCsvBytes(Buffer.from([0x43, 0x9c, 0x75, 0x72, 0x20, 0x80])).text).toBe('Cœur €');
  });

  it('detects the delimiter on the header line, outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1,2,3')).toBe(';');
    expect(detectDelimiter('"nom;complet",email,prenom\n')).toBe(',');
    expect(detectDelimiter('prenom\tnom\temail\n')).toBe('\t');
    expect(detectDelimiter('email\n')).toBe(',');
  });

  it('maps French and English headers whatever their case, accents and spaces', () => {
    expect(normaliseHeader(' Code  Promo ')).toBe('codepromo');
    expect(mapHeader(['CIVILITÉ', 'Prénom', 'NOM', 'E-mail', 'Société', 'Contact', 'Code promo', 'Message', 'Autre'])).toEqual({
      civilTitle: 0,
      firstName: 1,
      lastName: 2,
      email: 3,
      companyName: 4,
      contactName: 5,
      promoCode: 6,
      message: 7,
    });
    expect(mapHeader(['Title', 'First Name', 'Last name', 'Mail', 'Company', 'Promo code'])).toEqual({ civilTitle: 0, firstName: 1, lastName: 2, email: 3, companyName: 4, promoCode: 5 });
    const english = readCsv(utf8('First name\tLast name\tEmail\nJane\tDoe\tjane@example.com\n'));
    expect(english.rows[0]?.values).toEqual({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' });
  });

  it('refuses files that are not text, without the required columns or without data: invalid_file', () => {
    const invalid = { 'csv.content_base64': ['invalid_file'] };
    // A real .xlsx starts as a zip; an .xls is an OLE compound file.
    expect(errorsOf(() => readCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])))).toEqual(invalid);
    expect(errorsOf(() => readCsv(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])))).toEqual(invalid);
    expect(errorsOf(() => readCsv(utf8('prenom;nom;email\nA;B;a@b.fr\u0000\n')))).toEqual(invalid);
    expect(errorsOf(() => readCsv(utf8('prenom;nom\nA;B\n')))).toEqual(invalid);
    expect(errorsOf(() => readCsv(utf8('prenom;nom;email\n;;\n\n')))).toEqual(invalid);
    expect(errorsOf(() => readCsv(utf8('')))).toEqual(invalid);
    expect(errorsOf(() => readCsv(utf8('prenom;nom;email\n"A;B;a@b.fr\n')))).toEqual(invalid);
  });

  it('refuses more than CSV_MAX_BYTES bytes: file_too_large', () => {
    expect(errorsOf(() => decodeCsvBytes(Buffer.alloc(CSV_MAX_BYTES + 1, 0x61)))).toEqual({ 'csv.content_base64': ['file_too_large'] });
    expect(decodeCsvBytes(Buffer.alloc(CSV_MAX_BYTES, 0x61)).text).toHaveLength(CSV_MAX_BYTES);
  });

  it('never throws anything but a 400 on garbage', () => {
    const samples = [Buffer.from([0xff, 0xfe, 0x41, 0x00]), utf8('"'), utf8('""""'), utf8('\r\r\r'), utf8(';;;\n;;;'), utf8('email\n'), utf8('prenom,nom,email\n"a"b,c,d\n')];
    for (let seed = 1; seed <= 40; seed += 1) {
      samples.push(Buffer.from(Array.from({ length: 64 + seed * 7 }, (_, i) => (i * 2654435761 * seed) % 256)));
    }
    for (const sample of samples) {
      try {
        readCsv(sample);
      } catch (error) {
        expect(isApiError(error) && error.statusCode === 400).toBe(true);
      }
    }
  });
});

describe('checking a row', () => {
  it('reads civil titles as French and English spreadsheets write them', () => {
    expect(['M.', 'Monsieur', 'mr', 'MR.'].map(civilTitleOf)).toEqual(['mr', 'mr', 'mr', 'mr']);
    expect(['Mme', 'Madame', 'mrs', 'Mlle'].map(civilTitleOf)).toEqual(['mrs', 'mrs', 'mrs', 'mrs']);
    expect(civilTitleOf('')).toBeNull();
    expect(civilTitleOf('Dr')).toBe('unknown');
  });

  it('gives field codes for an invalid row and keeps formula cells as typed', () => {
    expect(checkRow({ line: 3, values: { civilTitle: 'Dr', firstName: ' ', lastName: 'X', email: 'pas-une-adresse' } })).toMatchObject({
      status: 'invalid',
      errors: { civilTitle: ['invalid'], firstName: ['blank'], email: ['invalid'] },
      cells: { civilTitle: 'Dr', firstName: ' ', email: 'pas-une-adresse' },
    });
    const formula = checkRow({ line: 2, values: { firstName: '=HYPERLINK("http://x")', lastName: '-2+3', email: 'A@Example.fr', companyName: '@SUM(A1)' } });
    expect(formula.status).toBe('ready');
    expect(formula.input).toMatchObject({ firstName: '=HYPERLINK("http://x")', lastName: '-2+3', email: 'a@example.fr', companyName: '@SUM(A1)', message: null });
  });
});
