import { Button, MantineProvider, Text } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { findSectionDefinition, type SectionProps, sectionPropsSchema } from '@vev/sections';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionFormFields } from './SectionFormFields';
import './test-harness';
import { useSectionForm } from './use-section-form';

const hero = findSectionDefinition('hero');
if (!hero) throw new Error('no hero section');

/** A designer panel: the fields in its body, 'Lagre' in its own footer, enabled while something changed. */
function Panel({ onSubmit }: { onSubmit: (values: SectionProps) => Promise<void> }) {
  const form = useSectionForm({
    fields: hero?.props ?? [],
    schema: sectionPropsSchema(hero as NonNullable<typeof hero>),
    value: { heading: 'Velkommen', text: 'Gammel tekst', stale: 'fra en eldre versjon' },
    onSubmit,
  });
  return (
    <>
      <SectionFormFields form={form} />
      <footer>
        <Text>{form.isDirty ? 'Ulagrede endringer' : 'Alt er lagret'}</Text>
        <Button onClick={() => void form.submit()} disabled={!form.isDirty}>
          Lagre
        </Button>
      </footer>
    </>
  );
}

describe('useSectionForm: the form under a screen’s own buttons', () => {
  afterEach(cleanup);

  it('reports whether it is dirty, saves from outside and is clean again after saving', async () => {
    let resolveSave: () => void = () => {};
    const onSubmit = vi.fn((_values: SectionProps) => new Promise<void>((resolve) => (resolveSave = resolve)));
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Panel onSubmit={onSubmit} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('Alt er lagret')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tekst' }), { target: { value: 'Ny tekst' } });
    expect(await screen.findByText('Ulagrede endringer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Props the definition no longer has are left out; the rest have their defaults.
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ heading: 'Velkommen', text: 'Ny tekst', height: 'medium' });
    expect(onSubmit.mock.lastCall?.[0]).not.toHaveProperty('stale');
    resolveSave();
    expect(await screen.findByText('Alt er lagret')).toBeTruthy();
  });

  it('a failed save keeps the changes', async () => {
    const onSubmit = vi.fn((_values: SectionProps) => Promise.reject(new Error('Konflikt')));
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Panel onSubmit={onSubmit} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Tekst' }), { target: { value: 'Ny tekst' } });
    expect(await screen.findByText('Ulagrede endringer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Ulagrede endringer')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Tekst' }) as HTMLTextAreaElement).value).toBe('Ny tekst');
  });
});
