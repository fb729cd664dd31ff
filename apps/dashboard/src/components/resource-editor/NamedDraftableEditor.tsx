/**
 * The editor of a named item whose content is designed in the designer (a template, a reusable
 * component): its name as the title, a kind badge, the preview under 'Innhold' and its own
 * fields under 'Generelt'. A screen gives the kind, the words, the menu and the two tabs' content.
 */
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftableHooks } from '../../hooks/api/draftable';
import { DraftableEditor } from './DraftableEditor';
import {
  type DraftableEditorState,
  type DraftableForm,
  type InheritableEntity,
  useDraftableEditor,
} from './use-draftable-editor';

interface NamedEntity extends InheritableEntity {
  name: string;
  modifiedDate: string | null;
}

type NamedDocument = { name: string };

export interface NamedDraftableEditorProps<Doc extends NamedDocument, Entity extends NamedEntity, Create, Update> {
  entity: Entity;
  hooks: DraftableHooks<Entity, Create, Update & { version: number }>;
  form: DraftableForm<Doc, Entity>;
  revisionId: string | null;
  tab: string;
  /** The editor's address, of its 'Generelt' tab with `generelt`. */
  pathTo: (tab?: 'generelt') => string;
  listPath: string;
  /** 'Hero', 'Delmal' …; and the badge of an item inherited from the parent site. */
  badges: { kind: string; inherited: string };
  notes: { inherited: string; reader: string };
  menu: (open: { references: () => void }, editor: DraftableEditorState<Doc, Entity>) => ReactNode;
  /** The content of the active tab: 'generelt', or the preview for any other. */
  children: (editor: DraftableEditorState<Doc, Entity>, title: string) => ReactNode;
}

export function NamedDraftableEditor<Doc extends NamedDocument, Entity extends NamedEntity, Create, Update>(
  props: NamedDraftableEditorProps<Doc, Entity, Create, Update>,
) {
  const { entity, pathTo } = props;
  const { t } = useTranslation();
  const editor = useDraftableEditor({
    entity,
    hooks: props.hooks,
    revisionId: props.revisionId,
    form: props.form,
    paths: { editor: pathTo(), list: props.listPath },
  });
  const title = editor.values.name || entity.name;
  return (
    <DraftableEditor
      editor={editor}
      title={title}
      badges={
        <>
          <Badge color="gray" variant="light" tt="none">
            {props.badges.kind}
          </Badge>
          {entity.inherited && (
            <Badge color="grape" variant="light" tt="none">
              {props.badges.inherited}
            </Badge>
          )}
        </>
      }
      tabs={[
        { key: 'innhold', label: t('editor.tabs.content'), to: pathTo() },
        { key: 'generelt', label: t('editor.tabs.general'), to: pathTo('generelt') },
      ]}
      activeTab={props.tab}
      menu={(open) => props.menu(open, editor)}
      notes={props.notes}
      modifiedDate={entity.modifiedDate}
    >
      {props.children(editor, title)}
    </DraftableEditor>
  );
}
