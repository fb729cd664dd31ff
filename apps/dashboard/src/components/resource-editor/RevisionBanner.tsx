import { Alert, Button, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRevision } from '../../hooks/api/revisions';
import { confirmAction } from '../confirm';
import { formatDateTime } from '../format';
import { PermissionGate } from '../PermissionGate';

/** The read-only revision view (spec 1 §4): show the diff, revert (admins), or go back. */
export function RevisionBanner(props: {
  revisionId: string;
  currentPath: string;
  onShowDiff: () => void;
  onRevert: () => void;
}) {
  const { t } = useTranslation();
  const { data: revision } = useRevision(props.revisionId);
  const revert = async () => {
    if (await confirmAction(t('confirm.revert'), t('editor.revision.revert'))) props.onRevert();
  };
  return (
    <Alert color="grape" icon={<IconHistory size={18} />} variant="light">
      {revision &&
        t('editor.revision.viewing', {
          date: formatDateTime(revision.timestamp),
          author: revision.author?.name ?? t('content.unknownAuthor'),
        })}
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="white" onClick={props.onShowDiff}>
          {t('editor.revision.showDiff')}
        </Button>
        <PermissionGate level="admin">
          <Button size="xs" color="grape" onClick={revert}>
            {t('editor.revision.revert')}
          </Button>
        </PermissionGate>
        <Button size="xs" variant="subtle" component={Link} to={props.currentPath}>
          {t('editor.revision.back')}
        </Button>
      </Group>
    </Alert>
  );
}
