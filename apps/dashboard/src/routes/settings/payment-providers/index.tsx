import { Alert, Anchor, Badge, Button, Group, Radio, Stack, Switch, Table, Text } from '@mantine/core';
import {
  gateAllows,
  isExternalPaymentProvider,
  type PaymentProvider,
  type PaymentProviderName,
  type PaymentProviderOffer,
  paymentProviderLabels,
  type Site,
} from '@vev/shared';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { formResolver } from '../../../components/form-resolver';
import { notifySuccess } from '../../../components/notify';
import { useLeaveGuard } from '../../../components/resource-editor/use-leave-guard';
import { ListError } from '../../../components/resource-list/ListStates';
import { usePaymentProviderOffer } from '../../../hooks/api/payment-providers';
import { usePermission, useSite, useUpdateSite } from '../../../hooks/api/sites';
import { AdminOnlyNotice, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import classes from '../settings-form/SettingsPage.module.css';
import { paymentProviderPath, paymentProvidersPath } from './paths';
import {
  type ProvidersFormValues,
  providersFormSchema,
  toProvidersForm,
  toProvidersUpdate,
  withDefault,
  withEnabled,
} from './providers-form';

/**
 * /innstillinger/betalingslosninger (admins): the providers the platform offers, each on or off,
 * one the default, and the way to each one's settings. Edits stay in the form until 'Lagre'
 * sends the list with `PATCH site`; 'Avbryt' with changes asks first (spec 2 §6).
 */
export function PaymentProvidersScreen() {
  const { t } = useTranslation();
  const permission = usePermission();
  const isAdmin = gateAllows('admin', permission);
  const site = useSite();
  const offer = usePaymentProviderOffer(isAdmin);
  if (permission && !isAdmin) return <AdminOnlyNotice />;
  const failed = site.isError ? site : offer.isError ? offer : undefined;
  return (
    <SettingsScreen title={t('paymentProviders.title')}>
      <Text c="dimmed">{t('paymentProviders.lead')}</Text>
      {site.data && offer.data ? (
        offer.data.providers.length === 0 ? (
          <Text c="dimmed">{t('paymentProviders.empty')}</Text>
        ) : (
          <ProvidersForm site={site.data} offer={offer.data} />
        )
      ) : failed ? (
        <ListError
          title={t('paymentProviders.loadFailed')}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <SettingsLoading />
      )}
    </SettingsScreen>
  );
}

function rowError(errors: FieldErrors<ProvidersFormValues>, index: number): string | undefined {
  const row = errors.paymentProviders?.[index];
  return row?.enabled?.message ?? row?.name?.message ?? row?.default?.message;
}

function ProvidersForm({ site, offer }: { site: Site; offer: PaymentProviderOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offered = offer.providers.map((provider) => provider.name);
  const update = useUpdateSite();
  const form = useForm<ProvidersFormValues>({
    defaultValues: toProvidersForm(site, offered),
    resolver: formResolver(providersFormSchema as never) as never,
  });
  // The trailing slash: a provider's own screen is another page here, so leaving for it asks too.
  useLeaveGuard(form.formState.isDirty, `${paymentProvidersPath}/`);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toProvidersUpdate(site, values));
      form.reset(toProvidersForm(saved, offered));
      notifySuccess(t('settings.saved'));
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) return;
      for (const [path, message] of Object.entries(error.fields)) {
        form.setError(path as 'paymentProviders', { message });
      }
    }
  });

  const cancel = async () => {
    if (!form.formState.isDirty) {
      void navigate('/innstillinger');
      return;
    }
    const discard = await confirmAction(t('paymentProviders.cancelConfirm'), t('paymentProviders.cancelConfirmLabel'), {
      danger: true,
      cancelLabel: t('paymentProviders.cancelConfirmKeep'),
    });
    if (discard) form.reset();
  };

  const listError =
    form.formState.errors.paymentProviders?.message ?? form.formState.errors.paymentProviders?.root?.message;
  const ready = new Map(offer.providers.map((provider) => [provider.name, provider]));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {listError && <Alert color="red">{listError}</Alert>}
        <Controller
          control={form.control}
          name="paymentProviders"
          render={({ field }) => (
            <Radio.Group
              value={field.value.find((provider) => provider.default)?.name ?? null}
              onChange={(name) => field.onChange(withDefault(field.value, name as PaymentProviderName))}
            >
              <Table verticalSpacing="sm" withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('paymentProviders.columns.name')}</Table.Th>
                    <Table.Th>{t('paymentProviders.columns.enabled')}</Table.Th>
                    <Table.Th>{t('paymentProviders.columns.default')}</Table.Th>
                    <Table.Th>{t('paymentProviders.columns.settings')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {field.value.map((provider, index) => (
                    <ProviderRow
                      key={provider.name}
                      provider={provider}
                      ready={ready.get(provider.name)?.ready ?? false}
                      error={rowError(form.formState.errors, index)}
                      onEnabled={(enabled) => field.onChange(withEnabled(field.value, provider.name, enabled))}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Radio.Group>
          )}
        />
        <Group justify="flex-end" className={classes.saveBar}>
          <Button variant="default" onClick={() => void cancel()}>
            {t('paymentProviders.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProviderRow(props: {
  provider: PaymentProvider;
  ready: boolean;
  error: string | undefined;
  onEnabled: (enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  const { provider } = props;
  const name = paymentProviderLabels[provider.name];
  const external = isExternalPaymentProvider(provider.name);
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={500}>{name}</Text>
            {external ? (
              <Badge variant="light" color={props.ready ? 'green' : 'orange'}>
                {props.ready ? t('paymentProviders.keysReady') : t('paymentProviders.keysMissing')}
              </Badge>
            ) : (
              <Badge variant="light" color="gray">
                {t('paymentProviders.builtIn')}
              </Badge>
            )}
          </Group>
          {props.error && (
            <Text size="sm" c="red" role="alert">
              {props.error}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('paymentProviders.enabledLabel', { name })}
          checked={provider.enabled}
          onChange={(event) => props.onEnabled(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Radio value={provider.name} aria-label={t('paymentProviders.defaultLabel', { name })} />
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={paymentProviderPath(provider.name)}
          aria-label={t('paymentProviders.settingsLinkNamed', { name })}
        >
          {t('paymentProviders.settingsLink')}
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}

export { PaymentProvidersScreen as Component };
