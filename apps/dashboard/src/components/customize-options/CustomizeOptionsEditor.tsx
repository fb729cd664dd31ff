/**
 * A product's or product template's customization fields (spec 3 'Customize option'): the list in
 * its order (drag to reorder), and each field added or changed in a modal. The list is the value;
 * nothing is saved until the screen's own 'Lagre'.
 */
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type CustomizeOption, customizeListProblems, customizeOptionTypeLabels, formatMoney } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../sortable/SortableList';
import { CustomizeOptionModal } from './CustomizeOptionModal';

export interface CustomizeOptionsEditorProps {
  value: CustomizeOption[];
  onChange: (options: CustomizeOption[]) => void;
  readOnly?: boolean;
}

/** Which field the modal shows: a new one, or the one at an index. */
type Editing = { index: number | null } | null;

export function CustomizeOptionsEditor({ value, onChange, readOnly = false }: CustomizeOptionsEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const nameOf = (option: CustomizeOption) => option.label || t('shop.customizeOptions.unnamed');
  // A removed field can leave another's condition pointing nowhere: the row says so before saving.
  const problems = customizeListProblems(value);
  const problemsOf = (index: number) => [
    ...new Set(problems.filter((problem) => problem.path[0] === index).map((p) => p.message)),
  ];

  function move(from: number, to: number) {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  }

  function saveOption(option: CustomizeOption) {
    if (!editing) return;
    onChange(editing.index === null ? [...value, option] : value.map((old, i) => (i === editing.index ? option : old)));
    setEditing(null);
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t('shop.customizeOptions.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('shop.customizeOptions.help')}
            </Text>
          </div>
          {!readOnly && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ index: null })}
            >
              {t('shop.customizeOptions.add')}
            </Button>
          )}
        </Group>
        {value.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('shop.customizeOptions.none')}
          </Text>
        ) : (
          <SortableList
            items={value}
            itemKey={(option, index) => option.key || `nytt-${index}`}
            onMove={move}
            label={t('shop.customizeOptions.title')}
            itemLabel={(option) => ({
              row: nameOf(option),
              handle: t('shop.customizeOptions.drag', { name: nameOf(option) }),
            })}
            disabled={readOnly}
          >
            {(option, index) => (
              <Group wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {nameOf(option)}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {option.key}
                    </Text>
                  </Group>
                  <Group gap={6}>
                    <Badge variant="light" color="gray" size="sm">
                      {customizeOptionTypeLabels[option.type]}
                    </Badge>
                    {option.price > 0 && (
                      <Badge variant="outline" color="gray" size="sm" styles={{ label: { textTransform: 'none' } }}>
                        + {formatMoney(option.price)}
                      </Badge>
                    )}
                    {option.required && (
                      <Badge variant="light" color="orange" size="sm">
                        {t('shop.customizeOptions.required')}
                      </Badge>
                    )}
                    {option.conditions.length > 0 && (
                      <Badge variant="light" color="blue" size="sm" styles={{ label: { textTransform: 'none' } }}>
                        {t('shop.customizeOptions.conditionCount', { count: option.conditions.length })}
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
                  aria-label={t(readOnly ? 'shop.customizeOptions.view' : 'shop.customizeOptions.edit', {
                    name: nameOf(option),
                  })}
                  onClick={() => setEditing({ index })}
                >
                  {readOnly ? <IconEye size={16} /> : <IconPencil size={16} />}
                </ActionIcon>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('shop.customizeOptions.remove', { name: nameOf(option) })}
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
        <CustomizeOptionModal
          option={editing.index === null ? null : (value[editing.index] ?? null)}
          others={value.filter((_, i) => i !== editing.index)}
          index={editing.index ?? value.length}
          readOnly={readOnly}
          onSave={saveOption}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
