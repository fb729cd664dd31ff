/** Copied fields (shortcut c) wait in this browser until pasted (shortcut v) into another item of the same type. */
const storageKey = 'vev.copiedFields';

interface CopiedFields {
  type: string;
  fields: Record<string, unknown>;
}

export function storeCopiedFields(type: string, fields: Record<string, unknown>): void {
  localStorage.setItem(storageKey, JSON.stringify({ type, fields } satisfies CopiedFields));
}

export function readCopiedFields(type: string): Record<string, unknown> | null {
  try {
    const copied = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as CopiedFields | null;
    return copied?.type === type && Object.keys(copied.fields).length ? copied.fields : null;
  } catch {
    return null;
  }
}
