/** Renders the section form as a screen would, with the designer's words, modals and a set of searches. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { SectionProps } from '@vev/sections';
import { vi } from 'vitest';
import { loadDesignerCatalogue } from '../../i18n';
import {
  type ReferenceOption,
  type ReferenceSearch,
  SectionFormContext,
  type SectionFormContextValue,
} from './context';
import { SectionForm } from './SectionForm';
import type { SectionFormProps } from './types';

await loadDesignerCatalogue();

// Autosizing text areas listen for web fonts loading; happy-dom has no `document.fonts`.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

/** A search over fixed options, as a screen would give one. */
export function fixedSearch(name: string, options: ReferenceOption[]): ReferenceSearch {
  return {
    queryKey: ['test', name],
    search: async (text) => options.filter((option) => option.label.toLowerCase().includes(text.toLowerCase())),
    find: async (id) => options.find((option) => option.value === id) ?? null,
  };
}

export function renderSectionForm(
  props: Omit<SectionFormProps, 'onSubmit' | 'value'> & { value?: SectionProps },
  context: Partial<SectionFormContextValue> = {},
) {
  const onSubmit = vi.fn<(values: SectionProps) => void>();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ModalsProvider>
          <SectionFormContext.Provider value={{ searches: {}, fontFamilies: [], ...context }}>
            <SectionForm value={{}} {...props} onSubmit={onSubmit} />
          </SectionFormContext.Provider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSubmit, submitted: () => onSubmit.mock.lastCall?.[0] as SectionProps };
}
