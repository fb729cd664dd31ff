import { Button, Group, Image, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaFileUrl } from '../media-reference';
import type { GalleryItem } from './gallery';

const previewWidth = 600;

export interface ImageDetailModalProps {
  item: GalleryItem | null;
  onClose: () => void;
  onSave: (changes: { alt: string; caption: string }) => void;
}

/** One gallery image's alt text and caption (spec 1 §2 'image gallery … image detail'). */
export function ImageDetailModal({ item, onClose, onSave }: ImageDetailModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t('media.gallery.details')}
      size="32rem"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item && <ImageDetailForm key={item.image._id} item={item} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function ImageDetailForm({ item, onClose, onSave }: ImageDetailModalProps & { item: GalleryItem }) {
  const { t } = useTranslation();
  const [alt, setAlt] = useState(item.image.alt);
  const [caption, setCaption] = useState(item.caption);
  return (
    <Stack>
      <Image src={mediaFileUrl(item.image.url, { w: previewWidth })} alt={alt} radius="sm" mah={260} fit="contain" />
      <TextInput label={t('media.detail.alt')} value={alt} onChange={(event) => setAlt(event.currentTarget.value)} />
      <Textarea
        label={t('media.gallery.caption')}
        rows={3}
        value={caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          onClick={() => {
            onSave({ alt, caption });
            onClose();
          }}
        >
          {t('media.gallery.save')}
        </Button>
      </Group>
    </Stack>
  );
}
