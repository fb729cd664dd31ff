/**
 * The customization fields' editor: a new field's key follows its label and is fixed afterwards;
 * conditions name another field, 'er lik' by default, and need a value unless the operation is
 * 'er fylt ut'; a key two fields share is refused before it reaches the list.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type CustomizeOption, customizeMessages, customizeOptionSchema } from '@vev/shared';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadWords, shopWords, workspaceWords } from '../../i18n';
import { savedCondition } from '../field-conditions/conditions';
import { CustomizeOptionsEditor } from './CustomizeOptionsEditor';
import { keyForLabel, optionProblemsInList } from './option-form';

const field = (label: string, key: string, extra: object = {}): CustomizeOption =>
  customizeOptionSchema.parse({ label, key, ...extra });

function Harness({ initial, onChange }: { initial: CustomizeOption[]; onChange: (next: CustomizeOption[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CustomizeOptionsEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor(initial: CustomizeOption[]) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Harness initial={initial} onChange={onChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onChange, last: () => onChange.mock.lastCall?.[0] as CustomizeOption[] | undefined };
}

const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());

async function choose(combobox: string, option: string) {
  fireEvent.click(inDialog().getByRole('combobox', { name: combobox }));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

beforeAll(async () => {
  // happy-dom has no `document.fonts`; the description's autosizing Textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
  await loadWords([workspaceWords, shopWords]);
});
afterEach(cleanup);

describe('customization fields: keys', () => {
  it('a new field takes its key from the label as it is typed, and the list gets it', async () => {
    const { last } = renderEditor([]);
    expect(screen.getByText('Ingen tilpasningsfelter')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Legg til felt' }));
    const label = inDialog().getByRole('textbox', { name: 'Navn' });
    fireEvent.change(label, { target: { value: 'Tekst på ramme' } });
    const key = inDialog().getByRole('textbox', { name: 'Nøkkel' }) as HTMLInputElement;
    expect(key.value).toBe('tekst-pa-ramme');
    expect(key.readOnly).toBe(true);
    fireEvent.change(label, { target: { value: 'Gravering' } });
    expect(key.value).toBe('gravering');
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()?.map((option) => [option.label, option.key, option.type])).toEqual([
        ['Gravering', 'gravering', 'String'],
      ]),
    );
  });

  it('a field already in the list keeps its key when its label changes', async () => {
    const { last } = renderEditor([field('Gravering', 'gravering')]);
    fireEvent.click(screen.getByRole('button', { name: 'Endre Gravering' }));
    fireEvent.change(inDialog().getByRole('textbox', { name: 'Navn' }), { target: { value: 'Inngravert tekst' } });
    expect((inDialog().getByRole('textbox', { name: 'Nøkkel' }) as HTMLInputElement).value).toBe('gravering');
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()?.map((option) => [option.label, option.key])).toEqual([['Inngravert tekst', 'gravering']]),
    );
  });

  it('a key another field has is refused in the modal', async () => {
    const { onChange } = renderEditor([field('Gaveeske', 'gaveeske')]);
    fireEvent.click(screen.getByRole('button', { name: 'Legg til felt' }));
    fireEvent.change(inDialog().getByRole('textbox', { name: 'Navn' }), { target: { value: 'Gaveeske' } });
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    expect(await inDialog().findByText(customizeMessages.keyTaken)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('customization fields: conditions', () => {
  it('a condition names another field, is "er lik" by default and needs a value; "er fylt ut" takes none', async () => {
    const { onChange, last } = renderEditor([
      field('Gaveeske', 'gaveeske', { type: 'Checkbox' }),
      field('Kort', 'kort'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Endre Kort' }));
    fireEvent.click(inDialog().getByRole('tab', { name: 'Vilkår og koblinger' }));
    expect(inDialog().getByText('Ingen vilkår enda')).toBeTruthy();
    fireEvent.click(inDialog().getByRole('button', { name: 'Legg til vilkår' }));
    expect((inDialog().getByRole('combobox', { name: 'Felt' }) as HTMLInputElement).value).toBe('Gaveeske (gaveeske)');
    expect((inDialog().getByRole('combobox', { name: 'Når feltet' }) as HTMLInputElement).value).toBe('er lik');

    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    expect(await inDialog().findByText('Feltet må fylles ut.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await choose('Når feltet', 'er fylt ut');
    await waitFor(() => expect(inDialog().queryByRole('textbox', { name: 'Verdi' })).toBeNull());
    fireEvent.click(inDialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()?.[1]?.conditions).toEqual([{ targetKey: 'gaveeske', targetOperation: 'set', targetValue: '' }]),
    );
    expect(screen.getByText('1 vilkår')).toBeTruthy();
  });

  it('a field alone in the list has no other field to set a condition on', () => {
    renderEditor([field('Gravering', 'gravering')]);
    fireEvent.click(screen.getByRole('button', { name: 'Endre Gravering' }));
    fireEvent.click(inDialog().getByRole('tab', { name: 'Vilkår og koblinger' }));
    expect(inDialog().queryByRole('button', { name: 'Legg til vilkår' })).toBeNull();
    expect(inDialog().getByText('Legg til flere felter for å kunne sette vilkår.')).toBeTruthy();
  });

  it('removing a field another one’s condition names says so on that row', () => {
    renderEditor([
      field('Gaveeske', 'gaveeske'),
      field('Kort', 'kort', { conditions: [{ targetKey: 'gaveeske', targetOperation: 'set' }] }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Gaveeske' }));
    const row = screen.getByRole('listitem', { name: 'Kort' });
    expect(within(row).getByText(customizeMessages.unknownTarget)).toBeTruthy();
  });
});

describe('customization field rules', () => {
  it('keyForLabel: derived while new, kept afterwards', () => {
    expect(keyForLabel('Tekst på ramme', '', true)).toBe('tekst-pa-ramme');
    expect(keyForLabel('  ', 'x', true)).toBe('');
    expect(keyForLabel('Noe annet', 'gravering', false)).toBe('gravering');
  });

  it('savedCondition: "er fylt ut" keeps no value', () => {
    expect(savedCondition({ targetKey: 'a', targetOperation: 'set', targetValue: 'ja' }).targetValue).toBe('');
    expect(savedCondition({ targetKey: 'a', targetOperation: 'gt', targetValue: '3' }).targetValue).toBe('3');
  });

  it('optionProblemsInList: the problems of the field at its place, with paths inside it', () => {
    const others = [field('A', 'a'), field('B', 'b')];
    const own = field('C', 'c', { conditions: [{ targetKey: 'c', targetValue: '1' }], links: [{ targetKey: 'x' }] });
    expect(optionProblemsInList(own, others, 1)).toEqual([
      { path: 'conditions.0.targetKey', message: customizeMessages.ownTarget },
      { path: 'links.0.targetKey', message: customizeMessages.unknownTarget },
    ]);
    expect(optionProblemsInList(field('A2', 'a'), others, 2)).toEqual([
      { path: 'key', message: customizeMessages.keyTaken },
    ]);
  });
});
