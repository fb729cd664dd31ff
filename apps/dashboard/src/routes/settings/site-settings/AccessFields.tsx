import { Fieldset, Select, Stack, Switch, TagsInput } from '@mantine/core';
import { customerCreationModes, type Site, siteProtections, userCreationModes } from '@vev/shared';
import { Controller, type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import type { SiteFormValues } from './site-form';

/** Who may see the site, how staff and customers get accounts, and the checkout's questions. */
export function AccessFields({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<SiteFormValues>();
  const { errors } = formState;
  const userCreation = useWatch({ control, name: 'userCreation' });
  const protection = useWatch({ control, name: 'protection' });
  return (
    <>
      <Fieldset legend={t('settings.site.access')}>
        <Stack>
          <Choice
            name="protection"
            label={t('settings.site.protection')}
            description={t(`settings.protectionDescription.${protection}`)}
            data={siteProtections.map((value) => ({ value, label: t(`settings.protection.${value}`) }))}
            confirm={t('settings.site.confirmProtection')}
          />
          <Choice
            name="userCreation"
            label={t('settings.site.userCreation')}
            data={userCreationModes.map((value) => ({ value, label: t(`settings.userCreation.${value}`) }))}
          />
          {userCreation === 'emailDomain' && (
            <Controller
              control={control}
              name="userCreationEmailDomains"
              render={({ field }) => (
                <TagsInput
                  label={t('settings.site.userCreationEmailDomains')}
                  description={t('settings.site.userCreationEmailDomainsDescription')}
                  value={field.value}
                  onChange={field.onChange}
                  splitChars={[',', ' ']}
                  clearable
                  disabled={field.disabled}
                  error={
                    errors.userCreationEmailDomains?.message ??
                    errors.userCreationEmailDomains?.find?.((entry) => entry?.message)?.message
                  }
                />
              )}
            />
          )}
          {site.hasEcommerce && (
            <Choice
              name="customerCreation"
              label={t('settings.site.customerCreation')}
              data={customerCreationModes.map((value) => ({ value, label: t(`settings.customerCreation.${value}`) }))}
            />
          )}
        </Stack>
      </Fieldset>
      {site.hasEcommerce && (
        <Fieldset legend={t('settings.site.checkout')}>
          <Stack>
            <Toggle name="askForMarketingConsent" label={t('settings.site.askForMarketingConsent')} />
            <Toggle name="phoneIsRequiredInCheckout" label={t('settings.site.phoneIsRequiredInCheckout')} />
          </Stack>
        </Fieldset>
      )}
    </>
  );
}

/** A fixed set of choices; with `confirm`, a change is asked about first (spec 2 §6 'changing the access level'). */
function Choice(props: {
  name: FieldPath<SiteFormValues>;
  label: string;
  description?: string;
  data: { value: string; label: string }[];
  confirm?: string;
}) {
  const { control } = useFormContext<SiteFormValues>();
  const choose = async (value: string | null, onChange: (value: string) => void) => {
    if (!value) return;
    if (props.confirm && !(await confirmAction(props.confirm))) return;
    onChange(value);
  };
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Select
          label={props.label}
          description={props.description}
          data={props.data}
          value={field.value as string}
          onChange={(value) => void choose(value, field.onChange)}
          allowDeselect={false}
          disabled={field.disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function Toggle({ name, label }: { name: 'askForMarketingConsent' | 'phoneIsRequiredInCheckout'; label: string }) {
  const { control } = useFormContext<SiteFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          disabled={field.disabled}
        />
      )}
    />
  );
}
