import { Button, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRevisions } from '../../hooks/api/revisions';
import { formatDateTime } from '../format';

/** A version log read elsewhere than `GET revisions` (an order's own `orders/{id}/revisions`), in the same pages. */
export type RevisionLog = ReturnType<typeof useRevisions>;

/**
 * 'Versjonslogg': the published versions, newest first; choosing one opens it read-only. A resource
 * with its own revisions call passes its `log`, and may say what an empty log and a revision
 * without an author mean for it.
 */
export function RevisionLogModal(props: {
  opened: boolean;
  onClose: () => void;
  type: string;
  reference: string;
  onOpen: (revisionId: string) => void;
  log?: RevisionLog;
  emptyText?: string;
  noAuthorText?: string;
}) {
  const { t } = useTranslation();
  const shared = useRevisions(props.type, props.reference, props.opened && !props.log);
  const revisions = props.log ?? shared;
  const rows = revisions.data?.pages.flat() ?? [];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('editor.revisionLog.title')} size="38rem">
      {revisions.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="md">
          {props.emptyText ?? t('editor.revisionLog.empty')}
        </Text>
      ) : (
        <Stack>
          <Table highlightOnHover>
            <Table.Tbody>
              {rows.map((revision) => (
                <Table.Tr key={revision._id}>
                  <Table.Td>{formatDateTime(revision.timestamp)}</Table.Td>
                  <Table.Td c="dimmed">
                    {revision.author?.name ?? props.noAuthorText ?? t('content.unknownAuthor')}
                  </Table.Td>
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
