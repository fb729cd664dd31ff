import { describe, expect, it } from 'vitest';
import { formAcceptText } from './accept';

describe('a file field’s accepted types in words (docs/decisions/forms.md)', () => {
  it('a group reads as its kind, a type or an extension as its short name', () => {
    expect(formAcceptText('image/*,.pdf')).toBe('bilder og PDF');
    expect(formAcceptText('image/png, image/jpeg ,.docx')).toBe('PNG, JPEG og DOCX');
  });

  it('the same type named twice is said once', () => {
    expect(formAcceptText('application/pdf,.pdf')).toBe('PDF');
  });

  it('a long vendor type stays as written; an empty accept says nothing', () => {
    expect(formAcceptText('application/vnd.ms-excel')).toBe('application/vnd.ms-excel');
    expect(formAcceptText(' ')).toBe('');
  });
});
