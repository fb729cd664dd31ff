import { Paper, Switch } from '@mantine/core';
import type { Site } from '@vev/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSite } from '../../../hooks/api/sites';
import { SettingsForm, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';

const schema = z.object({ subscriptionsEnabled: z.boolean() });
const toForm = (site: Site) => ({ subscriptionsEnabled: site.subscriptionsEnabled });

/** /innstillinger/abonnement: one switch, subscriptionsEnabled; it shows or hides 'Abonnementer' in the menu (spec 2 §4). */
export function SubscriptionSettingsScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  return (
    <SettingsScreen title={t('settings.subscriptions.title')}>
      {site ? <SubscriptionForm site={site} /> : <SettingsLoading />}
    </SettingsScreen>
  );
}

function SubscriptionForm({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { form, submit, readOnly, saving } = useSettingsForm(site, { schema, toForm, toUpdate: (values) => values });
  return (
    <SettingsForm readOnly={readOnly} saving={saving} onSubmit={submit}>
      <Paper withBorder p="lg" radius="md">
        <Controller
          control={form.control}
          name="subscriptionsEnabled"
          render={({ field }) => (
            <Switch
              label={t('settings.subscriptions.enabled')}
              description={t('settings.subscriptions.enabledDescription')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={field.disabled}
            />
          )}
        />
      </Paper>
    </SettingsForm>
  );
}

export { SubscriptionSettingsScreen as Component };
