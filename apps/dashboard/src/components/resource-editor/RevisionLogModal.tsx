import { Button, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRevisions } from '../../hooks/api/revisions';
import { formatDateTime } from '../format';

/** 'Versjonslogg': the published versions, newest first; choosing one opens it read-only. */
export function RevisionLogModal(props: {
  opened: boolean;
  onClose: () => void;
  type: string;
  reference: string;
  onOpen: (revisionId: string) => void;
}) {
  const { t } = useTranslation();
  const revisions = useRevisions(props.type, props.reference, props.opened);
  const rows = revisions.data?.pages.flat() ?? [];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('editor.revisionLog.title')} size="38rem">
      {revisions.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('editor.revisionLog.empty')}
        </Text>
      ) : (
        <Stack>
          <Table highlightOnHover>
            <Table.Tbody>
              {rows.map((revision) => (
                <Table.Tr key={revision._id}>
                  <Table.Td>{formatDateTime(revision.timestamp)}</Table.Td>
                  <Table.Td c="dimmed">{revision.author?.name ?? t('content.unknownAuthor')}</Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="light" onClick={() => props.onOpen(revision._id)}>
                      {t('editor.revisionLog.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {revisions.hasNextPage && (
            <Button variant="subtle" loading={revisions.isFetchingNextPage} onClick={() => revisions.fetchNextPage()}>
              {t('editor.revisionLog.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
