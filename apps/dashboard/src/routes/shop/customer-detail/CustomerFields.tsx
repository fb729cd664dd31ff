import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CustomerForm, MediaReference } from '@vev/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/media-library/ImagePicker';

export type CustomerValues = Omit<CustomerForm, 'sendInvite'>;

/** The customer's profile image is kept as a media id; the picker works with references. */
const referenceOf = (id: string | null | undefined): MediaReference | null =>
  id ? { ref: id, url: `/media/${encodeURIComponent(id)}/file`, alt: '' } : null;

/** Generelt's fields (spec 3 §5: name and e-mail required, phone and address optional). */
export function CustomerFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<CustomerValues>();
  const errors = formState.errors;
  const label = (field: keyof CustomerValues) => t(`shop.customers.fields.${field}`);
  const text = (field: 'phone' | 'address' | 'zip' | 'city') => (
    <TextInput label={label(field)} error={errors[field]?.message} {...register(field)} />
  );
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={label('name')} withAsterisk error={errors.name?.message} {...register('name')} />
          <TextInput
            label={label('email')}
            type="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          {text('phone')}
          {text('address')}
          {text('zip')}
          {text('city')}
        </SimpleGrid>
        <Controller
          control={control}
          name="profileImage"
          render={({ field }) => (
            <ImagePicker
              label={label('profileImage')}
              value={referenceOf(field.value)}
              onChange={(image: MediaReference | null) => field.onChange(image?.ref ?? null)}
              disabled={readOnly}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}
