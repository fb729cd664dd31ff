/**
 * A list of fields in their order (drag to reorder), each added or changed in a modal: a form's
 * fields and a product's customization fields. The list is the value; the screen saves it. Each row
 * shows the field's name, key and badges, and the list-wide problems of the field (a condition on a
 * field that was removed) before anything is saved.
 */
import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { SortableList } from '../sortable/SortableList';

export interface FieldListWords {
  title: string;
  help?: string;
  add: string;
  none: string;
  edit: (name: string) => string;
  view: (name: string) => string;
  remove: (name: string) => string;
  drag: (name: string) => string;
}

/** What the modal for one field gets: the field (null for a new one) and the others it may refer to. */
export interface FieldModalArgs<Item> {
  item: Item | null;
  others: Item[];
  index: number;
  onSave: (item: Item) => void;
  onClose: () => void;
}

export interface FieldListEditorProps<Item> {
  value: Item[];
  onChange: (items: Item[]) => void;
  readOnly: boolean;
  words: FieldListWords;
  itemKey: (item: Item, index: number) => string;
  nameOf: (item: Item) => string;
  /** The field's key or system name, shown beside its name. */
  keyOf: (item: Item) => string;
  badges: (item: Item) => ReactNode;
  /** The list's problems, each at the path of the field it concerns (`[index, …]`). */
  problems: (items: Item[]) => readonly { path: readonly PropertyKey[]; message: string }[];
  modal: (args: FieldModalArgs<Item>) => ReactNode;
  /** Asked before a field is removed (when others already hold values in it); none: removed at once. */
  confirmRemove?: (item: Item) => Promise<boolean>;
}

export function FieldListEditor<Item>(props: FieldListEditorProps<Item>) {
  const { value, onChange, readOnly, words, nameOf } = props;
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const problems = props.problems(value);
  const problemsOf = (index: number) => [
    ...new Set(problems.filter((problem) => problem.path[0] === index).map((problem) => problem.message)),
  ];

  function move(from: number, to: number) {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  }

  async function remove(index: number) {
    const item = value[index];
    if (item === undefined || (props.confirmRemove && !(await props.confirmRemove(item)))) return;
    onChange(value.filter((_, i) => i !== index));
  }

  function save(item: Item) {
    if (!editing) return;
    onChange(editing.index === null ? [...value, item] : value.map((old, i) => (i === editing.index ? item : old)));
    setEditing(null);
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between" align={words.help ? 'flex-start' : 'center'}>
          <div>
            <Title order={2} size="h4">
              {words.title}
            </Title>
            {words.help && (
              <Text size="sm" c="dimmed">
                {words.help}
              </Text>
            )}
          </div>
          {!readOnly && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setEditing({ index: null })}
            >
              {words.add}
            </Button>
          )}
        </Group>
        {value.length === 0 ? (
          <Text c="dimmed" size="sm">
            {words.none}
          </Text>
        ) : (
          <SortableList
            items={value}
            itemKey={props.itemKey}
            onMove={move}
            label={words.title}
            itemLabel={(item) => ({ row: nameOf(item), handle: words.drag(nameOf(item)) })}
            disabled={readOnly}
          >
            {(item, index) => (
              <Group wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {nameOf(item)}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {props.keyOf(item)}
                    </Text>
                  </Group>
                  <Group gap={6}>{props.badges(item)}</Group>
                  {problemsOf(index).map((message) => (
                    <Text key={message} size="xs" c="red">
                      {message}
                    </Text>
                  ))}
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={readOnly ? words.view(nameOf(item)) : words.edit(nameOf(item))}
                  onClick={() => setEditing({ index })}
                >
                  {readOnly ? <IconEye size={16} /> : <IconPencil size={16} />}
                </ActionIcon>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={words.remove(nameOf(item))}
                    onClick={() => void remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            )}
          </SortableList>
        )}
      </Stack>
      {editing &&
        props.modal({
          item: editing.index === null ? null : (value[editing.index] ?? null),
          others: value.filter((_, i) => i !== editing.index),
          index: editing.index ?? value.length,
          onSave: save,
          onClose: () => setEditing(null),
        })}
    </Paper>
  );
}
