import { Alert, Button, Fieldset, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { priceTaxSettings, type Site, taxLimits } from '@vev/shared';
import { Controller, FormProvider, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { ListError } from '../../../components/resource-list/ListStates';
import { useSite } from '../../../hooks/api/sites';
import { SettingsForm, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';
import { TaxClassCard } from './TaxClassCard';
import { newTaxClass, type TaxFormValues, taxFormSchema, toTaxForm, toTaxUpdate } from './tax-form';

/**
 * /innstillinger/avgifter: how prices show MVA, and the tax classes with their rates (spec 2 §3, §5).
 * Every edit stays in the form until 'Lagre' sends them in one `PATCH site` (spec 2 §4).
 */
export function TaxSettingsScreen() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <SettingsScreen title={t('taxes.title')}>
      {site.data ? (
        <TaxForm site={site.data} />
      ) : site.isError ? (
        <ListError title={t('taxes.loadFailed')} error={site.error} onRetry={() => void site.refetch()} />
      ) : (
        <SettingsLoading />
      )}
    </SettingsScreen>
  );
}

function TaxForm({ site }: { site: Site }) {
  const { form, submit, readOnly, saving } = useSettingsForm(site, {
    schema: taxFormSchema,
    toForm: toTaxForm,
    toUpdate: toTaxUpdate,
  });
  return (
    <FormProvider {...form}>
      <SettingsForm readOnly={readOnly} saving={saving} onSubmit={submit}>
        <PriceFields />
        <TaxClassesFields />
      </SettingsForm>
    </FormProvider>
  );
}

function PriceFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<TaxFormValues>();
  return (
    <Fieldset legend={t('taxes.prices.legend')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('taxes.prices.lead')}
        </Text>
        {priceTaxSettings.map((setting) => (
          <Controller
            key={setting}
            control={control}
            name={setting}
            render={({ field }) => (
              <Switch
                label={t(`taxes.prices.${setting}`)}
                description={t(`taxes.prices.${setting}Description`)}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={field.disabled}
              />
            )}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

function TaxClassesFields() {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<TaxFormValues>();
  // 'key', not 'id': the classes' own ids must stay in the values.
  const classes = useFieldArray({ control, name: 'taxClasses', keyName: 'key' });
  const listError = formState.errors.taxClasses?.message ?? formState.errors.taxClasses?.root?.message;
  const remove = async (index: number, label: string) => {
    const confirmed = await confirmAction(
      t('taxes.classes.removeConfirm', { name: label }),
      t('taxes.classes.removeConfirmLabel'),
      { danger: true },
    );
    if (confirmed) classes.remove(index);
  };
  return (
    <Fieldset legend={t('taxes.classes.legend')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('taxes.classes.lead')} {t('taxes.rates.help')}
        </Text>
        {listError && <Alert color="red">{listError}</Alert>}
        {classes.fields.map((taxClass, index) => (
          <TaxClassCard key={taxClass.key} index={index} onRemove={(label) => void remove(index, label)} />
        ))}
        {!formState.disabled && classes.fields.length < taxLimits.classes && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            onClick={() => classes.append(newTaxClass())}
          >
            {t('taxes.classes.add')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}

export { TaxSettingsScreen as Component };
