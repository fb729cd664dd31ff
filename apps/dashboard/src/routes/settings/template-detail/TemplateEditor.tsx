/** The template editor: the shared DraftableEditor around a template's name, sections and preview (spec 2 §2). */
import type { Template } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { DraftableEditor, KindBadges, previewAndFieldsTabs } from '../../../components/resource-editor/DraftableEditor';
import { useDraftableEditor } from '../../../components/resource-editor/use-draftable-editor';
import { templateHooks } from '../../../hooks/api/templates';
import { templateListPath, templatePath } from './paths';
import { TemplateContentTab } from './TemplateContentTab';
import { TemplateEditorMenu } from './TemplateEditorMenu';
import { TemplateGeneralTab } from './TemplateGeneralTab';
import { documentOf, templateDocumentSchema, templateFieldLabel } from './template-document';
import { useDuplicateTemplate } from './use-duplicate-template';

export function TemplateEditor(props: { template: Template; tab: string; revisionId: string | null }) {
  const { template, tab, revisionId } = props;
  const { t } = useTranslation();
  const duplicate = useDuplicateTemplate();
  const editor = useDraftableEditor({
    entity: template,
    hooks: templateHooks,
    revisionId,
    documentOf,
    schema: templateDocumentSchema,
    editorPath: templatePath(template._id),
    listPath: templateListPath,
  });
  const title = editor.values.name || template.name;

  return (
    <DraftableEditor
      editor={editor}
      title={title}
      badges={
        <KindBadges
          kind={t(template.partial ? 'templates.kinds.partial' : 'templates.kinds.template')}
          inherited={template.inherited ? t('templates.inherited') : null}
        />
      }
      tabs={previewAndFieldsTabs(t, (tab) => templatePath(template._id, tab))}
      activeTab={tab}
      menu={(open) => (
        <TemplateEditorMenu
          templateId={template._id}
          canDesign={!editor.readOnly}
          canDuplicate={editor.canEdit && revisionId === null}
          on={{ duplicate: () => duplicate(template._id), references: open.references }}
        />
      )}
      notes={{ inherited: t('templates.editor.inheritedNote'), reader: t('templates.editor.readOnlyReader') }}
      fieldLabel={templateFieldLabel}
      modifiedDate={template.modifiedDate}
    >
      {tab === 'generelt' ? (
        <TemplateGeneralTab readOnly={editor.readOnly} />
      ) : (
        <TemplateContentTab template={template} title={title} revisionId={revisionId} readOnly={editor.readOnly} />
      )}
    </DraftableEditor>
  );
}
