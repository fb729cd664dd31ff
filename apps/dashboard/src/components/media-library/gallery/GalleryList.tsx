import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GalleryRow } from './GalleryRow';
import { type GalleryItem, moveGalleryItem, updateGalleryItem } from './gallery';

export interface GalleryListProps {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  onDetails: (item: GalleryItem) => void;
  disabled: boolean;
}

/** The gallery's images in order; drag a handle (or use it with the keyboard: space, arrows, space) to reorder. */
export function GalleryList({ items, onChange, onDetails, disabled }: GalleryListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) onChange(moveGalleryItem(items, String(active.id), String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={items.map((item) => item.image._id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ol" aria-label={t('media.gallery.title')} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <GalleryRow
              key={item.image._id}
              item={item}
              disabled={disabled}
              onCaption={(caption) => onChange(updateGalleryItem(items, item.image._id, { caption }))}
              onDetails={() => onDetails(item)}
              onRemove={() => onChange(items.filter((entry) => entry.image._id !== item.image._id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
