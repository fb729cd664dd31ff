import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import {
  defaultSectionProps,
  findSectionDefinition,
  type PropDefinition,
  propsObjectSchema,
  sectionPropsSchema,
} from '@vev/sections';
import { richTextToPlainText } from '@vev/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSectionForm } from './test-harness';

const definition = (name: string) => {
  const found = findSectionDefinition(name);
  if (!found) throw new Error(`no section ${name}`);
  return found;
};

const buttonFields = [
  { name: 'showButton', label: 'Vis knapp', type: 'boolean', default: false },
  {
    name: 'buttonText',
    label: 'Knappetekst',
    type: 'string',
    required: true,
    description: 'Teksten på knappen.',
    showFn: (props) => props.showButton === true,
  },
] as const satisfies readonly PropDefinition[];

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));

/** What tiptap keeps on its element: the editor, to write in it as a user would. */
const editorOf = (textbox: HTMLElement) => (textbox as HTMLElement & { editor: Editor }).editor;

describe('section form (spec 1 §2 section editor, §5)', () => {
  afterEach(cleanup);

  it('a prop hidden by showFn is neither shown nor validated; shown, it is required and marked with *', async () => {
    const { onSubmit, submitted } = renderSectionForm({
      fields: buttonFields,
      schema: propsObjectSchema(buttonFields),
    });
    expect(screen.queryByRole('textbox', { name: /Knappetekst/ })).toBeNull();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted()).toEqual({ showButton: false, buttonText: '' });

    fireEvent.click(screen.getByRole('switch', { name: 'Vis knapp' }));
    const text = await screen.findByRole('textbox', { name: /Knappetekst/ });
    expect(screen.getByText('Knappetekst').closest('label')?.textContent).toBe('Knappetekst *');
    expect(screen.getByText('Teksten på knappen.')).toBeTruthy();
    save();
    expect(await screen.findByText('Feltet må fylles ut.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);

    fireEvent.change(text, { target: { value: 'Bestill time' } });
    await waitFor(() => expect(screen.queryByText('Feltet må fylles ut.')).toBeNull());
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(submitted()).toEqual({ showButton: true, buttonText: 'Bestill time' });
  });

  it('validates as the user types, with the schema’s Norwegian messages', async () => {
    const hero = definition('hero');
    renderSectionForm({ fields: hero.props, schema: sectionPropsSchema(hero), value: defaultSectionProps(hero) });
    fireEvent.change(screen.getByRole('textbox', { name: /Overskrift/ }), { target: { value: '' } });
    expect(await screen.findByText('Feltet må fylles ut.')).toBeTruthy();
  });

  it('a field that is not editable is shown but cannot be changed', () => {
    const fields = [{ name: 'code', label: 'Kode', type: 'string', editable: false }] as const;
    renderSectionForm({ fields, schema: propsObjectSchema(fields), value: { code: 'ABC' } });
    const input = screen.getByRole('textbox', { name: 'Kode' }) as HTMLInputElement;
    expect(input.value).toBe('ABC');
    expect(input.disabled).toBe(true);
  });

  it('read-only: every field is disabled and there is nothing to save', () => {
    const hero = definition('hero');
    renderSectionForm({
      fields: hero.props,
      schema: sectionPropsSchema(hero),
      value: defaultSectionProps(hero),
      readOnly: true,
      onCancel: () => {},
    });
    expect((screen.getByRole('textbox', { name: /Overskrift/ }) as HTMLInputElement).disabled).toBe(true);
    expect(
      within(screen.getByRole('group', { name: 'Hovedknapp' }))
        .getByRole('button')
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeTruthy();
  });

  it('a section without fields says so', () => {
    renderSectionForm({ fields: [], schema: propsObjectSchema([]) });
    expect(screen.getByText('Denne seksjonen har ingen felter å endre!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lagre' })).toBeNull();
  });

  it('the buttons’ labels can be changed', () => {
    renderSectionForm({
      fields: buttonFields,
      schema: propsObjectSchema(buttonFields),
      submitLabel: 'Bruk endringene',
      cancelLabel: 'Lukk',
      onCancel: () => {},
    });
    expect(screen.getByRole('button', { name: 'Bruk endringene' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lukk' })).toBeTruthy();
  });

  it.each([
    'hero',
    'faq',
    'footer',
    'header',
    'productGrid',
  ])('the %s section: what it submits passes the server’s schema', async (name) => {
    const section = definition(name);
    const value = {
      ...defaultSectionProps(section),
      ...(name === 'faq' ? { items: [{ question: 'Hvor ligger dere?', answer: 'På Nordnes.' }] } : {}),
      ...(name === 'productGrid' ? { source: 'category' } : {}),
    };
    const { onSubmit, submitted } = renderSectionForm({
      fields: section.props,
      schema: sectionPropsSchema(section),
      value,
    });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(sectionPropsSchema(section).safeParse(submitted()).success).toBe(true);
  });

  it('rich text typed in the editor is submitted as raw draft JSON (FAQ answer)', async () => {
    const faq = definition('faq');
    const { onSubmit, submitted } = renderSectionForm({
      fields: faq.props,
      schema: sectionPropsSchema(faq),
      value: { ...defaultSectionProps(faq), items: [{ question: 'Hvor ligger dere?', answer: 'På Nordnes.' }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vis Hvor ligger dere?' }));
    const answer = await screen.findByRole('textbox', { name: /Svar/ });
    expect(answer.textContent).toBe('På Nordnes.');
    expect(screen.getByRole('button', { name: 'Overskrift 2' })).toBeTruthy();

    editorOf(answer).chain().selectAll().insertContent('<p>Ved <strong>Fisketorget</strong></p><p>i Bergen</p>').run();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const stored = (submitted().items as { answer: string }[])[0]?.answer ?? '';
    expect(richTextToPlainText(stored)).toBe('Ved Fisketorget\ni Bergen');
    expect(JSON.parse(stored).blocks[0].inlineStyleRanges).toEqual([{ offset: 4, length: 11, style: 'BOLD' }]);
    expect(sectionPropsSchema(faq).safeParse(submitted()).success).toBe(true);
  });

  it('an empty required rich text is refused', async () => {
    const faq = definition('faq');
    const { onSubmit } = renderSectionForm({
      fields: faq.props,
      schema: sectionPropsSchema(faq),
      value: { ...defaultSectionProps(faq), items: [{ question: 'Hvor ligger dere?', answer: '' }] },
    });
    save();
    expect(await screen.findByText('Feltet må fylles ut.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
