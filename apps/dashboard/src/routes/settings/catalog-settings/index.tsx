import { Paper, Stack, Switch, Text } from '@mantine/core';
import { type CatalogFlag, catalogFlags, type Site } from '@vev/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSite } from '../../../hooks/api/sites';
import { SettingsForm, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';

type CatalogValues = Record<CatalogFlag, boolean>;

const schema = z.object(
  Object.fromEntries(catalogFlags.map((flag) => [flag, z.boolean()])) as Record<CatalogFlag, z.ZodBoolean>,
);
const toForm = (site: Site): CatalogValues =>
  Object.fromEntries(catalogFlags.map((flag) => [flag, site[flag]])) as CatalogValues;

/** /innstillinger/kataloger: the four catalog flags of spec 2 §2 'Catalog settings'. */
export function CatalogSettingsScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  return (
    <SettingsScreen title={t('settings.catalogs.title')}>
      {site ? <CatalogForm site={site} /> : <SettingsLoading />}
    </SettingsScreen>
  );
}

function CatalogForm({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { form, submit, readOnly, saving } = useSettingsForm(site, { schema, toForm, toUpdate: (values) => values });
  return (
    <SettingsForm readOnly={readOnly} saving={saving} onSubmit={submit}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('settings.catalogs.lead')}
          </Text>
          {catalogFlags.map((flag) => (
            <Controller
              key={flag}
              control={form.control}
              name={flag}
              render={({ field }) => (
                <Switch
                  label={t(`settings.catalogs.${flag}`)}
                  description={t(`settings.catalogs.${flag}Description`)}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  disabled={field.disabled}
                />
              )}
            />
          ))}
        </Stack>
      </Paper>
    </SettingsForm>
  );
}

export { CatalogSettingsScreen as Component };
