import { useRef } from 'react';
import { moveItem } from './list-items';

/**
 * Stable keys for list items, which have no ids of their own: they follow the items as they are
 * added, removed and moved, so each item keeps its open state and its inputs while it moves.
 */
export function useItemKeys(count: number) {
  const keys = useRef<string[]>([]);
  const counter = useRef(0);
  const make = () => `item-${counter.current++}`;
  // A value given from outside (a reset) gets fresh keys.
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, make);
  return {
    keys: keys.current,
    added(): string {
      const key = make();
      keys.current = [...keys.current, key];
      return key;
    },
    removed(index: number): void {
      keys.current = keys.current.filter((_, i) => i !== index);
    },
    moved(from: number, to: number): void {
      keys.current = moveItem(keys.current, from, to);
    },
  };
}
