import type { MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ResourceColumn<T> {
  key: string;
  title: string;
  cell: (row: T) => ReactNode;
  /** Narrow screens leave the column out below this breakpoint. */
  visibleFrom?: MantineBreakpoint;
  /** Its header sorts the list by `key` (with the list's `sort`). */
  sortable?: boolean;
  /** As narrow as its content, on one line, so the main column gets the room. */
  compact?: boolean;
}

/** Where a row leads, and the link's accessible name (usually the resource's title). */
export interface RowLink {
  to: string;
  label: string;
}

/** What an empty list says when no search text is the reason. */
export interface EmptyListState {
  title: string;
  description?: string;
  action?: ReactNode;
  /** The list's own words for a search without hits (the products': 'Ingen produkter funnet'). */
  noMatches?: (text: string) => { title: string; description: string };
}
