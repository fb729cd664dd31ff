import { findSectionDefinition } from '@vev/sections';
import { describe, expect, it } from 'vitest';
import { formValues } from './form-values';

const faq = findSectionDefinition('faq');
if (!faq) throw new Error('no faq section');

describe('the values a section form opens with', () => {
  it('stored values with their defaults filled in and rich text as raw draft JSON', () => {
    const values = formValues(faq.props, { heading: 'Spørsmål', items: [{ question: 'Hvor?', answer: 'I Bergen.' }] });
    expect(values).toMatchObject({ heading: 'Spørsmål', intro: '', openFirst: false, background: 'default' });
    expect(JSON.parse((values.items as { answer: string }[])[0]?.answer ?? '').blocks[0].text).toBe('I Bergen.');
  });

  it('props the definition no longer has are left out, and a value of the wrong kind takes its default', () => {
    expect(formValues(faq.props, { heading: 42, removedProp: 'x' })).not.toHaveProperty('removedProp');
    expect(formValues(faq.props, { heading: 42 }).heading).toBe('Ofte stilte spørsmål');
  });

  it('in a list, only the item part that no longer fits takes its default', () => {
    const values = formValues(faq.props, {
      items: [
        { question: 'Hvor?', answer: '' },
        { question: 'Når?', answer: '', oldField: true },
        { question: 7, answer: '' },
      ],
    });
    expect((values.items as { question: string }[]).map((item) => item.question)).toEqual(['Hvor?', 'Når?', '']);
  });
});
