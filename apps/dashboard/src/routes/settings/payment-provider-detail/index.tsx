import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  gateAllows,
  isExternalPaymentProvider,
  type PaymentProviderName,
  type PaymentProviderSettings,
  type PaymentProviderSettingsUpdate,
  paymentProviderLabels,
  paymentProviderNames,
  paymentProviderSecretKeys,
  type StoredSecret,
} from '@vev/shared';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { CopyField } from '../../../components/CopyField';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { ListError } from '../../../components/resource-list/ListStates';
import { usePaymentProviderSettings, useSavePaymentProviderSettings } from '../../../hooks/api/payment-providers';
import { usePermission } from '../../../hooks/api/sites';
import { NotFoundScreen } from '../../fallback';
import { paymentProvidersPath } from '../payment-providers/paths';
import { AdminOnlyNotice, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import classes from '../settings-form/SettingsPage.module.css';
import {
  emptySecrets,
  type FakturaFormValues,
  fakturaFormSchema,
  type SecretsFormValues,
  secretsFormSchema,
  toFakturaForm,
  toSecretsUpdate,
} from './detail-form';

const isProviderName = (name: string | undefined): name is PaymentProviderName =>
  (paymentProviderNames as readonly string[]).includes(name ?? '');

/** /innstillinger/betalingslosninger/{provider} (admins): Faktura's invoice details, or an external provider's keys. */
export function PaymentProviderDetailScreen() {
  const { provider } = useParams();
  if (!isProviderName(provider)) return <NotFoundScreen />;
  return <ProviderScreen name={provider} />;
}

function ProviderScreen({ name }: { name: PaymentProviderName }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const settings = usePaymentProviderSettings(name, isAdmin);
  if (permission && !isAdmin) return <AdminOnlyNotice />;
  const label = paymentProviderLabels[name];
  return (
    <SettingsScreen title={label}>
      <Anchor component={Link} to={paymentProvidersPath} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('paymentProviders.detail.back')}
        </Group>
      </Anchor>
      {settings.data ? (
        name === 'faktura' ? (
          <FakturaForm settings={settings.data} />
        ) : isExternalPaymentProvider(name) ? (
          <SecretsForm name={name} settings={settings.data} />
        ) : (
          <Text>
            {name === 'testkort'
              ? t('paymentProviders.detail.testkortText')
              : t('paymentProviders.detail.builtInText', { name: label })}
          </Text>
        )
      ) : settings.isError ? (
        <ListError
          title={t('paymentProviders.detail.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsLoading />
      )}
    </SettingsScreen>
  );
}

/** Saving, the server's field messages on the fields, 'Avbryt' that asks when there are changes, and the leave guard. */
function useProviderForm<Values extends FieldValues>(
  name: PaymentProviderName,
  schema: z.ZodType<Values, FieldValues>,
  defaults: Values,
  toUpdate: (values: Values) => PaymentProviderSettingsUpdate,
  toForm: (saved: PaymentProviderSettings) => Values,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePaymentProviderSettings(name);
  const form = useForm<Values>({
    defaultValues: defaults as never,
    resolver: formResolver(schema as never) as never,
  });
  useLeaveGuard(form.formState.isDirty, `${paymentProvidersPath}/${name}`);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toUpdate(values));
      form.reset(toForm(saved));
      notifySuccess(t('settings.saved'));
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [path, message] of Object.entries(error.fields)) {
        form.setError(path.replace(/^(settings|secrets)\./, '') as Path<Values>, { message });
      }
    }
  });
  const cancel = async () => {
    if (form.formState.isDirty) {
      const discard = await confirmAction(
        t('paymentProviders.cancelConfirm'),
        t('paymentProviders.cancelConfirmLabel'),
        { danger: true, cancelLabel: t('paymentProviders.cancelConfirmKeep') },
      );
      if (!discard) return;
      form.reset();
    }
    void navigate(paymentProvidersPath);
  };
  return { form, submit, cancel, saving: save.isPending };
}

