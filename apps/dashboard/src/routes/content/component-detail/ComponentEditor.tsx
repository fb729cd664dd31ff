/** The component editor: a named draftable item around a reusable component (spec 3 §2–§7 'Components'). */
import { Menu } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { findSectionDefinition } from '@vev/sections';
import type { Component } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { PreviewPanel } from '../../../components/preview/PreviewPanel';
import { NamedDraftableEditor } from '../../../components/resource-editor/NamedDraftableEditor';
import { componentHooks } from '../../../hooks/api/components';
import { ComponentGeneralTab } from './ComponentGeneralTab';
import { componentForm } from './component-document';
import { componentDesignerPath, componentListPath, componentPath } from './paths';

export function ComponentEditor(props: { component: Component; tab: string; revisionId: string | null }) {
  const { component, tab, revisionId } = props;
  const { t } = useTranslation();
  return (
    <NamedDraftableEditor
      entity={component}
      hooks={componentHooks}
      form={componentForm}
      revisionId={revisionId}
      tab={tab}
      pathTo={(to) => componentPath(component._id, to)}
      listPath={componentListPath}
      badges={{
        kind: findSectionDefinition(component.component)?.label ?? component.component,
        inherited: t('content.inherited'),
      }}
      notes={{ inherited: t('content.components.inheritedNote'), reader: t('content.components.readOnlyReader') }}
      menu={(open) => (
        <Menu.Item onClick={open.references} leftSection={<IconLink size={16} />}>
          {t('editor.references')}
        </Menu.Item>
      )}
    >
      {(editor, title) =>
        tab === 'generelt' ? (
          <ComponentGeneralTab component={component} readOnly={editor.readOnly} />
        ) : (
          <PreviewPanel
            title={title}
            path={`/_vev/komponenter/${component._id}`}
            version={component.version}
            revisionId={revisionId}
            hint={t('content.components.previewHint')}
            edit={
              editor.readOnly ? null : { to: componentDesignerPath(component._id), label: t('editor.actions.edit') }
            }
          />
        )
      }
    </NamedDraftableEditor>
  );
}
