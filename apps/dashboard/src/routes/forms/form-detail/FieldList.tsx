/** A form's fields in their order (drag to reorder), each added or changed in a modal; saved with the form. */
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormField, formFieldProblems, formFieldTypeLabels } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../components/sortable/SortableList';
import { FieldModal } from './FieldModal';

export function FieldList(props: { value: FormField[]; onChange: (fields: FormField[]) => void; readOnly: boolean }) {
  const { value, onChange, readOnly } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  // A removed field can leave another's condition pointing nowhere: the row says so before saving.
  const problems = formFieldProblems(value);
  const problemsOf = (index: number) => [
    ...new Set(problems.filter((problem) => problem.path[0] === index).map((problem) => problem.message)),
  ];

  function move(from: number, to: number) {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  }

  function save(field: FormField) {
    if (!editing) return;
    onChange(editing.index === null ? [...value, field] : value.map((old, i) => (i === editing.index ? field : old)));
    setEditing(null);
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('forms.fieldList.title')}
          </Title>
          {!readOnly && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ index: null })}
            >
              {t('forms.fieldList.add')}
            </Button>
          )}
        </Group>
        {value.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('forms.fieldList.none')}
          </Text>
        ) : (
          <SortableList
            items={value}
            itemKey={(field) => field._id}
            onMove={move}
            label={t('forms.fieldList.title')}
            itemLabel={(field) => ({ row: field.label, handle: t('forms.fieldList.drag', { name: field.label }) })}
            disabled={readOnly}
          >
            {(field, index) => (
              <Group wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {field.label}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {field.name}
                    </Text>
                  </Group>
                  <Group gap={6}>
                    <Badge variant="light" color="gray" size="sm">
                      {formFieldTypeLabels[field.type]}
                    </Badge>
                    {field.required && (
                      <Badge variant="light" color="orange" size="sm">
                        {t('forms.fieldList.required')}
                      </Badge>
                    )}
                    {field.conditions.length > 0 && (
                      <Badge variant="light" color="blue" size="sm" styles={{ label: { textTransform: 'none' } }}>
                        {t('forms.fieldList.conditionCount', { count: field.conditions.length })}
                      </Badge>
                    )}
                  </Group>
                  {problemsOf(index).map((message) => (
                    <Text key={message} size="xs" c="red">
                      {message}
                    </Text>
                  ))}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t(readOnly ? 'forms.fieldList.view' : 'forms.fieldList.edit', { name: field.label })}
                  onClick={() => setEditing({ index })}
                >
                  {readOnly ? <IconEye size={16} /> : <IconPencil size={16} />}
                </ActionIcon>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('forms.fieldList.remove', { name: field.label })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            )}
          </SortableList>
        )}
      </Stack>
      {editing && (
        <FieldModal
          field={editing.index === null ? null : (value[editing.index] ?? null)}
          others={value.filter((_, i) => i !== editing.index)}
          index={editing.index ?? value.length}
          readOnly={readOnly}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
