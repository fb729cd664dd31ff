import { gateAllows, type Site } from '@vev/shared';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { SettingsForm, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';
import { AccessFields } from './AccessFields';
import { AddressFields } from './AddressFields';
import { DuplicateSiteSection } from './duplicate/DuplicateSiteSection';
import { IdentityFields } from './IdentityFields';
import { ScriptsFields } from './ScriptsFields';
import { siteFormField, siteFormSchema, toSiteForm, toSiteUpdate } from './site-form';

/**
 * /innstillinger/nettsted: the site's general settings (spec 2 §2, §3), saved with 'Innstillinger lagret';
 * below them, for admins, 'Dupliser nettsted'.
 */
export function SiteSettingsScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const isAdmin = gateAllows('admin', usePermission());
  return (
    <SettingsScreen title={t('settings.site.title')}>
      {site ? <SiteSettingsForm site={site} /> : <SettingsLoading />}
      {site?.canBeDuplicated && isAdmin && <DuplicateSiteSection site={site} />}
    </SettingsScreen>
  );
}

function SiteSettingsForm({ site }: { site: Site }) {
  const schema = useMemo(() => siteFormSchema(site), [site]);
  const { form, submit, readOnly, saving } = useSettingsForm(site, {
    schema,
    toForm: toSiteForm,
    toUpdate: toSiteUpdate,
    fieldOf: siteFormField,
  });
  return (
    <FormProvider {...form}>
      <SettingsForm readOnly={readOnly} saving={saving} onSubmit={submit}>
        <IdentityFields site={site} />
        <AddressFields site={site} />
        <AccessFields site={site} />
        <ScriptsFields />
      </SettingsForm>
    </FormProvider>
  );
}

export { SiteSettingsScreen as Component };
