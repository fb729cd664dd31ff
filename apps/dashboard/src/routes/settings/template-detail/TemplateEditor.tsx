/** The template editor: a named draftable item around a template's name, sections and preview (spec 2 §2). */
import type { Template } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { NamedDraftableEditor } from '../../../components/resource-editor/NamedDraftableEditor';
import { templateHooks } from '../../../hooks/api/templates';
import { templateListPath, templatePath } from './paths';
import { TemplateContentTab } from './TemplateContentTab';
import { TemplateEditorMenu } from './TemplateEditorMenu';
import { TemplateGeneralTab } from './TemplateGeneralTab';
import { templateForm } from './template-document';
import { useDuplicateTemplate } from './use-duplicate-template';

export function TemplateEditor(props: { template: Template; tab: string; revisionId: string | null }) {
  const { template, tab, revisionId } = props;
  const { t } = useTranslation();
  const duplicate = useDuplicateTemplate();
  return (
    <NamedDraftableEditor
      entity={template}
      hooks={templateHooks}
      form={templateForm}
      revisionId={revisionId}
      tab={tab}
      pathTo={(to) => templatePath(template._id, to)}
      listPath={templateListPath}
      badges={{
        kind: t(template.partial ? 'templates.kinds.partial' : 'templates.kinds.template'),
        inherited: t('templates.inherited'),
      }}
      notes={{ inherited: t('templates.editor.inheritedNote'), reader: t('templates.editor.readOnlyReader') }}
      menu={(open, editor) => (
        <TemplateEditorMenu
          templateId={template._id}
          canDesign={!editor.readOnly}
          canDuplicate={editor.canEdit && revisionId === null}
          on={{ duplicate: () => duplicate(template._id), references: open.references }}
        />
      )}
    >
      {(editor, title) =>
        tab === 'generelt' ? (
          <TemplateGeneralTab readOnly={editor.readOnly} />
        ) : (
          <TemplateContentTab template={template} title={title} revisionId={revisionId} readOnly={editor.readOnly} />
        )
      }
    </NamedDraftableEditor>
  );
}
