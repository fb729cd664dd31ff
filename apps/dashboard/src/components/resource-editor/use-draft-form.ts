/**
 * An editor's form over a draftable resource: react-hook-form with the shared resolver, changed
 * fields autosaved through `useDraftSaver`, the server's field messages put on their fields, the
 * leave-page guard, and starting again from the server's copy after publish, discard, rollback or
 * a refused stale edit. The page, template and component editors share it.
 */
import { type DefaultValues, type FieldValues, type Path, useForm, useWatch } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from '../../api/client';
import { formResolver } from '../form-resolver';
import { useDraftSaver } from './use-draft-saver';
import { useLeaveGuard } from './use-leave-guard';

export interface DraftFormOptions<Doc extends FieldValues, Entity extends { version: number }> {
  entity: Entity;
  /** The fields the form edits, from the entity. */
  documentOf: (entity: Entity) => Doc;
  schema: ZodType;
  readOnly: boolean;
  /** Sends the changed fields with the version they are based on. */
  save: (changes: Partial<Doc>, version: number) => Promise<Entity>;
  /** The server's current copy (never the cache, which is what went stale). */
  fetchLatest: () => Promise<Entity>;
  /** What else a failed save shows (a stale edit, a toast). */
  onError: (error: unknown) => void;
  /** The editor's own address: moving between its tabs is not leaving. */
  entityPath: string;
}

export function useDraftForm<Doc extends FieldValues, Entity extends { version: number }>(
  options: DraftFormOptions<Doc, Entity>,
) {
  const initial = options.documentOf(options.entity);
  const form = useForm<Doc>({
    defaultValues: initial as DefaultValues<Doc>,
    resolver: formResolver(options.schema as never) as never,
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as Doc;
  const saver = useDraftSaver(
    { document: initial, version: options.entity.version },
    {
      values,
      readOnly: options.readOnly,
      autosave: true,
      validate: () => form.trigger(),
      save: async (changes, version) => {
        const saved = await options.save(changes, version);
        return { document: options.documentOf(saved), version: saved.version };
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          for (const [path, message] of Object.entries(error.fields)) {
            const field = path.split('.')[0] ?? path;
            if (field in initial) form.setError(path as Path<Doc>, { message });
          }
        }
        options.onError(error);
      },
    },
  );
  const adopt = (next: Entity) => {
    const document = options.documentOf(next);
    form.reset(document);
    saver.rebase(document, next.version);
  };
  useLeaveGuard(saver.state === 'dirty' || saver.state === 'saving' || saver.state === 'invalid', options.entityPath);
  return {
    form,
    values,
    saver,
    adopt,
    /** Loads the server's copy into the form. */
    reload: async () => adopt(await options.fetchLatest()),
  };
}
