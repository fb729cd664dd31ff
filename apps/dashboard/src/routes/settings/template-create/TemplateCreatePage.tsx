import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { templateListPath } from '../template-detail/paths';
import { TemplateCreateForm } from './TemplateCreateForm';

/** /innstillinger/maler/liste/opprett (spec 2 §2: a new template uses 'opprett'). */
export function TemplateCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack maw={640}>
      <Title order={1}>{t('templates.create.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <TemplateCreateForm onCancel={() => navigate(templateListPath)} replace />
      </Paper>
    </Stack>
  );
}
