import { Badge, Center, Loader, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRevision } from '../../hooks/api/revisions';
import { describeValue, diffEntries } from './diff-entries';

/** What a version changed against the one before it. */
export function RevisionDiffModal(props: {
  revisionId: string | null;
  onClose: () => void;
  /** A field path in the editor's words ('Tittel', 'Søk og deling › Tittel' …). */
  labelFor: (path: string[]) => string;
}) {
  const { t } = useTranslation();
  const revision = useRevision(props.revisionId);
  const entries = revision.data ? diffEntries(revision.data.diff) : [];
  const kinds = { added: 'green', removed: 'red', changed: 'blue', moved: 'gray' } as const;
  return (
    <Modal
      opened={props.revisionId !== null}
      onClose={props.onClose}
      title={t('editor.revision.diffTitle')}
      size="48rem"
    >
      {revision.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('editor.revision.noDiff')}</Text>
      ) : (
        <Table layout="fixed" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="30%" />
              <Table.Th>{t('editor.revision.before')}</Table.Th>
              <Table.Th>{t('editor.revision.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={`${entry.path.join('.')}-${entry.kind}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {props.labelFor(entry.path)}
                  </Text>
                  <Badge size="xs" variant="light" color={kinds[entry.kind]}>
                    {t(`editor.revision.${entry.kind === 'moved' ? 'changed' : entry.kind}`)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Text size="sm" c="dimmed">
                    {describeValue(entry.before)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Text size="sm">{describeValue(entry.after)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
