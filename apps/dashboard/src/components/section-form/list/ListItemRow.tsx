import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListItemRowProps {
  id: string;
  title: string;
  /** Object items fold away under their title; a single value is edited in the row itself. */
  collapsible: boolean;
  opened: boolean;
  onToggle(): void;
  /** A message somewhere inside the item, shown under its title while it is folded. */
  message: string | undefined;
  disabled: boolean;
  canRemove: boolean;
  onRemove(): void;
  onMoveUp: (() => void) | undefined;
  onMoveDown: (() => void) | undefined;
  children: ReactNode;
}

/** One item of a list: a drag handle, its title, move up and down, and remove. */
export function ListItemRow(props: ListItemRowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: props.id, disabled: props.disabled });
  const { title } = props;
  const Chevron = props.opened ? IconChevronDown : IconChevronRight;
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      component="li"
      aria-label={title}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align={props.collapsible ? 'center' : 'flex-start'}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('sectionForm.list.drag', { title })}
          disabled={props.disabled}
          style={{ cursor: props.disabled ? undefined : 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        {props.collapsible ? (
          <UnstyledButton
            onClick={props.onToggle}
            aria-expanded={props.opened}
            aria-label={t(props.opened ? 'sectionForm.list.collapse' : 'sectionForm.list.expand', { title })}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Group gap={6} wrap="nowrap">
              <Chevron size={16} style={{ flexShrink: 0 }} />
              <Text size="sm" fw={500} truncate>
                {title}
              </Text>
            </Group>
            {!props.opened && props.message && (
              <Text size="xs" c="red" ml={22}>
                {props.message}
              </Text>
            )}
          </UnstyledButton>
        ) : (
          <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
        )}
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('sectionForm.list.moveUp', { title })}
            onClick={props.onMoveUp}
            disabled={props.disabled || !props.onMoveUp}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('sectionForm.list.moveDown', { title })}
            onClick={props.onMoveDown}
            disabled={props.disabled || !props.onMoveDown}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('sectionForm.list.removeItem', { title })}
            onClick={props.onRemove}
            disabled={props.disabled || !props.canRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {props.collapsible && (
        <Collapse expanded={props.opened} keepMounted={false}>
          <div style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>{props.children}</div>
        </Collapse>
      )}
    </Paper>
  );
}
