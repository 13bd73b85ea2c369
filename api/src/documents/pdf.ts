import PDFDocument from 'pdfkit';

/**
 * The one way the API writes a PDF (the contract statement, the sandbox institution's documents): pdfkit
 * with the standard Helvetica fonts (no font file to ship or embed: a statement stays a few kilobytes), A4,
 * French metadata, and a few layout blocks (title, paragraph, key–value lines, tables that break across
 * pages and repeat their header). Nothing here knows what a contract is.
 */

/** Left and right margin, points (A4 is 595 × 842 points). */
const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = 842 - MARGIN;

/**
 * Text for the standard fonts, whose encoding (WinAnsi) lacks a few characters fr-FR formatting writes: the
 * narrow no-break space of thousands and before « % » becomes a no-break space, the minus sign a hyphen.
 * Everything else French needs (accents, « », ’, €, œ) is in WinAnsi.
 */
export function pdfText(text: string): string {
  return text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/\u2212/g, '-').replace(/[\u2010\u2011]/g, '-');
}

/** One column of a table: its title, its share of the width and how its cells align. */
export interface PdfColumn {
  title: string;
  /** Share of the content width, the columns' shares summing to 1. */
  width: number;
  align?: 'left' | 'right';
}

/** What the blocks write on; `renderPdf` hands one to its builder. */
export class PdfWriter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** The document's big title. */
  title(text: string): this {
    this.doc.font('Helvetica-Bold').fontSize(18).fillColor('#1b2a4a').text(pdfText(text), MARGIN, undefined, { width: CONTENT_WIDTH });
    this.doc.moveDown(0.4);
    return this;
  }

  /** A section heading. */
  heading(text: string): this {
    this.ensureSpace(60);
    this.doc.moveDown(0.8);
    this.doc.font('Helvetica-Bold').fontSize(13).fillColor('#1b2a4a').text(pdfText(text), MARGIN, undefined, { width: CONTENT_WIDTH });
    this.doc.moveDown(0.3);
    return this;
  }

  /** A paragraph of running text; `muted` for notes and methods. */
  paragraph(text: string, options: { muted?: boolean } = {}): this {
    this.doc
      .font('Helvetica')
      .fontSize(options.muted ? 8.5 : 10)
      .fillColor(options.muted ? '#555555' : '#111111')
      .text(pdfText(text), MARGIN, undefined, { width: CONTENT_WIDTH, align: 'left' });
    this.doc.moveDown(0.3);
    return this;
  }

  /** Label–value lines, the value right-aligned, e.g. « Valeur au 31/12/2025 … 12 500,00 € ». */
  keyValues(lines: readonly (readonly [string, string])[]): this {
    for (const [label, value] of lines) {
      this.ensureSpace(16);
      const y = this.doc.y;
      this.doc.font('Helvetica').fontSize(10).fillColor('#111111').text(pdfText(label), MARGIN, y, { width: CONTENT_WIDTH * 0.6 });
      const labelBottom = this.doc.y;
      this.doc.font('Helvetica-Bold').text(pdfText(value), MARGIN + CONTENT_WIDTH * 0.6, y, { width: CONTENT_WIDTH * 0.4, align: 'right' });
      this.doc.y = Math.max(labelBottom, this.doc.y) + 2;
    }
    this.doc.x = MARGIN;
    return this;
  }

  /**
   * A table: a bold header row, then one row per entry, a thin rule under each; a row that would cross the
   * bottom margin starts a new page, where the header is written again. `empty` is written when no row.
   */
  table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[], empty: string): this {
    if (rows.length === 0) return this.paragraph(empty, { muted: true });
    const header = (): void => this.row(columns, columns.map((column) => column.title), true);
    this.ensureSpace(40);
    header();
    for (const cells of rows) {
      if (this.rowHeight(columns, cells) + this.doc.y > BOTTOM) {
        this.doc.addPage();
        header();
      }
      this.row(columns, cells, false);
    }
    this.doc.moveDown(0.3);
    return this;
  }

  private rowHeight(columns: readonly PdfColumn[], cells: readonly string[]): number {
    this.doc.font('Helvetica').fontSize(9);
    return Math.max(...columns.map((column, index) => this.doc.heightOfString(pdfText(cells[index] ?? ''), { width: column.width * CONTENT_WIDTH - 6 }))) + 6;
  }

  private row(columns: readonly PdfColumn[], cells: readonly string[], bold: boolean): void {
    const top = this.doc.y;
    let x = MARGIN;
    let bottom = top;
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('#111111');
    columns.forEach((column, index) => {
      const width = column.width * CONTENT_WIDTH;
      this.doc.text(pdfText(cells[index] ?? ''), x + 3, top + 3, { width: width - 6, align: column.align ?? 'left' });
      bottom = Math.max(bottom, this.doc.y);
      x += width;
    });
    const y = bottom + 3;
    this.doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).lineWidth(bold ? 0.8 : 0.3).strokeColor(bold ? '#1b2a4a' : '#bbbbbb').stroke();
    this.doc.x = MARGIN;
    this.doc.y = y + 1;
  }

  /** Starts a new page when fewer than `points` remain above the bottom margin. */
  private ensureSpace(points: number): void {
    if (this.doc.y + points > BOTTOM) this.doc.addPage();
  }
}

/** The document's metadata (French title, author = the brand). */
export interface PdfMeta {
  title: string;
  author: string;
  subject?: string;
  /** Creation date written in the file (the caller's clock, so a test can pin it). */
  createdAt: Date;
  /** Written at the foot of every page, with « page n / N ». */
  footer: string;
}

/** Writes a PDF with `build` and resolves with its bytes. */
export function renderPdf(meta: PdfMeta, build: (writer: PdfWriter) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'fr-FR',
    info: { Title: pdfText(meta.title), Author: pdfText(meta.author), Subject: pdfText(meta.subject ?? meta.title), Creator: pdfText(meta.author), CreationDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  build(new PdfWriter(doc));
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would open a new page: lift it for the footer only.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(pdfText(`${meta.footer} — page ${index - range.start + 1} / ${range.count}`), MARGIN, 842 - MARGIN + 16, { width: CONTENT_WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
