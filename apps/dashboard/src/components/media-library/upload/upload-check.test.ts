import { describe, expect, it } from 'vitest';
import { dropzoneAccept, uploadProblem } from './upload-check';

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('what the browser checks before an upload (spec 3 §8 "Upload")', () => {
  it('knows a file by its type or, without one, by the extensions of the accepted types', () => {
    expect(uploadProblem(file('fjord.jpeg'), 'image')).toBeNull();
    expect(uploadProblem(file('fjord.JFIF'), 'image')).toBeNull();
    expect(uploadProblem(file('fjord', 'image/png'), 'image')).toBeNull();
    expect(uploadProblem(file('meny.pdf'), 'image')).toBe('Feil filtype (aksepterer jpg, png, gif, webp, avif, svg)');
    expect(uploadProblem(file('program.exe'))).toMatch(/^Feil filtype \(aksepterer jpg, png, .*pptx\)$/);
  });

  it('the picker offers every extension of the accepted types', () => {
    expect(dropzoneAccept('image')['image/jpeg']).toEqual(['.jpg', '.jpeg', '.jpe', '.jfif']);
    expect(dropzoneAccept()['video/mp4']).toEqual(['.mp4', '.m4v']);
    expect(Object.keys(dropzoneAccept('image'))).not.toContain('application/pdf');
  });
});
