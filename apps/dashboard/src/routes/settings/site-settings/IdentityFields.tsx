import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MediaReference, Site } from '@vev/shared';
import { Controller, type FieldPath, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/media-library/ImagePicker';
import type { SiteFormValues } from './site-form';

/** Name, notification e-mail, logo and favicon. */
export function IdentityFields({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<SiteFormValues>();
  const { errors } = formState;
  return (
    <Fieldset legend={t('settings.site.identity')}>
      <Stack>
        <TextInput
          label={t('settings.site.displayName')}
          required
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <TextInput
          label={t('settings.site.name')}
          description={t('settings.site.nameDescription')}
          value={site.name}
          readOnly
          disabled
        />
        <TextInput
          type="email"
          label={t('settings.site.notificationEmail')}
          description={t('settings.site.notificationEmailDescription')}
          error={errors.notificationEmail?.message}
          {...register('notificationEmail')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageSetting name="logo" label={t('settings.site.logo')} />
          <ImageSetting name="favicon" label={t('settings.site.favicon')} />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

function ImageSetting({ name, label }: { name: FieldPath<SiteFormValues> & ('logo' | 'favicon'); label: string }) {
  const { control } = useFormContext<SiteFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImagePicker
          label={label}
          value={(field.value ?? null) as MediaReference | null}
          onChange={field.onChange}
          disabled={field.disabled ?? false}
        />
      )}
    />
  );
}
