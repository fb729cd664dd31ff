import { Group, Image, Stack, TextInput } from '@mantine/core';
import type { MediaReference, PageDocument } from '@vev/shared';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * An image on a page, as a media reference. Until the media library arrives it is given by its
 * address; the alternative text travels with it (spec 1 §3 'Media reference on content').
 */
export function ImageField(props: { name: FieldPath<PageDocument>; label: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PageDocument>();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field }) => {
        const image = field.value as MediaReference | null;
        const update = (changes: Partial<MediaReference>) => {
          const next = { ref: image?.ref ?? null, url: image?.url ?? '', alt: image?.alt ?? '', ...changes };
          field.onChange(next.url.trim() ? next : null);
        };
        return (
          <Group align="flex-start" wrap="nowrap">
            <Stack gap="xs" style={{ flex: 1 }}>
              <TextInput
                label={props.label}
                description={t('editor.fields.imageUrl')}
                placeholder="https://"
                value={image?.url ?? ''}
                onChange={(event) => update({ url: event.currentTarget.value })}
                disabled={props.disabled}
              />
              {image && (
                <TextInput
                  label={t('editor.fields.imageAlt')}
                  value={image.alt}
                  onChange={(event) => update({ alt: event.currentTarget.value })}
                  disabled={props.disabled}
                />
              )}
            </Stack>
            {image?.url && <Image src={image.url} alt={image.alt} w={96} h={96} radius="sm" fit="cover" mt={24} />}
          </Group>
        );
      }}
    />
  );
}
