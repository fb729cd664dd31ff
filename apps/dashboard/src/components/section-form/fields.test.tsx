import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type PropDefinition, propsObjectSchema } from '@vev/sections';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyLink } from './link/link-value';
import { fixedSearch, renderSectionForm } from './test-harness';

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));

const pages = fixedSearch('pages', [
  { value: 'p1', label: 'Om oss', description: '/om-oss' },
  { value: 'p2', label: 'Kontakt', description: '/kontakt' },
]);

describe('section form fields', () => {
  afterEach(cleanup);

  it('colour: a typed #hex becomes rgba(r,g,b,a) when the field is left', async () => {
    const fields = [{ name: 'accent', label: 'Aksentfarge', type: 'color', default: '' }] as const;
    const { onSubmit, submitted } = renderSectionForm({ fields, schema: propsObjectSchema(fields) });
    const input = screen.getByRole('textbox', { name: 'Aksentfarge' }) as HTMLInputElement;
    expect(input.placeholder).toBe('Temaets farge');
    fireEvent.change(input, { target: { value: '#2b8a3e' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('rgba(43,138,62,1)'));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted()).toEqual({ accent: 'rgba(43,138,62,1)' });
  });

  it('link: the editor requires a custom address, then the field sums the link up', async () => {
    const fields = [{ name: 'cta', label: 'Knapp', type: 'link', required: true }] as const;
    const { onSubmit, submitted } = renderSectionForm({ fields, schema: propsObjectSchema(fields) });
    const field = screen.getByRole('group', { name: 'Knapp' });
    expect(within(field).getByText('Mangler lenke')).toBeTruthy();
    save();
    expect(await within(field).findByText('Feltet må fylles ut.')).toBeTruthy();

    fireEvent.click(within(field).getByRole('button', { name: 'Legg til lenke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Knapp' });
    // Without page or product searches, only a custom address can be given.
    expect(within(dialog).queryByRole('radio')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk' }));
    expect(await within(dialog).findByText('Feltet må fylles ut.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adresse/ }), { target: { value: '/kontakt' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lenketekst' }), {
      target: { value: 'Kontakt oss' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tilgjengelig navn (aria-label)' }), {
      target: { value: 'Kontakt oss på telefon eller e-post' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Åpne i ny fane' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(field).getByText('Kontakt oss')).toBeTruthy();
    expect(within(field).getByText('/kontakt')).toBeTruthy();

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted().cta).toEqual({
      ...emptyLink('custom'),
      url: '/kontakt',
      label: 'Kontakt oss',
      ariaLabel: 'Kontakt oss på telefon eller e-post',
      openInNewTab: true,
    });
  });

  it('link: pages are offered when the screen searches them, products only with a product search', async () => {
    const fields = [{ name: 'cta', label: 'Knapp', type: 'link' }] as const;
    const link = { ...emptyLink('page'), page: 'p2' };
    renderSectionForm(
      { fields, schema: propsObjectSchema(fields), value: { cta: link } },
      { searches: { anyPage: pages } },
    );
    const field = screen.getByRole('group', { name: 'Knapp' });
    expect(await within(field).findByText('Kontakt')).toBeTruthy();
    expect(within(field).getByText('/kontakt')).toBeTruthy();
    fireEvent.click(within(field).getByRole('button', { name: 'Endre lenke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Knapp' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['page', 'custom']);
    expect(within(dialog).getByRole('button', { name: 'Fjern lenke' })).toBeTruthy();
  });

  it('font: a screen-size override needs its minimum width', async () => {
    const fields = [{ name: 'heading', label: 'Overskrifter', type: 'font' }] as const;
    const { onSubmit, submitted } = renderSectionForm({
      fields,
      schema: propsObjectSchema(fields),
      value: { heading: { family: 'Inter', weight: 700, size: 2, mediaQueries: [] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Skjermstørrelser (0)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skjermstørrelser' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Legg til skjermstørrelse' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Størrelse' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk' }));
    expect(await within(dialog).findByText('Feltet må fylles ut.')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Minste bredde/ }), { target: { value: '768' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bruk' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Skjermstørrelser (1)' })).toBeTruthy();

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted().heading).toEqual({
      family: 'Inter',
      weight: 700,
      size: 2,
      mediaQueries: [{ query: 768, size: 3 }],
    });
  });

  it('list: adds, removes after confirmation and reorders items, within its max', async () => {
    const fields = [
      {
        name: 'steps',
        label: 'Steg',
        type: 'list',
        max: 3,
        itemTitle: 'title',
        of: { type: 'object', label: 'Steg', fields: [{ name: 'title', label: 'Tittel', type: 'string' }] },
      },
    ] as const satisfies readonly PropDefinition[];
    const { onSubmit, submitted } = renderSectionForm({
      fields,
      schema: propsObjectSchema(fields),
      value: { steps: [{ title: 'Bestill' }, { title: 'Hent' }] },
    });
    const list = screen.getByRole('group', { name: 'Steg' });
    const titles = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
    expect(titles()).toEqual(['Bestill', 'Hent']);

    fireEvent.click(within(list).getByRole('button', { name: 'Legg til steg' }));
    fireEvent.change(await within(list).findByRole('textbox', { name: 'Tittel' }), { target: { value: 'Betal' } });
    expect(titles()).toEqual(['Bestill', 'Hent', 'Betal']);
    expect(within(list).getByRole('button', { name: 'Legg til steg' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: 'Flytt Betal opp' }));
    expect(titles()).toEqual(['Bestill', 'Betal', 'Hent']);
    expect(within(list).getByRole('button', { name: 'Flytt Bestill' }).getAttribute('aria-roledescription')).toBe(
      'sortable',
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Fjern Bestill' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bekreft' });
    expect(within(confirm).getByText('Er du sikker på at du vil fjerne?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Fjern' }));
    await waitFor(() => expect(titles()).toEqual(['Betal', 'Hent']));

    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted()).toEqual({ steps: [{ title: 'Betal' }, { title: 'Hent' }] });
  });

  it('references: a target without a search is a disabled field that says nothing can be found', () => {
    const fields = [
      { name: 'product', label: 'Produkt', type: 'ref', to: 'product' },
      { name: 'form', label: 'Skjema', type: 'ref', to: 'form' },
    ] as const;
    renderSectionForm({ fields, schema: propsObjectSchema(fields) });
    const product = screen.getByRole('combobox', { name: 'Produkt' }) as HTMLInputElement;
    expect(product.disabled).toBe(true);
    expect(product.placeholder).toBe('Ingen produkter funnet');
    expect((screen.getByRole('combobox', { name: 'Skjema' }) as HTMLInputElement).placeholder).toBe(
      'Ingen skjemaer funnet',
    );
  });

  it('references: a stored page shows its title, and another page can be searched and chosen', async () => {
    const fields = [{ name: 'page', label: 'Side', type: 'ref', to: 'page' }] as const;
    const { onSubmit, submitted } = renderSectionForm(
      { fields, schema: propsObjectSchema(fields), value: { page: 'p1' } },
      { searches: { page: pages } },
    );
    const input = screen.getByRole('combobox', { name: 'Side' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Om oss'));
    // The select takes typing only in the focused field (anything else is autofill).
    input.focus();
    fireEvent.change(input, { target: { value: 'kon' } });
    // happy-dom has no layout, so the dropdown counts as detached from its field and stays hidden.
    fireEvent.click(await screen.findByRole('option', { name: /Kontakt/, hidden: true }, { timeout: 2000 }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted()).toEqual({ page: 'p2' });
  });
});
