/**
 * Saves an editor's changed fields (spec 1 §4 'Resource editing'): only what changed, nothing when
 * nothing did; at once on request, or 500 ms after the last change. One save at a time: edits made
 * while saving are saved right after, based on the version the first save answered.
 */
import { sameJson, searchDebounceMs } from '@vev/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'saved' | 'dirty' | 'saving' | 'invalid';

export interface DraftSaverOptions<Doc extends object> {
  /** The form's values now. */
  values: Doc;
  /** Whether the values may be saved (the form validates them). */
  validate: () => Promise<boolean>;
  readOnly: boolean;
  autosave: boolean;
  /** Sends the changed fields with the version they are based on; answers the saved document and its version. */
  save: (changes: Partial<Doc>, version: number) => Promise<{ document: Doc; version: number }>;
  onError: (error: unknown) => void;
}

export function changedFields<Doc extends object>(values: Doc, baseline: Doc): Partial<Doc> {
  const changes: Partial<Doc> = {};
  for (const key of Object.keys(values) as (keyof Doc)[]) {
    if (!sameJson(values[key], baseline[key])) changes[key] = values[key];
  }
  return changes;
}

export function useDraftSaver<Doc extends object>(
  initial: { document: Doc; version: number },
  options: DraftSaverOptions<Doc>,
) {
  const baseline = useRef(initial.document);
  const version = useRef(initial.version);
  const saving = useRef<Promise<boolean> | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const [state, setState] = useState<SaveState>('saved');

  const pending = changedFields(options.values, baseline.current);
  const dirty = Object.keys(pending).length > 0;
  // Every change restarts the wait, so autosave runs 500 ms after the last keystroke.
  const signature = dirty ? JSON.stringify(pending) : '';

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (saving.current) {
      await saving.current;
      return saveNow();
    }
    const { values, validate, save, onError, readOnly } = latest.current;
    const changes = changedFields(values, baseline.current);
    if (readOnly || Object.keys(changes).length === 0) return true;
    if (!(await validate())) {
      setState('invalid');
      return false;
    }
    setState('saving');
    saving.current = (async () => {
      try {
        const saved = await save(changes, version.current);
        const stored: Partial<Doc> = {};
        for (const key of Object.keys(changes) as (keyof Doc)[]) stored[key] = saved.document[key];
        baseline.current = { ...baseline.current, ...stored };
        version.current = saved.version;
        return true;
      } catch (error) {
        onError(error);
        return false;
      } finally {
        saving.current = null;
      }
    })();
    const ok = await saving.current;
    const stillDirty = Object.keys(changedFields(latest.current.values, baseline.current)).length > 0;
    setState(ok ? (stillDirty ? 'dirty' : 'saved') : 'dirty');
    return ok;
  }, []);

  /** The server's copy changed by other means (publish, discard, rollback, status): start from it. */
  const rebase = useCallback((document: Doc, newVersion: number) => {
    baseline.current = document;
    version.current = newVersion;
    setState('saved');
  }, []);

  useEffect(() => {
    if (!signature) return;
    setState((current) => (current === 'saving' ? current : 'dirty'));
    if (!options.autosave || options.readOnly) return;
    const timer = setTimeout(() => void saveNow(), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [signature, options.autosave, options.readOnly, saveNow]);

  return { state: dirty && state === 'saved' ? 'dirty' : state, dirty, saveNow, rebase, version };
}
