/**
 * The rows ticked for a bulk action. Only loaded rows can be ticked, and a row that is no longer
 * loaded (another search, a deletion) is no longer selected.
 */
import { useMemo, useState } from 'react';

export interface RowSelection<T> {
  selected: T[];
  isSelected: (key: string) => boolean;
  toggle: (key: string) => void;
  /** Ticks every loaded row, or clears when all are ticked. */
  toggleAll: () => void;
  clear: () => void;
  all: boolean;
}

export function useRowSelection<T>(rows: T[], rowKey: (row: T) => string): RowSelection<T> {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => rows.filter((row) => keys.has(rowKey(row))), [rows, keys, rowKey]);
  const all = rows.length > 0 && selected.length === rows.length;
  return {
    selected,
    all,
    isSelected: (key) => keys.has(key) && rows.some((row) => rowKey(row) === key),
    toggle: (key) =>
      setKeys((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    toggleAll: () => setKeys(all ? new Set() : new Set(rows.map(rowKey))),
    clear: () => setKeys(new Set()),
  };
}
