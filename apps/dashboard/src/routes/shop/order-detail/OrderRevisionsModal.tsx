import { Button, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';
import { useOrderRevisions } from '../../../hooks/api/orders';

/** 'Versjonslogg': the order's stored versions, newest first; choosing one opens it read-only. */
export function OrderRevisionsModal(props: {
  opened: boolean;
  onClose: () => void;
  orderId: string;
  onOpen: (revisionId: string) => void;
}) {
  const { t } = useTranslation();
  const revisions = useOrderRevisions(props.orderId, props.opened);
  const rows = revisions.data ?? [];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('shop.orders.revisions')} size="38rem">
      {revisions.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="md">
          {t('shop.orders.revisionsEmpty')}
        </Text>
      ) : (
        <Table highlightOnHover>
          <Table.Tbody>
            {rows.map((revision) => (
              <Table.Tr key={revision._id}>
                <Table.Td>{formatDateTime(revision.timestamp)}</Table.Td>
                <Table.Td c="dimmed">{revision.author?.name ?? t('shop.orders.notes.unknownAuthor')}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="light" onClick={() => props.onOpen(revision._id)}>
                    {t('shop.orders.revisionOpen')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
