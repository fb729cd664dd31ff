import { describe, expect, it } from 'vitest';
import { type Inspection, sniffType } from './sniff';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );
const binary = (head: Buffer, zipEntries?: string[]): Inspection => ({ head, text: false, zipEntries });
const text = (content: string): Inspection => ({ head: Buffer.from(content), text: true });
const mimeOf = (inspection: Inspection, name = 'fil') => sniffType(inspection, name)?.mime ?? null;

describe('sniffType', () => {
  it('knows images by their magic numbers', () => {
    expect(mimeOf(binary(bytes(0xff, 0xd8, 0xff, 0xe0)))).toBe('image/jpeg');
    expect(mimeOf(binary(bytes(0x89, 'PNG\r\n', 0x1a, '\n')))).toBe('image/png');
    expect(mimeOf(binary(bytes('GIF89a')))).toBe('image/gif');
    expect(mimeOf(binary(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')))).toBe('image/webp');
  });

  it('reads the brands of ISO media: AVIF and MP4 are accepted, HEIC and QuickTime are not', () => {
    const ftyp = (major: string, ...compatible: string[]) =>
      bytes(0, 0, 0, 16 + 4 * compatible.length, 'ftyp', major, 0, 0, 0, 0, ...compatible);
    expect(mimeOf(binary(ftyp('avif', 'mif1', 'avif')))).toBe('image/avif');
    expect(mimeOf(binary(ftyp('isom', 'isom', 'mp41')))).toBe('video/mp4');
    expect(mimeOf(binary(ftyp('heic', 'mif1', 'heic')))).toBeNull();
    expect(mimeOf(binary(ftyp('qt  ', 'qt  ')))).toBeNull();
  });

  it('tells office documents from other zips by their entries', () => {
    const zip = bytes('PK', 3, 4);
    expect(mimeOf(binary(zip, ['[Content_Types].xml', 'word/document.xml']))).toMatch(/wordprocessingml/);
    expect(mimeOf(binary(zip, ['xl/workbook.xml']))).toMatch(/spreadsheetml/);
    expect(mimeOf(binary(zip, ['ppt/presentation.xml']))).toMatch(/presentationml/);
    expect(mimeOf(binary(zip, ['bilde.jpg']))).toBe('application/zip');
  });

  it('knows PDF and MP3', () => {
    expect(mimeOf(binary(bytes('%PDF-1.7')))).toBe('application/pdf');
    expect(mimeOf(binary(bytes('ID3', 4, 0)))).toBe('audio/mpeg');
    expect(mimeOf(binary(bytes(0xff, 0xfb, 0x90)))).toBe('audio/mpeg');
  });

  it('takes text only when it is valid UTF-8; SVG by its root element; CSV by its name', () => {
    expect(mimeOf(text('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe('image/svg+xml');
    expect(mimeOf(text('navn;pris'), 'priser.CSV')).toBe('text/csv');
    expect(mimeOf(text('Hei'), 'bilde.png')).toBe('text/plain');
    expect(mimeOf({ head: Buffer.from('Hei'), text: false })).toBeNull();
    expect(mimeOf(text(''))).toBeNull();
  });
});
