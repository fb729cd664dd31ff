/**
 * A list reordered by dragging a handle, or with the keyboard on the handle (space, arrows,
 * space), as the gallery and the attribute options do: one DnD setup for every list that has
 * an order (bundle items, images, attributes, customization fields).
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Paper, Stack } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SortableListProps<T> {
  items: readonly T[];
  /** A key that stays with the item while it moves. */
  itemKey: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  /** The list's accessible name. */
  label: string;
  /** Each row's accessible name, and the handle's ('Flytt …'). */
  itemLabel: (item: T, index: number) => { row: string; handle: string };
  disabled?: boolean;
  /** How far down the handle sits, to line up with a row's first field (4 px; 26 beside labelled inputs). */
  handleTop?: number;
  children: (item: T, index: number) => ReactNode;
}

export function SortableList<T>(props: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = props.items.map(props.itemKey);
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) props.onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ol" aria-label={props.label} m={0} p={0} style={{ listStyle: 'none' }}>
          {props.items.map((item, index) => (
            <SortableRow
              key={keys[index]}
              id={keys[index] ?? String(index)}
              labels={props.itemLabel(item, index)}
              disabled={props.disabled ?? false}
              handleTop={props.handleTop ?? 4}
            >
              {props.children(item, index)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: {
  id: string;
  labels: { row: string; handle: string };
  disabled: boolean;
  handleTop: number;
  children: ReactNode;
}) {
  const sortable = useSortable({ id: props.id, disabled: props.disabled });
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      component="li"
      aria-label={props.labels.row}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        display: 'flex',
        gap: 'var(--mantine-spacing-xs)',
        alignItems: 'flex-start',
      }}
    >
      {!props.disabled && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={props.labels.handle}
          style={{ cursor: 'grab', touchAction: 'none', marginTop: props.handleTop }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
    </Paper>
  );
}
