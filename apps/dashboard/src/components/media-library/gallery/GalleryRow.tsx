import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Image, Paper, TextInput } from '@mantine/core';
import { IconGripVertical, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mediaFileUrl } from '../media-reference';
import type { GalleryItem } from './gallery';

const thumbnailSize = 56;

export interface GalleryRowProps {
  item: GalleryItem;
  disabled: boolean;
  onCaption: (caption: string) => void;
  onDetails: () => void;
  onRemove: () => void;
}

/** One image of the gallery: a drag handle, its thumbnail, its caption, details and remove. */
export function GalleryRow({ item, disabled, onCaption, onDetails, onRemove }: GalleryRowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: item.image._id, disabled });
  const name = item.image.filename || item.image.alt;
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      component="li"
      aria-label={name}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('media.gallery.drag', { name })}
          disabled={disabled}
          style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Image
          src={mediaFileUrl(item.image.url, { w: thumbnailSize * 2 })}
          alt={item.image.alt}
          w={thumbnailSize}
          h={thumbnailSize}
          radius="sm"
          fit="cover"
        />
        <TextInput
          aria-label={t('media.gallery.caption')}
          placeholder={t('media.gallery.caption')}
          value={item.caption}
          onChange={(event) => onCaption(event.currentTarget.value)}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <ActionIcon variant="subtle" aria-label={t('media.gallery.details')} onClick={onDetails} disabled={disabled}>
          <IconInfoCircle size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('media.gallery.remove', { name })}
          onClick={onRemove}
          disabled={disabled}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
