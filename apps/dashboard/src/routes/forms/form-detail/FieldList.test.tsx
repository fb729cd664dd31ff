/**
 * The form's fields: 'Ingen felter funnet' while empty; a new field is a text field named from its
 * label while new; a pattern needs its description; options need value and label ('Ingen valg
 * enda'); conditions skip the value for 'er fylt ut' ('Ingen vilkår enda').
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type FormField, formFieldSchema, formMessages } from '@vev/shared';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formsWords, loadWords, workspaceWords } from '../../../i18n';
import { FieldList } from './FieldList';

const field = (label: string, name: string, extra: object = {}): FormField =>
  formFieldSchema.parse({ _id: name, type: 'string', label, name, ...extra });

function Harness({ initial, onChange }: { initial: FormField[]; onChange: (next: FormField[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FieldList
      value={value}
      readOnly={false}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderList(initial: FormField[]) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Harness initial={initial} onChange={onChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onChange, last: () => onChange.mock.lastCall?.[0] as FormField[] | undefined };
}

const inDialog = () => within(screen.getByRole('dialog'));

beforeAll(async () => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
  await loadWords([workspaceWords, formsWords]);
});
afterEach(cleanup);

describe('form fields', { timeout: 20_000 }, () => {
  it('a new field is a text field whose system name follows its label', async () => {
    const { last } = renderList([]);
    expect(screen.getByText('Ingen felter funnet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Legg til felt' }));
    expect((inDialog().getByRole('combobox', { name: 'Type' }) as HTMLInputElement).value).toBe('Tekst');
    fireEvent.change(inDialog().getByRole('textbox', { name: 'Etikett' }), { target: { value: 'Ditt fødselsår' } });
    expect((inDialog().getByRole('textbox', { name: 'Systemnavn' }) as HTMLInputElement).value).toBe('ditt-fodselsar');
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()?.map((f) => [f.label, f.name, f.type])).toEqual([['Ditt fødselsår', 'ditt-fodselsar', 'string']]),
    );
  });

  it('a pattern needs its description', async () => {
    const { onChange } = renderList([field('Postnummer', 'postnummer')]);
    fireEvent.click(screen.getByRole('button', { name: 'Endre Postnummer' }));
    fireEvent.click(inDialog().getByRole('tab', { name: 'Regler' }));
    fireEvent.change(inDialog().getByRole('textbox', { name: 'Mønster' }), { target: { value: '[0-9]{4}' } });
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    expect(await inDialog().findByText(formMessages.patternDescriptionRequired)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('options need a value and a label', async () => {
    const { onChange, last } = renderList([field('By', 'by', { type: 'select' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Endre By' }));
    fireEvent.click(inDialog().getByRole('tab', { name: 'Valg' }));
    expect(inDialog().getByText('Ingen valg enda')).toBeTruthy();
    fireEvent.click(inDialog().getByRole('button', { name: 'Legg til valg' }));
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    expect(await inDialog().findAllByText('Feltet må fylles ut.')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(inDialog().getByRole('textbox', { name: 'Verdi' }), { target: { value: 'oslo' } });
    fireEvent.change(inDialog().getByRole('textbox', { name: 'Etikett' }), { target: { value: 'Oslo' } });
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() => expect(last()?.[0]?.options).toEqual([{ value: 'oslo', label: 'Oslo', required: false }]));
  });

  it('a condition on "er fylt ut" takes no value', async () => {
    const { last } = renderList([field('Telefon', 'telefon'), field('Tidspunkt', 'tidspunkt')]);
    fireEvent.click(screen.getByRole('button', { name: 'Endre Tidspunkt' }));
    fireEvent.click(inDialog().getByRole('tab', { name: 'Vilkår' }));
    expect(inDialog().getByText('Ingen vilkår enda')).toBeTruthy();
    fireEvent.click(inDialog().getByRole('button', { name: 'Legg til vilkår' }));
    fireEvent.click(inDialog().getByRole('combobox', { name: 'Når feltet' }));
    fireEvent.click(await screen.findByRole('option', { name: 'er fylt ut', hidden: true }));
    expect(inDialog().queryByRole('textbox', { name: 'Verdi' })).toBeNull();
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()?.[1]?.conditions).toEqual([{ targetKey: 'telefon', targetOperation: 'set', targetValue: '' }]),
    );
  });
});
