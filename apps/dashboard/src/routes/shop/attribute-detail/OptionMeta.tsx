import { Box, Button, ColorInput, Group, Image, Paper } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { AttributeOptionMeta, AttributeType, MediaReference } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMediaLibraryModal } from '../../../components/media-library/LazyMediaLibraryModal';
import { mediaFileUrl } from '../../../components/media-library/media-reference';

/** An option's image or icon as spec 3 §9 shows it: 120×80, filled. */
const thumbnail = { w: 120, h: 80 };

const isMedia = (meta: AttributeOptionMeta | null): meta is MediaReference => meta !== null && typeof meta === 'object';

/** A small sample of an option's meta in the list: its colour, or its image. */
export function OptionSwatch({ meta, size }: { meta: AttributeOptionMeta | null; size: number }) {
  if (typeof meta === 'string') {
    return (
      <Box
        w={size}
        h={size}
        style={{ borderRadius: '50%', background: meta, border: '1px solid var(--mantine-color-gray-4)' }}
      />
    );
  }
  if (isMedia(meta) && meta.ref) {
    return <Image src={mediaFileUrl(meta.url, { w: size * 2, h: size * 2, fit: 'fill' })} w={size} h={size} alt="" />;
  }
  return null;
}

/** The meta of one option, as its attribute's type asks: a colour, or an image or icon from the library. */
export function OptionMetaField(props: {
  type: AttributeType;
  value: AttributeOptionMeta | null;
  onChange: (meta: AttributeOptionMeta | null) => void;
  optionName: string;
  disabled: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  if (props.type === 'string') return null;
  if (props.type === 'color') {
    return (
      <ColorInput
        label={t('shop.attributes.options.colour')}
        format="hex"
        w={150}
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(colour) => props.onChange(colour === '' ? null : colour)}
        disabled={props.disabled}
        error={props.error}
      />
    );
  }
  const media = isMedia(props.value) ? props.value : null;
  const what = props.type === 'icon' ? t('shop.attributes.options.icon') : t('shop.attributes.options.image');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" role="group" aria-label={`${what}: ${props.optionName}`}>
      <Paper withBorder radius="sm" w={thumbnail.w} h={thumbnail.h} style={{ flexShrink: 0, overflow: 'hidden' }}>
        {media ? (
          <Image
            src={mediaFileUrl(media.url, { w: thumbnail.w * 2, h: thumbnail.h * 2, fit: 'fill' })}
            alt={media.alt}
            w={thumbnail.w}
            h={thumbnail.h}
            fit="fill"
          />
        ) : (
          <Group h="100%" justify="center" c="dimmed">
            <IconPhoto size={24} stroke={1.5} />
          </Group>
        )}
      </Paper>
      {!props.disabled && (
        <Group gap={4}>
          <Button size="xs" variant="default" onClick={() => setPicking(true)}>
            {media
              ? t('shop.attributes.options.replace')
              : props.type === 'icon'
                ? t('shop.attributes.options.chooseIcon')
                : t('shop.attributes.options.chooseImage')}
          </Button>
          {media && (
            <Button size="xs" variant="subtle" color="red" onClick={() => props.onChange(null)}>
              {t('shop.attributes.options.removeMedia')}
            </Button>
          )}
        </Group>
      )}
      <LazyMediaLibraryModal
        opened={picking}
        onClose={() => setPicking(false)}
        onSelect={([image]) => props.onChange(image ?? null)}
      />
    </Group>
  );
}
