import { Fieldset, Group, Input, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { Site } from '@vev/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteFormValues } from './site-form';

/** Page-title suffix, canonical domain with its redirect, and the place on the map. */
export function AddressFields({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<SiteFormValues>();
  const { errors } = formState;
  return (
    <Fieldset legend={t('settings.site.addressing')}>
      <Stack>
        <TextInput
          label={t('settings.site.pageTitleSuffix')}
          description={t('settings.site.pageTitleSuffixDescription')}
          error={errors.pageTitleSuffix?.message}
          {...register('pageTitleSuffix')}
        />
        <Controller
          control={control}
          name="canonicalDomain"
          render={({ field }) => (
            <Select
              label={t('settings.site.canonicalDomain')}
              description={
                site.domains.length ? t('settings.site.canonicalDomainDescription') : t('settings.site.noDomains')
              }
              placeholder={t('settings.site.noCanonicalDomain')}
              data={site.domains}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              clearable
              disabled={field.disabled || site.domains.length === 0}
              error={errors.canonicalDomain?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="redirectToCanonical"
          render={({ field }) => (
            <Switch
              label={t('settings.site.redirectToCanonical')}
              description={t('settings.site.redirectToCanonicalDescription')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={field.disabled}
            />
          )}
        />
        <Input.Wrapper label={t('settings.site.location')} description={t('settings.site.locationDescription')}>
          <Group grow align="flex-start" mt={4}>
            {(['latitude', 'longitude'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={t(`settings.site.${name}`)}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
                    decimalSeparator=","
                    decimalScale={6}
                    min={name === 'latitude' ? -90 : -180}
                    max={name === 'latitude' ? 90 : 180}
                    disabled={field.disabled}
                    error={errors[name]?.message}
                  />
                )}
              />
            ))}
          </Group>
        </Input.Wrapper>
      </Stack>
    </Fieldset>
  );
}
