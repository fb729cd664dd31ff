import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconGripVertical,
  IconLock,
  IconPencil,
  IconSquares,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SectionRow.module.css';
import { sectionIcon } from './section-icons';

export interface SectionRowProps {
  name: string;
  title: string;
  typeLabel: string;
  icon: string | undefined;
  selected: boolean;
  /** A section of the template shown on a page, or a reader's view: no handle, no menu. */
  locked: boolean;
  /** A reusable component placed here. */
  placed: boolean;
  sortable: boolean;
  onOpen: () => void;
  onDuplicate?: () => void;
  onCopy?: () => void;
  onDelete?: () => void;
}

/** One section in the designer's list: drag handle, icon, title and type, and its actions. */
export function SectionRow(props: SectionRowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: props.name, disabled: !props.sortable });
  const Icon = sectionIcon(props.icon);
  const hasMenu = Boolean(props.onDuplicate || props.onCopy || props.onDelete);
  return (
    <Paper
      ref={sortable.setNodeRef}
      component="li"
      withBorder
      className={classes.row}
      data-selected={props.selected || undefined}
      data-locked={props.locked || undefined}
      aria-label={props.title}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap">
        {props.sortable ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('designer.sections.drag', { title: props.title })}
            className={classes.handle}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        ) : (
          <span className={classes.handleSpace}>
            {props.locked && <IconLock size={14} aria-label={t('designer.sections.lockedIcon')} />}
          </span>
        )}
        <UnstyledButton className={classes.open} onClick={props.onOpen} aria-current={props.selected || undefined}>
          <Group gap="sm" wrap="nowrap">
            <Icon size={20} stroke={1.6} className={classes.icon} aria-hidden />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500} truncate="end">
                {props.title}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate="end">
                  {props.typeLabel}
                </Text>
                {props.placed && (
                  <Badge size="xs" variant="light" color="violet">
                    {t('designer.sections.placedBadge')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        </UnstyledButton>
        {hasMenu && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('designer.sections.actions', { title: props.title })}
              >
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={props.onOpen}>
                {t('editor.actions.edit')}
              </Menu.Item>
              {props.onDuplicate && (
                <Menu.Item leftSection={<IconSquares size={14} />} onClick={props.onDuplicate}>
                  {t('designer.sections.duplicate')}
                </Menu.Item>
              )}
              {props.onCopy && (
                <Menu.Item leftSection={<IconCopy size={14} />} onClick={props.onCopy} rightSection="c">
                  {t('designer.sections.copy')}
                </Menu.Item>
              )}
              {props.onDelete && (
                <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={props.onDelete}>
                  {t('editor.actions.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Paper>
  );
}
