/**
 * What the invoice and the packing slip share: an A4 page in Helvetica (its WinAnsi encoding has
 * æ, ø and å), Norwegian formats for money and dates, a table that continues on a new page, and
 * the document as a Buffer.
 */
import { formatMoney } from '@vev/shared';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const page = { width: 595.28, height: 841.89, margin: 50 } as const;
export const contentWidth = page.width - 2 * page.margin;
/** Rows stop here; the footer lives below. */
export const contentBottom = page.height - page.margin - 40;

export const colors = { text: '#212529', muted: '#6c757d', rule: '#dee2e6', shade: '#f1f3f5' } as const;
export const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

/** '1 299,00 kr' with characters the standard fonts have (no narrow spaces, a plain minus). */
export const pdfMoney = (ore: number): string =>
  formatMoney(ore)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u2212/g, '-');

const norwegianDate = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date ('2026-03-03') as '3. mars 2026'. */
export const pdfDate = (isoDate: string): string => norwegianDate.format(new Date(`${isoDate}T00:00:00Z`));

// Made once: an Intl formatter costs more to make than a whole invoice's formatting.
const percentFormat = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });
const regionNames = new Intl.DisplayNames(['nb'], { type: 'region' });

/** '25 %', '12,5 %'. */
export const pdfPercent = (basisPoints: number): string => `${percentFormat.format(basisPoints / 100)} %`;

/** A country code as a Norwegian name ('SE' → 'Sverige'). */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 9 digits as '123 456 789'; anything else as given. */
export const formatOrganizationNumber = (value: string): string =>
  /^\d{9}$/.test(value) ? value.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : value;

/** 11 digits as '1234 56 78903', the way Norwegian account numbers are written. */
export const formatAccountNumber = (value: string): string =>
  /^\d{11}$/.test(value) ? value.replace(/^(\d{4})(\d{2})(\d{5})$/, '$1 $2 $3') : value;

export interface RenderOptions {
  /** Off in tests, so the text can be read from the file. */
  compress?: boolean;
}

export function createPdf(input: { title: string; author: string; compress?: boolean; createdAt?: Date }): Pdf {
  return new PDFDocument({
    size: 'A4',
    margin: page.margin,
    compress: input.compress ?? true,
    lang: 'nb-NO',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: input.title,
      Author: input.author,
      Creator: input.author,
      ...(input.createdAt ? { CreationDate: input.createdAt } : {}),
    },
  });
}

/** Ends the document and answers its bytes. */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Draws a table's header row at `y`; answers where the rows begin. */
export function tableHeader(doc: Pdf, columns: readonly Column[], y: number): number {
  doc.rect(page.margin, y, contentWidth, 20).fill(colors.shade);
  let x = page.margin;
  doc.font(fonts.bold).fontSize(9).fillColor(colors.text);
  for (const column of columns) {
    doc.text(column.header, x + 6, y + 6, {
      width: column.width - 12,
      align: column.align ?? 'left',
      lineBreak: false,
    });
    x += column.width;
  }
  return y + 26;
}

/**
 * Draws one row: each cell's lines (the first in the regular font, the rest smaller and muted),
 * on a new page with the header again when the row would not fit. Answers where the next row begins.
 */
export function tableRow(
  doc: Pdf,
  columns: readonly Column[],
  cells: readonly string[][],
  y: number,
  /** Draws more in the row once its place is known (a box to tick). */
  decorate?: (top: number) => void,
): number {
  const heightOf = (lines: readonly string[], width: number) =>
    lines.reduce((sum, line, index) => {
      doc.font(fonts.regular).fontSize(index === 0 ? 10 : 8.5);
      return sum + doc.heightOfString(line, { width }) + (index === 0 ? 0 : 1);
    }, 0);
  const height = Math.max(...columns.map((column, index) => heightOf(cells[index] ?? [], column.width - 12)));
  let top = y;
  if (top + height > contentBottom) {
    doc.addPage();
    top = tableHeader(doc, columns, page.margin);
  }
  let x = page.margin;
  columns.forEach((column, index) => {
    let lineY = top;
    (cells[index] ?? []).forEach((line, lineIndex) => {
      const first = lineIndex === 0;
      doc
        .font(fonts.regular)
        .fontSize(first ? 10 : 8.5)
        .fillColor(first ? colors.text : colors.muted);
      doc.text(line, x + 6, lineY, { width: column.width - 12, align: column.align ?? 'left' });
      lineY = doc.y + (first ? 0 : 1);
    });
    x += column.width;
  });
  decorate?.(top);
  const bottom = top + height + 6;
  rule(doc, bottom);
  return bottom + 6;
}

export function rule(doc: Pdf, y: number): void {
  doc
    .moveTo(page.margin, y)
    .lineTo(page.width - page.margin, y)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
}

/** A few lines of text at (x, y): a small muted label, then the lines. Answers the y below it. */
export function block(doc: Pdf, label: string, lines: readonly string[], x: number, y: number, width: number): number {
  doc.font(fonts.bold).fontSize(8.5).fillColor(colors.muted).text(label.toUpperCase(), x, y, { width });
  doc.font(fonts.regular).fontSize(10).fillColor(colors.text);
  for (const line of lines.filter(Boolean)) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

/** Label and value pairs, the value right-aligned in a column of `width`. Answers the y below them. */
export function pairs(
  doc: Pdf,
  entries: readonly (readonly [string, string, boolean?])[],
  x: number,
  y: number,
  width: number,
): number {
  let rowY = y;
  for (const [label, value, strong] of entries) {
    doc
      .font(strong ? fonts.bold : fonts.regular)
      .fontSize(strong ? 11 : 10)
      .fillColor(colors.text);
    doc.text(label, x, rowY, { width: width / 2, lineBreak: false });
    doc.text(value, x + width / 2, rowY, { width: width / 2, align: 'right', lineBreak: false });
    rowY += strong ? 18 : 15;
  }
  return rowY;
}

/** The same small footer on every page (the document is buffered so pages can be revisited). */
export function footer(doc: Pdf, text: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const y = page.height - page.margin - 16;
    doc.font(fonts.regular).fontSize(8).fillColor(colors.muted);
    const pageText = range.count > 1 ? `   ·   Side ${index + 1} av ${range.count}` : '';
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(`${text}${pageText}`, page.margin, y, { width: contentWidth, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
