/** A jsondiffpatch delta as a flat list of changes a person can read: which field, before and after. */

export interface DiffEntry {
  path: string[];
  kind: 'added' | 'removed' | 'changed' | 'moved';
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function diffEntries(delta: unknown, path: string[] = []): DiffEntry[] {
  if (Array.isArray(delta)) {
    if (delta.length === 1) return [{ path, kind: 'added', after: delta[0] }];
    if (delta.length === 2) return [{ path, kind: 'changed', before: delta[0], after: delta[1] }];
    if (delta.length === 3 && delta[2] === 0) return [{ path, kind: 'removed', before: delta[0] }];
    if (delta.length === 3 && delta[2] === 2) return [{ path, kind: 'changed', after: '(tekstendring)' }];
    if (delta.length === 3 && delta[2] === 3) return [{ path, kind: 'moved' }];
    return [];
  }
  if (!isObject(delta)) return [];
  const isArrayDelta = delta._t === 'a';
  return Object.entries(delta)
    .filter(([key]) => key !== '_t')
    .flatMap(([key, value]) => {
      // In array deltas '_3' is the item at the old index 3; '3' the item at the new index.
      const name = isArrayDelta ? String(Number(key.replace(/^_/, '')) + 1) : key;
      return diffEntries(value, [...path, name]);
    });
}

/** A value as short text for the diff view. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nei';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
