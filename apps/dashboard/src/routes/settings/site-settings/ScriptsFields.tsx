import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { consentCategories, scriptPlacements, siteSettingsLimits } from '@vev/shared';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteFormValues } from './site-form';

const noConsent = 'none';

/** The site's own scripts: name, where they go, the code, and the consent they wait for. */
export function ScriptsFields() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<SiteFormValues>();
  const scripts = useFieldArray({ control, name: 'customScripts' });
  const errors = formState.errors.customScripts;
  const hostErrors = formState.errors.scriptHosts;
  const readOnly = formState.disabled;
  return (
    <Fieldset legend={t('settings.site.scripts')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('settings.site.scriptsDescription')}
        </Text>
        {scripts.fields.length === 0 && <Text size="sm">{t('settings.site.noScripts')}</Text>}
        {scripts.fields.map((script, index) => (
          <Paper key={script.id} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Group align="flex-start" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('settings.site.scriptName')}
                  required
                  error={errors?.[index]?.name?.message}
                  {...register(`customScripts.${index}.name`)}
                />
                <Controller
                  control={control}
                  name={`customScripts.${index}.placement`}
                  render={({ field }) => (
                    <Select
                      label={t('settings.site.scriptPlacement')}
                      data={scriptPlacements.map((value) => ({ value, label: t(`settings.scriptPlacement.${value}`) }))}
                      value={field.value}
                      onChange={(value) => value && field.onChange(value)}
                      allowDeselect={false}
                      disabled={field.disabled}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`customScripts.${index}.consentCategory`}
                  render={({ field }) => (
                    <Select
                      label={t('settings.site.scriptConsent')}
                      data={[
                        { value: noConsent, label: t('settings.site.noConsent') },
                        ...consentCategories.map((value) => ({ value, label: t(`settings.consentCategory.${value}`) })),
                      ]}
                      value={field.value ?? noConsent}
                      onChange={(value) => field.onChange(!value || value === noConsent ? null : value)}
                      allowDeselect={false}
                      disabled={field.disabled}
                    />
                  )}
                />
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    aria-label={t('settings.site.removeScript')}
                    onClick={() => scripts.remove(index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              <Textarea
                label={t('settings.site.scriptCode')}
                description={t('settings.site.scriptCodeDescription')}
                required
                autosize
                minRows={3}
                maxRows={12}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                error={errors?.[index]?.code?.message}
                {...register(`customScripts.${index}.code`)}
              />
            </Stack>
          </Paper>
        ))}
        {!readOnly && scripts.fields.length < siteSettingsLimits.customScripts && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            onClick={() => scripts.append({ name: '', placement: 'head', code: '', consentCategory: null })}
          >
            {t('settings.site.addScript')}
          </Button>
        )}
        <Controller
          control={control}
          name="scriptHosts"
          render={({ field }) => (
            <TagsInput
              label={t('settings.site.scriptHosts')}
              description={t('settings.site.scriptHostsDescription')}
              value={field.value}
              onChange={field.onChange}
              splitChars={[',', ' ']}
              maxTags={siteSettingsLimits.scriptHosts}
              clearable
              disabled={field.disabled}
              error={hostErrors?.message ?? hostErrors?.find?.((entry) => entry?.message)?.message}
            />
          )}
        />
      </Stack>
    </Fieldset>
  );
}
