/**
 * The text a PDF shows, read back for tests: every content stream (inflated when compressed), every
 * `TJ`/`Tj` string joined as one text run, decoded from the standard fonts' WinAnsi encoding.
 * Enough for the documents pdfkit writes with its built-in fonts; not a general PDF reader.
 */
import zlib from 'node:zlib';

/** WinAnsi is Latin-1 but for 0x80–0x9f, where Node's decoders (without full ICU) give control characters. */
const winAnsiHigh: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
};
const winAnsi = (bytes: Buffer) => Array.from(bytes, (byte) => winAnsiHigh[byte] ?? String.fromCharCode(byte)).join('');

function contentStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of source.matchAll(/<<([\s\S]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    const dictionary = match[1] ?? '';
    if (!dictionary.includes('/FlateDecode')) streams.push(bytes.toString('latin1'));
    else {
      try {
        streams.push(zlib.inflateSync(bytes).toString('latin1'));
      } catch {
        // An image or a font program, not text.
      }
    }
  }
  return streams;
}

/** The PDF's text runs in the order they are drawn. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const runs: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const match of stream.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex =
        match[1] !== undefined ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('') : match[2];
      runs.push(winAnsi(Buffer.from(hex ?? '', 'hex')));
    }
  }
  return runs;
}

/** All of the PDF's text, one run a line. */
export const pdfText = (pdf: Buffer): string => pdfTextRuns(pdf).join('\n');
