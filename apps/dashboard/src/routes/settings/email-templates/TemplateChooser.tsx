import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EmailTemplate, Site } from '@vev/shared';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/notify';
import { Tip } from '../../../components/Tip';
import { useEmailPreviewUrl } from '../../../hooks/api/email-templates';
import { useUpdateSite } from '../../../hooks/api/sites';
import { EmailPreview } from './EmailPreview';

/** 'Endre mal': every template as a preview, four to a row; the active one cannot be chosen again. */
export function TemplateChooser(props: {
  site: Site;
  templates: EmailTemplate[];
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const previewUrl = useEmailPreviewUrl();
  const update = useUpdateSite();
  const choose = async (template: string | null) => {
    await update.mutateAsync({ emailTemplate: template, emailTemplateProps: {} });
    notifySuccess(t('settings.saved'));
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} fullScreen title={t('email.templates.chooserTitle')}>
      {props.templates.length === 0 ? (
        <Text c="dimmed">{t('email.templates.none')}</Text>
      ) : (
        <Stack>
          <Tip id="email-templates">{t('email.templates.tip')}</Tip>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {props.templates.map((template) => {
              const active = props.site.emailTemplate === template._id;
              return (
                <Stack key={template._id} gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Title order={2} size="h5">
                      {template.name}
                    </Title>
                    <Button
                      size="xs"
                      variant={active ? 'light' : 'filled'}
                      disabled={active}
                      loading={update.isPending && update.variables?.emailTemplate === template._id}
                      onClick={() => void choose(template._id)}
                      aria-label={`${active ? t('email.templates.active') : t('email.templates.choose')} ${template.name}`}
                    >
                      {active ? t('email.templates.active') : t('email.templates.choose')}
                    </Button>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {template.description}
                  </Text>
                  <EmailPreview
                    src={previewUrl(template._id, { defaults: true })}
                    title={t('email.templates.previewOf', { name: template.name })}
                    height={380}
                  />
                </Stack>
              );
            })}
          </SimpleGrid>
          {props.site.emailTemplate && (
            <Group>
              <Button variant="default" onClick={() => void choose(null)}>
                {t('email.templates.useSystem')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
