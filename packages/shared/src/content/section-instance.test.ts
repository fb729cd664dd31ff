import { describe, expect, it } from 'vitest';
import { nextSectionName, sectionInstanceSchema } from './section-instance';

describe('section names', () => {
  it('section name: the lowercased type plus a counter from 1', () => {
    expect(nextSectionName('imageWithText', [])).toBe('imagewithtext1');
  });

  it('section name: takes the lowest counter no section in the list uses', () => {
    expect(nextSectionName('hero', ['hero1', 'hero3', 'faq1'])).toBe('hero2');
  });

  it('section name: sub-templates put partial_ in front', () => {
    expect(nextSectionName('footer', ['partial_footer1'], { partial: true })).toBe('partial_footer2');
  });
});

describe('section instance', () => {
  const instance = { _id: 'a1', internalId: 'a1', name: 'hero1', component: 'hero', props: { title: 'Hei' } };

  it('section instance: accepts a placed section with template area flags', () => {
    expect(sectionInstanceSchema.parse({ ...instance, inHeader: true })).toMatchObject({ inHeader: true });
  });

  it('section instance: refuses unknown fields and names with spaces', () => {
    expect(sectionInstanceSchema.safeParse({ ...instance, extra: 1 }).success).toBe(false);
    expect(sectionInstanceSchema.safeParse({ ...instance, name: 'Hero 1' }).success).toBe(false);
  });
});
