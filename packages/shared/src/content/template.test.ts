import { describe, expect, it } from 'vitest';
import { templateCopyName } from './template';

describe('template copy name', () => {
  it("adds ' (kopi)' to the name", () => {
    expect(templateCopyName('Kategoriside')).toBe('Kategoriside (kopi)');
  });

  it('cuts a long name so the copy stays within 120 characters', () => {
    const copy = templateCopyName('x'.repeat(120));
    expect(copy).toHaveLength(120);
    expect(copy.endsWith('x (kopi)')).toBe(true);
  });
});
