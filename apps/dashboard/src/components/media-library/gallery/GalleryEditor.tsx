import { Button, Group, Image, Input, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMediaLibraryModal } from '../LazyMediaLibraryModal';
import { mediaFileUrl } from '../media-reference';
import { GalleryList } from './GalleryList';
import { addToGallery, type GalleryItem, galleryPreview, updateGalleryItem } from './gallery';
import { ImageDetailModal } from './ImageDetailModal';

const thumbnailSize = 72;

export interface GalleryEditorProps {
  label: string;
  value: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  disabled?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/**
 * An image gallery field (spec 1 §2 'image gallery (with image picker and image detail)'): three
 * thumbnails and '+N'; the gallery modal adds images from the library, edits captions and
 * reorders by drag; the image detail edits alt text and caption.
 */
export function GalleryEditor({ label, value, onChange, disabled = false, ...wrapper }: GalleryEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [details, setDetails] = useState<GalleryItem | null>(null);
  const preview = galleryPreview(value);
  return (
    <Input.Wrapper label={label} role="group" aria-label={label} {...wrapper}>
      <Group gap="xs" mt={4} align="center">
        {preview.shown.map((item) => (
          <Image
            key={item.image._id}
            src={mediaFileUrl(item.image.url, { w: thumbnailSize * 2 })}
            alt={item.image.alt}
            title={item.caption || undefined}
            w={thumbnailSize}
            h={thumbnailSize}
            radius="sm"
            fit="cover"
          />
        ))}
        {preview.more > 0 && (
          <Paper
            withBorder
            w={thumbnailSize}
            h={thumbnailSize}
            radius="sm"
            aria-label={t('media.gallery.moreLabel', { count: preview.more })}
          >
            <Stack h="100%" justify="center" align="center">
              <Text fw={600} aria-hidden>
                {t('media.gallery.more', { count: preview.more })}
              </Text>
            </Stack>
          </Paper>
        )}
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('media.gallery.empty')}
          </Text>
        )}
        <Button size="xs" variant="default" onClick={() => setEditing(true)} disabled={disabled}>
          {t('media.gallery.edit')}
        </Button>
      </Group>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('media.gallery.title')}
        size="38rem"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          {value.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('media.gallery.empty')}
            </Text>
          ) : (
            <GalleryList items={value} onChange={onChange} onDetails={setDetails} disabled={disabled} />
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPhotoPlus size={16} />}
              onClick={() => setPicking(true)}
              disabled={disabled}
            >
              {t('media.gallery.add')}
            </Button>
            <Button onClick={() => setEditing(false)}>{t('media.gallery.done')}</Button>
          </Group>
        </Stack>
      </Modal>
      <ImageDetailModal
        item={details}
        onClose={() => setDetails(null)}
        onSave={({ alt, caption }) =>
          details &&
          onChange(updateGalleryItem(value, details.image._id, { caption, image: { ...details.image, alt } }))
        }
      />
      <LazyMediaLibraryModal
        opened={picking}
        onClose={() => setPicking(false)}
        multiple
        onSelect={(references) => onChange(addToGallery(value, references))}
      />
    </Input.Wrapper>
  );
}
