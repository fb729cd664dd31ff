import { Button, ColorInput, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type EmailTemplate, resolveEmailTemplateProps, type Site } from '@vev/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { notifySuccess } from '../../../components/notify';
import { useEmailPreviewUrl } from '../../../hooks/api/email-templates';
import { useUpdateSite } from '../../../hooks/api/sites';
import { EmailPreview } from './EmailPreview';

/** 'Rediger mal': the active template's props, with the receipt as it looks after saving. */
export function TemplatePropsModal(props: {
  site: Site;
  template: EmailTemplate;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateSite();
  const previewUrl = useEmailPreviewUrl();
  const [values, setValues] = useState(
    () => resolveEmailTemplateProps(props.template, props.site.emailTemplateProps).props,
  );
  const errors = update.error instanceof ApiError ? (update.error.fields ?? {}) : {};
  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));

  const save = async () => {
    try {
      await update.mutateAsync({ emailTemplateProps: values });
      notifySuccess(t('toasts.saved'));
    } catch {
      // The server's messages are shown on the fields.
    }
  };
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      title={`${t('email.templates.edit')}: ${props.template.name}`}
    >
      {props.template.props.length === 0 ? (
        <Text>{t('email.templates.noFields')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack>
            {props.template.props.map((prop) => {
              const error = errors[`emailTemplateProps.${prop.name}`];
              const value = values[prop.name];
              if (prop.type === 'boolean') {
                return (
                  <Switch
                    key={prop.name}
                    label={prop.label}
                    checked={value === true}
                    onChange={(event) => set(prop.name, event.currentTarget.checked)}
                    error={error}
                  />
                );
              }
              if (prop.type === 'color') {
                return (
                  <ColorInput
                    key={prop.name}
                    label={prop.label}
                    format="hex"
                    value={typeof value === 'string' ? value : ''}
                    onChange={(next) => set(prop.name, next)}
                    error={error}
                  />
                );
              }
              return (
                <TextInput
                  key={prop.name}
                  label={prop.label}
                  maxLength={prop.maxLength}
                  value={typeof value === 'string' ? value : ''}
                  onChange={(event) => set(prop.name, event.currentTarget.value)}
                  error={error}
                />
              );
            })}
            <Group justify="flex-end">
              <Button onClick={() => void save()} loading={update.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
          <EmailPreview
            src={previewUrl(props.template._id, { version: props.site.updatedAt })}
            title={t('email.templates.previewOf', { name: props.template.name })}
          />
        </SimpleGrid>
      )}
    </Modal>
  );
}