function SaveBar({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" className={classes.saveBar}>
      <Button variant="default" onClick={onCancel}>
        {t('paymentProviders.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('settings.save')}
      </Button>
    </Group>
  );
}

const fakturaText = [
  'companyName',
  'organizationNumber',
  'accountNumber',
  'address',
  'postalCode',
  'city',
  'email',
] as const;

function FakturaForm({ settings }: { settings: PaymentProviderSettings }) {
  const { t } = useTranslation();
  const { form, submit, cancel, saving } = useProviderForm<FakturaFormValues>(
    'faktura',
    fakturaFormSchema,
    toFakturaForm(settings),
    (values) => ({ settings: { ...values, dueDays: values.dueDays === '' ? 14 : values.dueDays } }),
    toFakturaForm,
  );
  const { errors } = form.formState;
  const text = (field: (typeof fakturaText)[number], extra: object = {}) => (
    <TextInput
      label={t(`paymentProviders.faktura.${field}`)}
      error={errors[field]?.message}
      {...extra}
      {...form.register(field)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={t('paymentProviders.detail.invoice')}>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('paymentProviders.detail.invoiceLead')}
            </Text>
            {text('companyName', { description: t('paymentProviders.faktura.companyNameDescription') })}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('organizationNumber', { inputMode: 'numeric' })}
              {text('accountNumber', { inputMode: 'numeric' })}
            </SimpleGrid>
            <NumberInput
              label={t('paymentProviders.faktura.dueDays')}
              min={1}
              max={90}
              allowDecimal={false}
              w={200}
              value={form.watch('dueDays')}
              onChange={(value) =>
                form.setValue('dueDays', typeof value === 'number' ? value : '', { shouldDirty: true })
              }
              error={errors.dueDays?.message}
            />
            {text('address')}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('postalCode', { inputMode: 'numeric' })}
              {text('city')}
            </SimpleGrid>
            {text('email', { type: 'email' })}
          </Stack>
        </Fieldset>
        <SaveBar saving={saving} onCancel={() => void cancel()} />
      </Stack>
    </form>
  );
}

function SecretsForm({ name, settings }: { name: PaymentProviderName; settings: PaymentProviderSettings }) {
  const { t } = useTranslation();
  const label = paymentProviderLabels[name];
  const storedText = (stored: StoredSecret | undefined) => {
    if (!stored?.set) return t('paymentProviders.detail.notStored');
    return stored.last4
      ? t('paymentProviders.detail.storedEnding', { last4: stored.last4 })
      : t('paymentProviders.detail.stored');
  };
  const { form, submit, cancel, saving } = useProviderForm<SecretsFormValues>(
    name,
    secretsFormSchema,
    emptySecrets(name),
    toSecretsUpdate,
    () => emptySecrets(name),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {settings.webhookUrl && (
          <Fieldset legend={t('paymentProviders.detail.webhook')}>
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('paymentProviders.detail.webhookLead', { name: label })}
              </Text>
              <CopyField label={t('paymentProviders.detail.webhook')} value={settings.webhookUrl} />
            </Stack>
          </Fieldset>
        )}
        <Fieldset legend={t('paymentProviders.detail.credentials')}>
          <Stack>
            <Alert color="gray" variant="light">
              {t('paymentProviders.detail.credentialsLead')}
            </Alert>
            {paymentProviderSecretKeys[name].map((key) => {
              const stored = settings.secrets[key];
              return (
                <PasswordInput
                  key={key}
                  label={t(`paymentProviders.keys.${key}`)}
                  description={storedText(stored)}
                  placeholder={
                    stored?.set
                      ? t('paymentProviders.detail.keepPlaceholder')
                      : t('paymentProviders.detail.newPlaceholder')
                  }
                  autoComplete="off"
                  error={(form.formState.errors as Record<string, { message?: string } | undefined>)[key]?.message}
                  {...form.register(key)}
                />
              );
            })}
          </Stack>
        </Fieldset>
        <SaveBar saving={saving} onCancel={() => void cancel()} />
      </Stack>
    </form>
  );
}

export { PaymentProviderDetailScreen as Component };
