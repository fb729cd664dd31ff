import { describe, expect, it } from 'vitest';
import { acceptedMediaTypes, fileExtension, nameFitsType } from './media';

const typeOf = (format: string) => {
  const type = acceptedMediaTypes.find((candidate) => candidate.format === format);
  if (!type) throw new Error(`no accepted type ${format}`);
  return type;
};

describe('accepted media types and their file names', () => {
  it('every type is named by its format first, and no extension belongs to two types', () => {
    for (const type of acceptedMediaTypes) expect(type.extensions[0]).toBe(type.format);
    const extensions = acceptedMediaTypes.flatMap((type) => [...type.extensions]);
    expect(new Set(extensions).size).toBe(extensions.length);
  });

  it('a file extension is the part after the last dot, in lower case; trailing dots and spaces do not count', () => {
    expect(fileExtension('Sommer.Kjole.JPEG')).toBe('jpeg');
    expect(fileExtension('fake.png. ')).toBe('png');
    expect(fileExtension('notat')).toBeNull();
    expect(fileExtension('.gitignore')).toBeNull();
  });

  it('a JPEG may be named .jpg, .jpeg, .jpe or .jfif, and nothing else', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.jpe', 'a.jfif']) expect(nameFitsType(name, typeOf('jpg'))).toBe(true);
    expect(nameFitsType('a.png', typeOf('jpg'))).toBe(false);
  });

  it('text named as an image, HTML named .png and a PDF named .jpg do not fit', () => {
    expect(nameFitsType('fake.png', typeOf('txt'))).toBe(false);
    expect(nameFitsType('side.html', typeOf('txt'))).toBe(false);
    expect(nameFitsType('meny.jpg', typeOf('pdf'))).toBe(false);
    expect(nameFitsType('bilde.svg', typeOf('png'))).toBe(false);
  });

  it('a name without an extension fits any type: the content decides', () => {
    expect(nameFitsType('notat', typeOf('txt'))).toBe(true);
    expect(nameFitsType('meny', typeOf('pdf'))).toBe(true);
  });

  it('the usual names fit their types', () => {
    const usual: [string, string][] = [
      ['logo.svg', 'svg'],
      ['film.mp4', 'mp4'],
      ['film.m4v', 'mp4'],
      ['lyd.mp3', 'mp3'],
      ['priser.csv', 'csv'],
      ['les-meg.md', 'txt'],
      ['rapport.docx', 'docx'],
      ['tall.xlsx', 'xlsx'],
      ['lysark.pptx', 'pptx'],
      ['arkiv.zip', 'zip'],
      ['bilde.avif', 'avif'],
      ['bilde.webp', 'webp'],
      ['animasjon.gif', 'gif'],
    ];
    for (const [name, format] of usual) expect(nameFitsType(name, typeOf(format)), name).toBe(true);
  });
});
