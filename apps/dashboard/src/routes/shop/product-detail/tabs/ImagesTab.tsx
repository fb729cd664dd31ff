import { ActionIcon, Button, Checkbox, EmptyState, Group, Paper, Stack, TextInput } from '@mantine/core';
import { IconPhoto, IconPhotoPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { type MediaReference, matchesImageSearch, type ProductImage, withExclusiveImageFlag } from '@vev/shared';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../../components/confirm';
import { LazyMediaLibraryModal } from '../../../../components/media-library/LazyMediaLibraryModal';
import { ProductThumbnail } from '../../../../components/product-search/ProductThumbnail';
import { SortableList } from '../../../../components/sortable/SortableList';
import type { ProductForm } from '../product-form';

const toImage = (reference: MediaReference): ProductImage => ({
  ref: reference.ref ?? '',
  url: reference.url,
  filename: reference.filename ?? '',
  alt: reference.alt,
  caption: '',
  primary: false,
  useAsPreviewBackground: false,
});

/** Above this many images the tab offers a search, as the variant list does. */
const searchFrom = 5;

/**
 * Bilder: images from the library (with upload in place), each with alt text and caption; one
 * primary and one preview background, each exclusive (spec 3 §4); drag to reorder. A product with
 * many images can be searched by file name, alt text and caption: 'Ingen bilder funnet!' when none
 * matches (reordering waits until the search is cleared).
 */
export function ImagesTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<ProductForm>();
  const images = useWatch({ control, name: 'images' });
  const [choosing, setChoosing] = useState(false);
  const [search, setSearch] = useState('');
  const shown = images.filter((image) => matchesImageSearch(image, search));
  const searching = search.trim() !== '';
  const set = (next: ProductImage[]) => setValue('images', next, { shouldDirty: true, shouldValidate: true });
  const change = (index: number, fields: Partial<ProductImage>) =>
    set(images.map((image, position) => (position === index ? { ...image, ...fields } : image)));
  const remove = async (index: number) => {
    if (await confirmAction(t('shop.products.images.removeConfirm'), t('common.delete'), { danger: true }))
      set(images.filter((_image, position) => position !== index));
  };
  /** A row's place among all the images (the search shows some of them). */
  const positionOf = (image: ProductImage) => images.indexOf(image);
  const add = (references: MediaReference[]) => {
    const known = new Set(images.map((image) => image.ref));
    const added = references.filter((reference) => reference.ref && !known.has(reference.ref)).map(toImage);
    const next = [...images, ...added];
    // The first image a product gets is its primary one.
    if (!next.some((image) => image.primary) && next[0]) next[0] = { ...next[0], primary: true };
    set(next);
  };

  return (
    <Stack maw={860}>
      {!readOnly && (
        <Group>
          <Button leftSection={<IconPhotoPlus size={16} />} onClick={() => setChoosing(true)}>
            {t('shop.products.images.upload')}
          </Button>
        </Group>
      )}
      {images.length > searchFrom && (
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('shop.products.images.search')}
          aria-label={t('shop.products.images.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      {images.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            py="xl"
            icon={<IconPhoto size={28} />}
            withIndicatorBackground
            title={t('shop.products.images.missing')}
            description={t('shop.products.images.missingText')}
          />
        </Paper>
      ) : shown.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            py="xl"
            icon={<IconSearch size={28} />}
            withIndicatorBackground
            title={t('shop.products.images.noneFound')}
          />
        </Paper>
      ) : (
        <SortableList
          items={shown}
          itemKey={(image) => image.ref}
          onMove={(from, to) => {
            const next = [...images];
            const [moved] = next.splice(from, 1);
            if (moved) next.splice(to, 0, moved);
            set(next);
          }}
          label={t('shop.products.tabs.images')}
          itemLabel={(image) => ({
            row: image.alt || image.filename,
            handle: t('shop.products.images.drag'),
          })}
          disabled={readOnly || searching}
        >
          {(image) => (
            <Group align="flex-start" wrap="nowrap">
              <ProductThumbnail url={image.url} size={image.primary ? 120 : 82} alt={image.alt} />
              <Stack gap="xs" style={{ flex: 1 }}>
                <Group grow>
                  <TextInput
                    label={t('shop.products.images.alt')}
                    value={image.alt}
                    disabled={readOnly}
                    onChange={(event) => change(positionOf(image), { alt: event.currentTarget.value })}
                  />
                  <TextInput
                    label={t('shop.products.images.caption')}
                    value={image.caption}
                    disabled={readOnly}
                    onChange={(event) => change(positionOf(image), { caption: event.currentTarget.value })}
                  />
                </Group>
                <Group>
                  <Checkbox
                    label={t('shop.products.images.primary')}
                    checked={image.primary}
                    disabled={readOnly}
                    onChange={() => set(withExclusiveImageFlag(images, positionOf(image), 'primary'))}
                  />
                  <Checkbox
                    label={t('shop.products.images.previewBackground')}
                    checked={image.useAsPreviewBackground}
                    disabled={readOnly}
                    onChange={() => set(withExclusiveImageFlag(images, positionOf(image), 'useAsPreviewBackground'))}
                  />
                </Group>
              </Stack>
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('shop.products.images.remove')}
                  onClick={() => void remove(positionOf(image))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          )}
        </SortableList>
      )}
      <LazyMediaLibraryModal opened={choosing} onClose={() => setChoosing(false)} onSelect={add} multiple />
    </Stack>
  );
}
