import { Paper, Stack, Textarea, Title } from '@mantine/core';
import { gateAllows, plainTextToRichText, richTextToPlainText, type Site } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEmailPreviewUrl } from '../../../hooks/api/email-templates';
import { usePermission, useSite } from '../../../hooks/api/sites';
import { EmailPreview } from '../email-templates/EmailPreview';
import { SettingsForm, SettingsLoading, SettingsScreen } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';

const schema = z.object({ orderReceipt: z.string().max(20_000) });
const toForm = (site: Site) => ({ orderReceipt: richTextToPlainText(site.emailTexts.orderReceipt) });
/** Written as plain text, stored as rich text: one paragraph per line. */
const toUpdate = (values: { orderReceipt: string }) => ({
  emailTexts: { orderReceipt: JSON.stringify(plainTextToRichText(values.orderReceipt)) },
});

/** /innstillinger/epost-tekster/ordrekvittering: emailTexts.orderReceipt, with the receipt's preview. */
export function OrderReceiptTextScreen() {
  const { t } = useTranslation();
  const { data: site } = useSite();
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
        <Textarea
          label={t('email.texts.field')}
          description={t('email.texts.fieldDescription')}
          autosize
          minRows={5}
          error={form.formState.errors.orderReceipt?.message}
          {...form.register('orderReceipt')}
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
