import { inflateSync } from 'node:zlib';

/**
 * Reads the text of a PDF written with the standard fonts (what `documents/pdf.ts` writes), independently of
 * the writer: every content stream is inflated, the strings of its `TJ` / `Tj` operators (hex `<…>` or
 * literal `(…)`) are decoded from WinAnsi, one text object per line. Enough to assert what a page says.
 */

/** WinAnsi bytes 0x80–0x9F that differ from Latin-1 (the ones French text uses, and a few more). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x85: '…', 0x8c: 'Œ', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x9c: 'œ' };

function decode(bytes: number[]): string {
  return bytes.map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');
}

function hexBytes(hex: string): number[] {
  const clean = hex.replace(/\s+/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < clean.length; index += 2) bytes.push(parseInt(clean.slice(index, index + 2).padEnd(2, '0'), 16));
  return bytes;
}

function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index++) {
    const char = literal[index] as string;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = literal[++index] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      index += octal[0].length - 1;
    } else bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  return bytes;
}

/** The content streams of the file, inflated when compressed. */
function streams(pdf: Buffer): string[] {
  const found: string[] = [];
  const text = pdf.toString('latin1');
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const data = pdf.subarray(start, end);
    try {
      found.push((match[1] ?? '').includes('/FlateDecode') ? inflateSync(data).toString('latin1') : data.toString('latin1'));
    } catch {
      // Not a deflated content stream (an image, a font): nothing to read.
    }
    pattern.lastIndex = end;
  }
  return found;
}

/** The PDF's text, one line per text object (`BT … ET`). */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    for (const block of stream.split(/\bBT\b/).slice(1)) {
      const body = block.split(/\bET\b/)[0] ?? '';
      let line = '';
      const strings = /<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g;
      let match: RegExpExecArray | null;
      while ((match = strings.exec(body)) !== null) line += decode(match[1] !== undefined ? hexBytes(match[1]) : literalBytes(match[2] ?? ''));
      if (line !== '') lines.push(line);
    }
  }
  return lines;
}

/** Number of pages (`/Type /Page` objects). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}

/** fr-FR text as the PDF carries it: narrow no-break spaces become no-break spaces (WinAnsi has no U+202F). */
export function asInPdf(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}
