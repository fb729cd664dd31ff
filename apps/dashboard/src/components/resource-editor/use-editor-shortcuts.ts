import { useHotkeys } from '@mantine/hooks';

export interface EditorShortcuts {
  publish?: () => void;
  discard?: () => void;
  save?: () => void;
  delete?: () => void;
  copyFields?: () => void;
  pasteFields?: () => void;
}

/**
 * p publish, u discard, l save, ctrl/cmd+shift+d delete, c and v copy and paste fields (spec 1 §9).
 * Keys typed into a field are ignored, so writing never triggers them.
 */
export function useEditorShortcuts(shortcuts: EditorShortcuts): void {
  const bind = (key: string, run: (() => void) | undefined): [string, () => void][] => (run ? [[key, run]] : []);
  useHotkeys([
    ...bind('p', shortcuts.publish),
    ...bind('u', shortcuts.discard),
    ...bind('l', shortcuts.save),
    ...bind('mod+shift+D', shortcuts.delete),
    ...bind('c', shortcuts.copyFields),
    ...bind('v', shortcuts.pasteFields),
  ]);
}
