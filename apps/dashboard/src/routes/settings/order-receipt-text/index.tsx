import { Paper, Stack, Title } from '@mantine/core';
import { gateAllows, type Site } from '@vev/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RichTextInput } from '../../../components/section-form/rich-text/RichTextInput';
import { useEmailPreviewUrl } from '../../../hooks/api/email-templates';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { NotFoundScreen } from '../../fallback';
import { EmailPreview } from '../email-templates/EmailPreview';
import { SettingsForm, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';

/** The receipt's text is rich text (raw draft JSON), with {navn} for the customer's name. */
const schema = z.object({ orderReceipt: z.string().max(20_000) });
const toForm = (site: Site) => ({ orderReceipt: site.emailTexts.orderReceipt });
const toUpdate = (values: { orderReceipt: string }) => ({ emailTexts: { orderReceipt: values.orderReceipt } });

/** /innstillinger/epost-tekster/ordrekvittering: emailTexts.orderReceipt, with the receipt's preview; only for a site with a shop. */
export function OrderReceiptTextScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  if (site && !site.hasEcommerce) return <NotFoundScreen />;
  return (
    <SettingsScreen title={t('email.texts.orderReceipt')}>
      {site ? <OrderReceiptForm site={site} /> : <SettingsLoading />}
    </SettingsScreen>
  );
}

function OrderReceiptForm({ site }: { site: Site }) {
  const { t } = useTranslation();
  const previewUrl = useEmailPreviewUrl();
  const isAdmin = gateAllows('admin', usePermission());
  const { form, submit, readOnly, saving } = useSettingsForm(site, {
    schema,
    toForm,
    toUpdate,
    fieldOf: (path) => path.replace(/^emailTexts\./, ''),
  });
  return (
    <SettingsForm readOnly={readOnly} saving={saving} onSubmit={submit}>
      <Paper withBorder p="lg" radius="md">
        <Controller
          control={form.control}
          name="orderReceipt"
          render={({ field, fieldState }) => (
            <RichTextInput
              label={t('email.texts.field')}
              description={t('email.texts.fieldDescription')}
              value={field.value}
              onChange={field.onChange}
              disabled={field.disabled}
              error={fieldState.error?.message}
            />
          )}
        />
      </Paper>
      {isAdmin && (
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t('email.texts.preview')}
          </Title>
          <EmailPreview
            src={previewUrl(site.emailTemplate, { version: site.updatedAt })}
            title={t('email.texts.preview')}
          />
        </Stack>
      )}
    </SettingsForm>
  );
}

export { OrderReceiptTextScreen as Component };
