import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ListSort } from './use-list-sort';

/** A sortable column's title: a button that cycles the order; the header says the current one. */
export function SortHeader({ column, title, sort }: { column: string; title: string; sort: ListSort }) {
  const sorted = sort.column === column;
  const Icon = !sorted ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      onClick={() => sort.toggle(column)}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {title}
      <Icon size={14} aria-hidden opacity={sorted ? 1 : 0.4} />
    </UnstyledButton>
  );
}

/** The header cell's `aria-sort`, for screen readers. */
export function ariaSort(sort: ListSort | undefined, column: string): 'ascending' | 'descending' | undefined {
  if (!sort || sort.column !== column) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
