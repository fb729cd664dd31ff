import { describe, expect, it } from 'vitest';
import { defaultSectionProps, draftSectionPropsSchema, sectionPropsSchema } from '../definition/schema';
import { sectionDefinitions } from '../registry';
import { render } from '../test/render';

/**
 * The designer places a new section with its defaults before its form is filled in: a draft may hold
 * a section whose required props are still empty (its form asks for them), and the storefront shows
 * such a section without failing.
 */
describe('a newly placed section', () => {
  it.each(
    sectionDefinitions.map((definition) => [definition.name, definition] as const),
  )('%s: its defaults fit a draft and render', (_name, definition) => {
    const defaults = defaultSectionProps(definition);
    expect(draftSectionPropsSchema(definition).safeParse(defaults).success).toBe(true);
    expect(() => render(definition.name, defaults)).not.toThrow();
  });

  it('a draft still checks what is filled in, and the form still asks for what is required', () => {
    const image = sectionDefinitions.find((definition) => definition.name === 'image');
    if (!image) throw new Error('no image section');
    expect(draftSectionPropsSchema(image).safeParse({ ...defaultSectionProps(image), image: 42 }).success).toBe(false);
    expect(sectionPropsSchema(image).safeParse(defaultSectionProps(image)).success).toBe(false);
  });
});
