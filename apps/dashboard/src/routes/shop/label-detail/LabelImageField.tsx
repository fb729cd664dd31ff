import { Button, Group, Image, Input, Stack, Text, useMatches } from '@mantine/core';
import type { MediaReference } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMediaLibraryModal } from '../../../components/media-library/LazyMediaLibraryModal';
import { mediaFileUrl } from '../../../components/media-library/media-reference';

/** A label's image, shown 80 px high (40 px on smaller screens, spec 3 §9), chosen from the library. */
export function LabelImageField(props: {
  value: MediaReference | null;
  onChange: (image: MediaReference | null) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const height = useMatches({ base: 40, sm: 80 });
  const { value } = props;
  return (
    <Input.Wrapper label={t('shop.labels.fields.image')} role="group" aria-label={t('shop.labels.fields.image')}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Image
            src={mediaFileUrl(value.url, { h: height * 2 })}
            alt={value.alt}
            h={height}
            w="auto"
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('shop.labels.fields.noImage')}
          </Text>
        )}
        {!props.disabled && (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setPicking(true)}>
              {value ? t('shop.labels.fields.replaceImage') : t('shop.labels.fields.chooseImage')}
            </Button>
            {value && (
              <Button size="xs" variant="subtle" color="red" onClick={() => props.onChange(null)}>
                {t('shop.labels.fields.removeImage')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <LazyMediaLibraryModal
        opened={picking}
        onClose={() => setPicking(false)}
        onSelect={([image]) => props.onChange(image ?? null)}
      />
    </Input.Wrapper>
  );
}
