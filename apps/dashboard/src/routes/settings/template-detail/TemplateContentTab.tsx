import { Stack } from '@mantine/core';
import type { Template } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { PreviewPanel } from '../../../components/preview/PreviewPanel';
import { templateDesignerPath } from './paths';
import { TemplateSections } from './TemplateSections';

/** Innhold: the sections by area, and the template in the live preview with the way into the designer. */
export function TemplateContentTab(props: {
  template: Template;
  title: string;
  revisionId: string | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { template } = props;
  return (
    <Stack gap="md">
      <TemplateSections template={template} />
      <PreviewPanel
        title={props.title}
        path={`/_vev/maler/${template._id}`}
        version={template.version}
        revisionId={props.revisionId}
        hint={t('templates.editor.previewHint')}
        edit={
          props.readOnly ? null : { to: templateDesignerPath(template._id), label: t('templates.editor.editDesign') }
        }
      />
    </Stack>
  );
}
