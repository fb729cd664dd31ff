/**
 * The editor of a draftable resource (pages, templates, reusable components): the form, the
 * ResourceEditor frame with its actions, the revision banner or the read-only note, and the
 * version log, diff and references modals. A screen gives its tabs, fields, badges and menu.
 */
import { Alert } from '@mantine/core';
import { gateAllows } from '@vev/shared';
import { type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../notify';
import { ReferencesModal } from './ReferencesModal';
import { type EditorTab, ResourceEditor, type ResourceEditorProps } from './ResourceEditor';
import { RevisionBanner } from './RevisionBanner';
import { RevisionDiffModal } from './RevisionDiffModal';
import { RevisionLogModal } from './RevisionLogModal';
import type { DraftableEditorState, InheritableEntity } from './use-draftable-editor';

export interface DraftableTab extends EditorTab {
  /** Leaves the revision being viewed (a tab that shows no revision); by default it keeps it. */
  current?: boolean;
}

export interface DraftableEditorProps<Doc extends FieldValues, Entity extends InheritableEntity> {
  editor: DraftableEditorState<Doc, Entity>;
  title: string;
  badges: ReactNode;
  /** The first tab is the one shown for any other key. */
  tabs: DraftableTab[];
  activeTab: string;
  /** The 'Mer' menu; it may open the references modal. */
  menu: (open: { references: () => void }) => ReactNode;
  /** Why the form is read-only: an inherited record, a reader. */
  notes: { inherited?: string; reader: string };
  /** Unpublished changes: the current state from the cache, when the screen shows an old revision. */
  modifiedDate: string | null;
  /** The resource's own publish question, when it has one. */
  publishQuestion?: ResourceEditorProps['publishQuestion'];
  /** Extra keyboard actions (copy and paste fields). */
  fields?: { copy: () => void; paste: () => void };
  children: ReactNode;
}

export function DraftableEditor<Doc extends FieldValues, Entity extends InheritableEntity>(
  props: DraftableEditorProps<Doc, Entity>,
) {
  const { editor, tabs, activeTab } = props;
  const { entity, revisionId, actions, saver, canEdit, permission } = editor;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [modal, setModal] = useState<'revisions' | 'references' | null>(null);
  const [diffOf, setDiffOf] = useState<string | null>(null);

  const query = revisionId ? `?revision=${revisionId}` : '';
  const tabPath = (tabs.find((tab) => tab.key === activeTab) ?? tabs[0])?.to ?? '';
  const save = async () => {
    if (await saver.saveNow()) notifySuccess(t('toasts.saved'));
    else if (saver.state === 'invalid') notifyError(t('editor.invalid'));
  };
  const note = (entity.inherited && props.notes.inherited) || (!canEdit && permission ? props.notes.reader : null);

  return (
    <FormProvider {...editor.form}>
      <ResourceEditor
        title={props.title}
        badges={props.badges}
        tabs={tabs.map(({ current, ...tab }) => ({ ...tab, to: current ? tab.to : `${tab.to}${query}` }))}
        activeTab={activeTab}
        banner={
          revisionId ? (
            <RevisionBanner
              revisionId={revisionId}
              currentPath={tabPath}
              onShowDiff={() => setDiffOf(revisionId)}
              onRevert={() => void actions.rollback(revisionId)}
            />
          ) : note ? (
            <Alert color="gray" variant="light">
              {note}
            </Alert>
          ) : null
        }
        modified={revisionId === null && props.modifiedDate !== null}
        saveState={saver.state}
        readOnly={editor.readOnly}
        can={{ edit: canEdit, delete: gateAllows('admin', permission) }}
        busy={actions.busy}
        publishQuestion={props.publishQuestion}
        menu={props.menu({ references: () => setModal('references') })}
        on={{
          save: () => void save(),
          publish: () => void actions.publish(),
          discard: () => void actions.discard(),
          delete: () => void actions.remove(),
          revisions: () => setModal('revisions'),
          copyFields: props.fields?.copy,
          pasteFields: props.fields?.paste,
        }}
      >
        {props.children}
      </ResourceEditor>

      <RevisionLogModal
        opened={modal === 'revisions'}
        onClose={() => setModal(null)}
        type={editor.revisionType}
        reference={entity._id}
        onOpen={(id) => {
          setModal(null);
          navigate(`${tabPath}?revision=${id}`);
        }}
      />
      <RevisionDiffModal revisionId={diffOf} onClose={() => setDiffOf(null)} labelFor={editor.fieldLabel} />
      <ReferencesModal opened={modal === 'references'} onClose={() => setModal(null)} id={entity._id} />
    </FormProvider>
  );
}
