import { Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { Form, FormEntry, FormEntryValue } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { formatBytes, formatDateTime } from '../../../components/format';
import { notifySuccess } from '../../../components/notify';
import { useDeleteFormEntry } from '../../../hooks/api/forms';

/** A value as it reads: files as links (served to staff only), lists one per line. */
function EntryValue({ value }: { value: FormEntryValue }) {
  if (!Array.isArray(value)) return <Text size="sm">{String(value)}</Text>;
  return (
    <Stack gap={2}>
      {value.map((item) =>
        typeof item === 'string' ? (
          <Text key={item} size="sm">
            {item}
          </Text>
        ) : (
          <Anchor key={item.url} href={item.url} target="_blank" size="sm">
            {item.filename} ({formatBytes(item.size)})
          </Anchor>
        ),
      )}
    </Stack>
  );
}

/** The whole entry: when, from where, and every value under its field's label. */
export function EntryModal(props: { form: Form; entry: FormEntry; canDelete: boolean; onClose: () => void }) {
  const { form, entry } = props;
  const { t } = useTranslation();
  const remove = useDeleteFormEntry(form._id);
  const labelOf = (name: string) => form.fields.find((field) => field.name === name)?.label ?? name;
  async function deleteEntry() {
    if (!(await confirmAction(t('forms.deleteConfirm'), t('forms.entries.delete'), { danger: true }))) return;
    await remove.mutateAsync(entry._id);
    notifySuccess(t('forms.entries.deleted'));
    props.onClose();
  }
  return (
    <Modal opened onClose={props.onClose} title={t('forms.entries.entryTitle')} size="lg">
      <Stack>
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>{t('forms.entries.timestamp')}</Table.Th>
              <Table.Td>{formatDateTime(entry.timestamp)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('forms.entries.referrer')}</Table.Th>
              <Table.Td>{entry.referrer}</Table.Td>
            </Table.Tr>
            {entry.data.map((item) => (
              <Table.Tr key={item.field}>
                <Table.Th>{labelOf(item.field)}</Table.Th>
                <Table.Td>
                  <EntryValue value={item.value} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          {props.canDelete ? (
            <Button color="red" variant="light" onClick={() => void deleteEntry()} loading={remove.isPending}>
              {t('forms.entries.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button variant="default" onClick={props.onClose}>
            {t('forms.entries.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
