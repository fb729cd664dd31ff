/**
 * The state of an editor of a draftable resource: who may edit, the autosaved form, and the
 * workflow actions wired to the resource's hooks. `DraftableEditor` renders it; a screen adds
 * only its own fields and actions.
 */
import { gateAllows } from '@vev/shared';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import type { DraftableEntity, DraftableHooks } from '../../hooks/api/draftable';
import { usePermission } from '../../hooks/api/sites';
import { useDraftForm } from './use-draft-form';
import { useEditorActions } from './use-editor-actions';

export interface InheritableEntity extends DraftableEntity {
  /** Read from the site a department belongs to: read-only here. */
  inherited: boolean;
}

export interface DraftableEditorInput<Doc extends FieldValues, Entity extends InheritableEntity, Create, Update> {
  entity: Entity;
  hooks: DraftableHooks<Entity, Create, Update & { version: number }>;
  /** The old revision shown (read-only), or null for the current state. */
  revisionId: string | null;
  form: DraftableForm<Doc, Entity>;
  /** The editor's own address (moving between its tabs is not leaving), and the list after a delete. */
  paths: { editor: string; list: string };
}

/** The fields a resource's editor edits, their rules, and their names in a version's diff. */
export interface DraftableForm<Doc, Entity> {
  documentOf: (entity: Entity) => Doc;
  schema: ZodType;
  fieldLabel: (path: string[]) => string;
}

export function useDraftableEditor<Doc extends FieldValues, Entity extends InheritableEntity, Create, Update>(
  input: DraftableEditorInput<Doc, Entity, Create, Update>,
) {
  const { entity, hooks, revisionId } = input;
  const navigate = useNavigate();
  const permission = usePermission();
  const canEdit = gateAllows('contributor', permission);
  const readOnly = !canEdit || revisionId !== null || entity.inherited;
  const update = hooks.useUpdate(entity._id);
  const publish = hooks.useAction(entity._id, 'publish');
  const discard = hooks.useAction(entity._id, 'discard');
  const remove = hooks.useDelete();
  const rollback = hooks.useRollback(entity._id);
  const fetchLatest = hooks.useFetchLatest(entity._id);
  const draft = useDraftForm<Doc, Entity>({
    entity,
    documentOf: input.form.documentOf,
    schema: input.form.schema,
    readOnly,
    save: (changes, version) => update.mutateAsync({ ...changes, version } as unknown as Update & { version: number }),
    fetchLatest,
    onError: (error) => actions.failed(error),
    entityPath: input.paths.editor,
  });
  const actions = useEditorActions<Entity>({
    flush: draft.saver.saveNow,
    version: () => draft.saver.version.current,
    adopt: draft.adopt,
    reload: () => void draft.reload(),
    publish: publish.mutateAsync,
    discard: discard.mutateAsync,
    remove: () => remove.mutateAsync(entity._id),
    rollback: rollback.mutateAsync,
    deleted: () => navigate(input.paths.list),
    // Back to the same tab, now showing the current version.
    rolledBack: () => navigate({ search: '' }, { replace: true }),
  });
  return {
    ...draft,
    actions,
    permission,
    canEdit,
    readOnly,
    revisionId,
    entity,
    revisionType: hooks.revisionType,
    fieldLabel: input.form.fieldLabel,
  };
}

export type DraftableEditorState<Doc extends FieldValues, Entity extends InheritableEntity> = ReturnType<
  typeof useDraftableEditor<Doc, Entity, unknown, unknown>
>;
