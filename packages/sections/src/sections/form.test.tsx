import { type FormFieldInput, formFieldSchema } from '@vev/shared';
import { describe, expect, it } from 'vitest';
import { defaultSectionProps, draftSectionPropsSchema, sectionPropsSchema } from '../definition/schema';
import type { ResolvedForm, StorefrontData } from '../render/context';
import { fileFieldNote } from '../render/form-fields';
import { formHoneypotName, formScriptPath } from '../render/form-script';
import { data, render } from '../test/render';
import { form } from './form';

const field = (input: Partial<FormFieldInput> & Pick<FormFieldInput, 'type' | 'label' | 'name'>) =>
  formFieldSchema.parse({ _id: input.name, ...input });

const contact: ResolvedForm = {
  _id: 'f1',
  name: 'Kontakt',
  publicDescription: 'Vi svarer innen to dager.',
  submitButtonText: 'Send inn',
  action: '/_vev/skjema/f1',
  fields: [
    field({ type: 'string', label: 'Navn', name: 'navn', required: true, description: 'Fornavn og etternavn' }),
    field({
      type: 'radio',
      label: 'Gjelder',
      name: 'gjelder',
      options: [
        { value: 'bestilling', label: 'Bestilling' },
        { value: 'annet', label: 'Annet' },
      ],
    }),
    field({
      type: 'text',
      label: 'Hva gjelder det?',
      name: 'annet',
      required: true,
      conditions: [{ targetKey: 'gjelder', targetOperation: 'eq', targetValue: 'annet' }],
    }),
    field({ type: 'file', label: 'Vedlegg', name: 'vedlegg', accept: 'image/*,.pdf' }),
    field({ type: 'checkbox', label: 'Jeg godtar vilkårene', name: 'vilkar', required: true }),
  ],
};

const withForm = (extra: Partial<StorefrontData> = {}): StorefrontData => ({
  ...data,
  forms: { f1: contact },
  ...extra,
});

describe('the form section', () => {
  it('renders the form with labels, rules, help text, conditions, a hidden honeypot and the script', () => {
    const html = render('form', { heading: 'Skriv til oss', form: 'f1' }, withForm());
    expect(html).toMatch(
      /<form class="vev-form-fields" data-vev-form="" action="\/_vev\/skjema\/f1" encType="multipart\/form-data" method="post">/,
    );
    expect(html).toContain('<label for="form1-navn">Navn<span aria-hidden="true"> *</span></label>');
    expect(html).toMatch(
      /<input id="form1-navn" required="" aria-describedby="form1-navn-help" type="text" name="navn"/,
    );
    expect(html).toContain('<p id="form1-navn-help" class="vev-form-help">Fornavn og etternavn</p>');
    expect(html).toContain('<legend>Gjelder</legend>');
    expect(html).toContain('data-vev-conditions="[{&quot;targetKey&quot;:&quot;gjelder&quot;');
    expect(html).toMatch(/<textarea id="form1-annet" name="annet" required=""/);
    expect(html).toMatch(
      /<input id="form1-vedlegg" aria-describedby="form1-vedlegg-help" type="file" accept="image\/\*,.pdf" name="vedlegg"/,
    );
    expect(html).toContain('<p id="form1-vedlegg-help" class="vev-form-help">Bilder og PDF, høyst 10 MB.</p>');
    expect(fileFieldNote('')).toBe('Høyst 10 MB.');
    expect(html).toMatch(
      /<input type="checkbox" id="form1-vilkar-0" required="" name="vilkar" value="Jeg godtar vilkårene"\/>/,
    );
    expect(html).toContain(`<div class="vev-form-hp" hidden="" aria-hidden="true">`);
    expect(html).toContain(`<input type="text" tabindex="-1" autoComplete="off" name="${formHoneypotName}" value=""/>`);
    expect(html).toContain('>Send inn</button>');
    expect(html).toContain(`<script src="${formScriptPath}" defer=""></script>`);
  });

  it('shows what the visitor typed and the message at the wrong field, or the thanks', () => {
    const state = {
      form: 'f1',
      values: { navn: ['Kari'], gjelder: ['annet'] },
      errors: { annet: 'Feltet må fylles ut.' },
    };
    const html = render('form', { form: 'f1' }, withForm({ formState: state }));
    expect(html).toContain('value="Kari"');
    expect(html).toMatch(/checked="" value="annet"/);
    expect(html).toContain('aria-invalid="true" aria-describedby="form1-annet-error"');
    expect(html).toContain('<p id="form1-annet-error" class="vev-form-error">Feltet må fylles ut.</p>');
    expect(html).toContain('Ett felt må rettes.');
    const sent = render('form', { form: 'f1' }, withForm({ formState: { ...state, errors: {}, success: 'Takk!' } }));
    expect(sent).toContain('<div class="vev-form-success" role="status"><p>Takk!</p></div>');
    expect(sent).not.toContain('<form');
  });

  it('shows nothing for a form that is gone', () => {
    expect(render('form', { form: 'borte' }, withForm())).not.toContain('<section');
  });

  it('can be placed before its form is chosen (the designer saves a new section with its defaults)', () => {
    const defaults = defaultSectionProps(form);
    expect(draftSectionPropsSchema(form).safeParse(defaults).success).toBe(true);
    expect(sectionPropsSchema(form).safeParse(defaults).success).toBe(false);
    expect(render('form', defaults, withForm())).not.toContain('<section');
  });
});
