import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A draftable item's status in a list: 'Upubliserte endringer' while a draft waits, else 'Publisert'. */
export function DraftStatusBadge({ modified }: { modified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={modified ? 'orange' : 'teal'} tt="none">
      {t(modified ? 'editor.unpublished' : 'editor.published')}
    </Badge>
  );
}
