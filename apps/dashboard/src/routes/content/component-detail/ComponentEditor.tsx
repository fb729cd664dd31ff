/** The component editor: the shared DraftableEditor around a reusable component (spec 3 §2–§7 'Components'). */
import { Menu } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { findSectionDefinition } from '@vev/sections';
import type { Component } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { PreviewPanel } from '../../../components/preview/PreviewPanel';
import { DraftableEditor, KindBadges, previewAndFieldsTabs } from '../../../components/resource-editor/DraftableEditor';
import { useDraftableEditor } from '../../../components/resource-editor/use-draftable-editor';
import { componentHooks } from '../../../hooks/api/components';
import { ComponentGeneralTab } from './ComponentGeneralTab';
import { componentDocumentSchema, componentFieldLabel, documentOf } from './component-document';
import { componentDesignerPath, componentListPath, componentPath } from './paths';

export function ComponentEditor(props: { component: Component; tab: string; revisionId: string | null }) {
  const { component, tab, revisionId } = props;
  const { t } = useTranslation();
  const editor = useDraftableEditor({
    entity: component,
    hooks: componentHooks,
    revisionId,
    documentOf,
    schema: componentDocumentSchema,
    editorPath: componentPath(component._id),
    listPath: componentListPath,
  });
  const title = editor.values.name || component.name;

  return (
    <DraftableEditor
      editor={editor}
      title={title}
      badges={
        <KindBadges
          kind={findSectionDefinition(component.component)?.label ?? component.component}
          inherited={component.inherited ? t('content.inherited') : null}
        />
      }
      tabs={previewAndFieldsTabs(t, (tab) => componentPath(component._id, tab))}
      activeTab={tab}
      menu={(open) => (
        <Menu.Item onClick={open.references} leftSection={<IconLink size={16} />}>
          {t('editor.references')}
        </Menu.Item>
      )}
      notes={{ inherited: t('content.components.inheritedNote'), reader: t('content.components.readOnlyReader') }}
      fieldLabel={componentFieldLabel}
      modifiedDate={component.modifiedDate}
    >
      {tab === 'generelt' ? (
        <ComponentGeneralTab component={component} readOnly={editor.readOnly} />
      ) : (
        <PreviewPanel
          title={title}
          path={`/_vev/komponenter/${component._id}`}
          version={component.version}
          revisionId={revisionId}
          hint={t('content.components.previewHint')}
          edit={editor.readOnly ? null : { to: componentDesignerPath(component._id), label: t('editor.actions.edit') }}
        />
      )}
    </DraftableEditor>
  );
}
