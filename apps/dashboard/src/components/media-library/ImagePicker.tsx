import { Button, Center, Group, Image, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { MediaReference } from '@vev/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMediaLibraryModal } from './LazyMediaLibraryModal';
import { referenceImageUrl } from './media-reference';

const thumbnailSize = 96;

export interface ImagePickerProps {
  label: string;
  value: MediaReference | null;
  onChange: (image: MediaReference | null) => void;
  disabled?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
}

/** One image on content: its thumbnail, 'Velg bilde' / 'Bytt bilde' / 'Fjern' through the library, and its alt text. */
export function ImagePicker({ label, value, onChange, disabled = false, ...wrapper }: ImagePickerProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <Input.Wrapper label={label} role="group" aria-label={label} {...wrapper}>
      <Group align="flex-start" wrap="nowrap" gap="md" mt={4}>
        <Paper withBorder radius="sm" w={thumbnailSize} h={thumbnailSize} style={{ flexShrink: 0, overflow: 'hidden' }}>
          {value ? (
            <Image src={referenceImageUrl(value, thumbnailSize * 2)} alt={value.alt} w="100%" h="100%" fit="cover" />
          ) : (
            <Center h="100%" c="dimmed" title={t('media.imageField.none')}>
              <IconPhoto size={28} stroke={1.5} />
            </Center>
          )}
        </Paper>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setPicking(true)} disabled={disabled}>
              {value ? t('media.imageField.replace') : t('media.imageField.choose')}
            </Button>
            {value && (
              <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)} disabled={disabled}>
                {t('media.imageField.remove')}
              </Button>
            )}
          </Group>
          {value ? (
            <TextInput
              size="xs"
              label={t('media.imageField.alt')}
              value={value.alt}
              onChange={(event) => onChange({ ...value, alt: event.currentTarget.value })}
              disabled={disabled}
            />
          ) : (
            <Text size="xs" c="dimmed">
              {t('media.imageField.none')}
            </Text>
          )}
        </Stack>
      </Group>
      <LazyMediaLibraryModal
        opened={picking}
        onClose={() => setPicking(false)}
        onSelect={([image]) => onChange(image ?? null)}
      />
    </Input.Wrapper>
  );
}
