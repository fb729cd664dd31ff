/** /designer/komponenter/{component}: a reusable component's section, with the live preview. */
import { useTranslation } from 'react-i18next';
import { componentHooks } from '../../../hooks/api/components';
import { DraftableDesigner } from '../sections/DraftableDesigner';

export function ComponentDesigner({ componentId }: { componentId: string }) {
  const { t } = useTranslation();
  return (
    <DraftableDesigner
      id={componentId}
      hooks={componentHooks}
      closeTo={`/innhold/komponenter/${componentId}`}
      kindOf={(component) => ({
        kind: t('designer.kinds.component'),
        previewPath: `/_vev/komponenter/${component._id}`,
        areas: false,
        partial: false,
        fixed: true,
        closeGoesBack: false,
        placesPartials: false,
      })}
    />
  );
}
