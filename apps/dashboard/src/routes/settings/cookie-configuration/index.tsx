import { ColorInput, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { type CookieDialogMeta, cookieDialogMetaSchema, richTextIsEmpty, type Site } from '@vev/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichTextInput } from '../../../components/section-form/rich-text/RichTextInput';
import { CookieScreen } from '../cookie-settings/CookieGate';
import { SettingsForm } from '../settings-form/SettingsPage';
import { useSettingsForm } from '../settings-form/use-settings-form';

const colours = ['primaryColor', 'textColor', 'backgroundColor', 'cardColor', 'borderColor'] as const;

/** The intro is rich text (raw draft JSON); an intro without text is stored as none. */
const schema = cookieDialogMetaSchema;
const toForm = (site: Site): CookieDialogMeta => site.cookieDialogMeta;
const toUpdate = (values: CookieDialogMeta) => ({
  cookieDialogMeta: { ...values, intro: richTextIsEmpty(values.intro) ? '' : values.intro },
});

/** /innstillinger/informasjonskapsler/konfigurasjon: cookieDialogMeta's intro and colours (spec 2 §2). */
export function CookieConfigurationScreen() {
  const { t } = useTranslation();
  return (
    <CookieScreen title={t('cookies.cards.configuration.title')}>
      {(site) => <ConfigurationForm site={site} />}
    </CookieScreen>
  );
}

function ConfigurationForm({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { form, submit, readOnly, saving } = useSettingsForm(site, {
    schema,
    toForm,
    toUpdate,
    fieldOf: (path) => path.replace(/^cookieDialogMeta\./, ''),
  });
  return (
    <SettingsForm readOnly={readOnly} saving={saving} onSubmit={submit}>
      <Paper withBorder p="lg" radius="md">
        <Controller
          control={form.control}
          name="intro"
          render={({ field, fieldState }) => (
            <RichTextInput
              label={t('cookies.configuration.intro')}
              description={t('cookies.configuration.introDescription')}
              value={field.value}
              onChange={field.onChange}
              disabled={field.disabled}
              error={fieldState.error?.message}
            />
          )}
        />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2} size="h5">
            {t('cookies.configuration.colours')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {colours.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <ColorInput
                    label={t(`cookies.configuration.${name}`)}
                    format="hex"
                    value={field.value}
                    onChange={field.onChange}
                    disabled={field.disabled}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
    </SettingsForm>
  );
}

export { CookieConfigurationScreen as Component };
