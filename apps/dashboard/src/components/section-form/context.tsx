/**
 * What the section form searches in, supplied by the screen around it: `DefaultSectionFormProvider`
 * gives pages, products and components; forms come with their module.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { RefTarget } from '@vev/sections';
import { createContext, useContext } from 'react';

export interface ReferenceOption {
  value: string;
  label: string;
  /** A second line that tells options apart (a page's path, a component's section type). */
  description?: string;
}

export interface ReferenceSearch {
  /** Where the answers are cached (site and resource in it); the picker adds the text or id. */
  queryKey: QueryKey;
  /** Up to 10 published matches for the text; an empty text gives the first ones. */
  search(text: string, signal: AbortSignal): Promise<ReferenceOption[]>;
  /** The option for an id already chosen, so a stored value shows its name; null when it is gone. */
  find(id: string, signal: AbortSignal): Promise<ReferenceOption | null>;
}

/** A reference field's targets, and `anyPage` (pages of every kind) for the link editor. */
export type SearchTarget = RefTarget | 'anyPage';

export interface SectionFormContextValue {
  /** A target without a search cannot be chosen: its field says so ('Ingen produkter funnet'). */
  searches: Partial<Record<SearchTarget, ReferenceSearch>>;
  /** Font families to suggest in font fields (the site's Google, Typekit and custom fonts). */
  fontFamilies: readonly string[];
}

export const SectionFormContext = createContext<SectionFormContextValue>({ searches: {}, fontFamilies: [] });

export const useSectionFormContext = () => useContext(SectionFormContext);
