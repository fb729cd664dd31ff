import { useTranslation } from 'react-i18next';
import { PreviewPanel } from '../../../../components/preview/PreviewPanel';

export interface ContentTabProps {
  title: string;
  /** The page's storefront path, where the preview loads it. */
  path: string;
  /** The saved version: the preview reloads when it changes. */
  version: number;
  revisionId: string | null;
  designerPath: string;
  readOnly: boolean;
}

/** Innhold (spec 1 §2): the page as it looks now, in the live preview, and the way into the designer. */
export function ContentTab({ title, path, version, revisionId, designerPath, readOnly }: ContentTabProps) {
  const { t } = useTranslation();
  return (
    <PreviewPanel
      title={title}
      path={path}
      version={version}
      revisionId={revisionId}
      hint={t('editor.content.previewHint')}
      edit={readOnly ? null : { to: designerPath, label: t('editor.actions.edit') }}
    />
  );
}
