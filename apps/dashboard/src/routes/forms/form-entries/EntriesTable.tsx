import { Button, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type Form, type FormEntry, formEntryValueText, formTypesWithoutValue } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../../components/format';
import { useExportFormEntries, useFormEntries } from '../../../hooks/api/forms';
import { FormTabs } from '../FormTabs';
import { EntryModal } from './EntryModal';

/** The table shows three columns of values (spec 3 §9); the whole entry opens in a modal. */
const valueColumns = 3;

export function EntriesTable({ form, canDelete }: { form: Form; canDelete: boolean }) {
  const { t } = useTranslation();
  const entries = useFormEntries(form._id);
  const exportEntries = useExportFormEntries(form._id);
  const [open, setOpen] = useState<FormEntry | null>(null);
  const columns = form.fields.filter((field) => !formTypesWithoutValue.includes(field.type)).slice(0, valueColumns);
  const rows = entries.data?.pages.flat() ?? [];
  // Files read by name and size here; their links are in the entry (EntryModal).
  const cellText = (entry: FormEntry, name: string) => {
    const value = entry.data.find((item) => item.field === name)?.value;
    if (!Array.isArray(value)) return formEntryValueText(value);
    return value
      .map((item) => (typeof item === 'string' ? item : `${item.filename} (${formatBytes(item.size)})`))
      .join(', ');
  };
  return (
    <Stack maw={1100} gap="lg">
      <Title order={1}>{form.name}</Title>
      <FormTabs formId={form._id} current="entries" />
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('forms.entries.title')}
            </Title>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
              onClick={() => void exportEntries()}
              disabled={rows.length === 0}
            >
              {t('forms.entries.export')}
            </Button>
          </Group>
          {entries.isSuccess && rows.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('forms.entries.none')}
            </Text>
          ) : (
            <Table highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('forms.entries.timestamp')}</Table.Th>
                  {columns.map((field) => (
                    <Table.Th key={field._id}>{field.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr key={entry._id} onClick={() => setOpen(entry)} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      <UnstyledButton onClick={() => setOpen(entry)} fz="sm">
                        {formatDateTime(entry.timestamp)}
                      </UnstyledButton>
                    </Table.Td>
                    {columns.map((field) => (
                      <Table.Td key={field._id}>
                        <Text size="sm" lineClamp={1}>
                          {cellText(entry, field.name)}
                        </Text>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {entries.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => void entries.fetchNextPage()}
                loading={entries.isFetchingNextPage}
              >
                {t('forms.entries.more')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {open && <EntryModal form={form} entry={open} canDelete={canDelete} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
