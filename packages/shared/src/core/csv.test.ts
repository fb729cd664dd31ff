import { describe, expect, it } from 'vitest';
import { csvLine, detectSeparator, parseCsv } from './csv';

describe('CSV', () => {
  it('reads comma-separated rows, quoted fields with commas, quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"x, y","si ""hei""","to\nlinjer"\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'si "hei"', 'to\nlinjer'],
    ]);
  });

  it('takes semicolons when the first line has them and no commas (Norwegian Excel)', () => {
    expect(detectSeparator('Gammel URL;Ny URL;Kode\n/a;/b;301')).toBe(';');
    expect(detectSeparator('"a;b",c')).toBe(',');
    expect(parseCsv('/a;/b;301\n/c;/d;')).toEqual([
      ['/a', '/b', '301'],
      ['/c', '/d', ''],
    ]);
  });

  it('leaves out blank lines and a byte-order mark, and keeps a last line without a line break', () => {
    expect(parseCsv('\uFEFFa,b\n\n  \nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('quotes what needs quoting when writing', () => {
    expect(csvLine(['/a', 'x,y', 'si "hei"', 301])).toBe('/a,"x,y","si ""hei""",301');
    expect(parseCsv(csvLine(['/a', 'x,y', 'si "hei"']))).toEqual([['/a', 'x,y', 'si "hei"']]);
  });
});
