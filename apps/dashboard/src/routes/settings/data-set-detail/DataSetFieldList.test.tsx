/**
 * A data set's fields, edited visually: 'Ingen felter enda' while empty; a new field is short text
 * whose system name follows its label; a select needs an option (the shared schema's message); a
 * group's fields nest; rows move with the keyboard on their handle; removing a field asks first when
 * the set's records may hold values in it.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dataSetMessages, type PropDefinition } from '@vev/sections';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadWords, workspaceWords } from '../../../i18n';
import { DataSetFieldList } from './DataSetFieldList';

const staff: PropDefinition[] = [
  { name: 'name', label: 'Navn', type: 'string', required: true },
  { name: 'role', label: 'Stilling', type: 'string' },
  { name: 'photo', label: 'Bilde', type: 'image' },
];

function Harness(props: {
  initial: PropDefinition[];
  readOnly: boolean;
  onChange: (next: PropDefinition[]) => void;
  confirmRemove?: (field: PropDefinition) => Promise<boolean>;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <DataSetFieldList
      value={value}
      readOnly={props.readOnly}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      {...(props.confirmRemove ? { confirmRemove: props.confirmRemove } : {})}
    />
  );
}

function renderList(initial: PropDefinition[], options: { readOnly?: boolean; hasRecords?: boolean } = {}) {
  const onChange = vi.fn();
  const confirmRemove = options.hasRecords === undefined ? undefined : vi.fn(async () => !options.hasRecords);
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Harness
            initial={initial}
            readOnly={options.readOnly ?? false}
            onChange={onChange}
            {...(confirmRemove ? { confirmRemove } : {})}
          />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { onChange, confirmRemove, last: () => onChange.mock.lastCall?.[0] as PropDefinition[] | undefined };
}

const dialog = () => within(screen.getByRole('dialog'));
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Felter' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

beforeAll(async () => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
  await loadWords([workspaceWords]);
});
afterEach(cleanup);

describe('data-set fields', { timeout: 20_000 }, () => {
  it('a new field is short text whose system name follows its label', async () => {
    const { last } = renderList([]);
    expect(screen.getByText('Ingen felter enda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Legg til felt' }));
    expect((dialog().getByRole('combobox', { name: 'Type' }) as HTMLInputElement).value).toBe('Kort tekst');
    fireEvent.change(dialog().getByRole('textbox', { name: 'Etikett' }), { target: { value: 'Åpent til kl.' } });
    expect((dialog().getByRole('textbox', { name: 'Systemnavn' }) as HTMLInputElement).value).toBe('apent_til_kl');
    fireEvent.change(dialog().getByRole('textbox', { name: 'Største antall tegn' }), { target: { value: '40' } });
    fireEvent.click(dialog().getByRole('switch', { name: 'Må fylles ut' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()).toEqual([
        { name: 'apent_til_kl', label: 'Åpent til kl.', type: 'string', required: true, maxLength: 40 },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a select needs an option, with the shared message; then keeps only what a select has', async () => {
    const { onChange, last } = renderList(staff);
    fireEvent.click(screen.getByRole('button', { name: 'Endre Stilling' }));
    fireEvent.change(dialog().getByRole('textbox', { name: 'Største antall tegn' }), { target: { value: '80' } });
    fireEvent.click(dialog().getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Valgliste', hidden: true }));
    expect(dialog().getByText('Ingen valg enda')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Bruk' }));
    expect(await dialog().findByText(dataSetMessages.noOptions)).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: 'Legg til valg' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Bruk' }));
    expect(await dialog().findAllByText('Feltet må fylles ut.')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(dialog().getByRole('textbox', { name: 'Verdi' }), { target: { value: 'leder' } });
    fireEvent.change(dialog().getAllByRole('textbox', { name: 'Etikett' })[1] as HTMLElement, {
      target: { value: 'Daglig leder' },
    });
    fireEvent.click(dialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()?.[1]).toEqual({
        name: 'role',
        label: 'Stilling',
        type: 'select',
        options: [{ value: 'leder', label: 'Daglig leder' }],
      }),
    );
  });

  it('a system name taken by another field is refused', async () => {
    const { onChange } = renderList(staff);
    fireEvent.click(screen.getByRole('button', { name: 'Endre Stilling' }));
    fireEvent.change(dialog().getByRole('textbox', { name: 'Systemnavn' }), { target: { value: 'name' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Bruk' }));
    expect(await dialog().findByText(dataSetMessages.duplicatePropName)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("a group's fields are a field list of their own", async () => {
    const { last } = renderList([]);
    fireEvent.click(screen.getByRole('button', { name: 'Legg til felt' }));
    fireEvent.click(dialog().getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gruppe', hidden: true }));
    fireEvent.change(dialog().getByRole('textbox', { name: 'Etikett' }), { target: { value: 'Adresse' } });
    const group = within(screen.getByRole('dialog'));
    expect(group.getByText('Felter i gruppen')).toBeTruthy();
    fireEvent.click(group.getByRole('button', { name: 'Legg til felt' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const inner = within(screen.getAllByRole('dialog')[1] as HTMLElement);
    fireEvent.change(inner.getByRole('textbox', { name: 'Etikett' }), { target: { value: 'Gate' } });
    fireEvent.click(inner.getByRole('button', { name: 'Bruk' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    fireEvent.click(dialog().getByRole('button', { name: 'Bruk' }));
    await waitFor(() =>
      expect(last()).toEqual([
        {
          name: 'adresse',
          label: 'Adresse',
          type: 'object',
          fields: [{ name: 'gate', label: 'Gate', type: 'string' }],
        },
      ]),
    );
  });

  it('a row moves with the keyboard on its handle', async () => {
    const { last } = renderList(staff);
    // jsdom lays nothing out: each row gets a place of its own, one under the other.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('li');
      const index = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : 0;
      return DOMRect.fromRect({ x: 0, y: index * 60, width: 400, height: 50 });
    });
    const handle = screen.getByRole('button', { name: 'Flytt Navn' });
    handle.focus();
    // The sensor listens for the next keys a moment after the first (dnd-kit waits a tick).
    const press = async (code: string, key: string) => {
      await act(async () => {
        fireEvent.keyDown(handle, { code, key });
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };
    await press('Space', ' ');
    await press('ArrowDown', 'ArrowDown');
    await press('Space', ' ');
    rect.mockRestore();
    await waitFor(() => expect(last()?.map((field) => field.name)).toEqual(['role', 'name', 'photo']));
    expect(rowNames()).toEqual(['Stilling', 'Navn', 'Bilde']);
  });

  it('removing a field the records may use asks first; declining keeps it', async () => {
    const { confirmRemove, onChange } = renderList(staff, { hasRecords: true });
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Stilling' }));
    await waitFor(() => expect(confirmRemove).toHaveBeenCalledWith(staff[1]));
    expect(onChange).not.toHaveBeenCalled();
    expect(rowNames()).toEqual(['Navn', 'Stilling', 'Bilde']);
  });

  it('removing a field nothing uses takes it out at once', async () => {
    const { last } = renderList(staff, { hasRecords: false });
    fireEvent.click(screen.getByRole('button', { name: 'Fjern Bilde' }));
    await waitFor(() => expect(last()?.map((field) => field.name)).toEqual(['name', 'role']));
  });

  it('read-only: the fields can be looked at, not changed', async () => {
    renderList(staff, { readOnly: true });
    expect(screen.queryByRole('button', { name: 'Legg til felt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fjern Navn' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Flytt Navn' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vis Navn' }));
    expect((dialog().getByRole('textbox', { name: 'Etikett' }) as HTMLInputElement).disabled).toBe(true);
    expect(dialog().queryByRole('button', { name: 'Bruk' })).toBeNull();
    expect(dialog().getByRole('button', { name: 'Lukk' })).toBeTruthy();
  });
});
