/** /designer/maler/{template}: a template's header, main and footer sections, with the live preview. */
import { useTranslation } from 'react-i18next';
import { templateHooks } from '../../../hooks/api/templates';
import { DraftableDesigner } from '../sections/DraftableDesigner';

export function TemplateDesigner({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  return (
    <DraftableDesigner
      id={templateId}
      hooks={templateHooks}
      closeTo={`/innstillinger/maler/liste/${templateId}`}
      kindOf={(template) => ({
        kind: t(template.partial ? 'designer.kinds.partial' : 'designer.kinds.template'),
        previewPath: `/_vev/maler/${template._id}`,
        // Whole templates place sub-templates and have areas; sub-templates do not nest.
        areas: !template.partial,
        partial: template.partial,
        fixed: false,
        closeGoesBack: true,
        placesPartials: !template.partial,
      })}
    />
  );
}
